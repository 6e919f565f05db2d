import Foundation
import Testing

@testable import GenCore

// MARK: - BackgroundWorkTests

@Suite struct BackgroundWorkTests {
    /// Counts the works that ran, from any thread.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func add() {
            lock.withLock { count += 1 }
        }

        var total: Int { lock.withLock { count } }
    }

    /// Every work runs once, on whichever thread takes it first, and gives its value however often it is asked.
    @Test func eachWorkRunsOnceAndGivesItsValue() {
        let runs = Runs()
        let works = (0..<500).map { index in
            BackgroundWork {
                runs.add()
                return index * 2
            }
        }
        #expect(works.indices.allSatisfy { works[$0].value() == $0 * 2 })
        #expect(works.indices.allSatisfy { works[$0].value() == $0 * 2 })
        #expect(runs.total == 500)
    }

    /// A work whose task no worker has started (its queue is held here) is done by the thread that asks for it,
    /// which would otherwise wait until the queue is let go; the task, let go afterwards, finds it done and does not
    /// do it again. The asking thread is a thread of its own, so that a broken `value()` fails the test, not hangs it.
    @Test func aWorkNoWorkerHasStartedIsDoneByTheThreadAskingForIt() {
        let queue = DispatchQueue(label: "held")
        queue.suspend()
        let runs = Runs()
        let work = BackgroundWork(on: queue) {
            runs.add()
            return ObjectIdentifier(Thread.current)
        }
        let answered = DispatchSemaphore(value: 0)
        let answer = Answer()
        Thread {
            answer.set(asker: ObjectIdentifier(Thread.current), doer: work.value())
            answered.signal()
        }.start()
        let answeredInTime = answered.wait(timeout: .now() + 30) == .success
        #expect(answeredInTime)
        queue.resume()
        queue.sync {}
        if !answeredInTime { answered.wait() }
        #expect(answer.doerWasAsker)
        #expect(runs.total == 1)
    }

    /// Which thread asked for a work and which did it.
    final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: (asker: ObjectIdentifier, doer: ObjectIdentifier)?

        func set(asker: ObjectIdentifier, doer: ObjectIdentifier) {
            lock.withLock { threads = (asker, doer) }
        }

        var doerWasAsker: Bool { lock.withLock { threads.map { $0.asker == $0.doer } ?? false } }
    }

    /// Works asked for from every task of the pool they are queued on, as the rendering asks for the template parsed
    /// in the background: each asking task does its own work when no worker has started it, so all finish.
    @Test func worksAskedForFromTheirOwnPoolAllFinish() {
        let runs = Runs()
        let values = Parallel.map(Array(0..<64)) { index in
            BackgroundWork {
                runs.add()
                return index + 1
            }.value()
        }
        #expect(values == Array(1...64))
        #expect(runs.total == 64)
    }
}
