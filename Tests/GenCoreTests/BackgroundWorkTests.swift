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
