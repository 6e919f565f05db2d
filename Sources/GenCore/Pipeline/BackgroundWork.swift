import Dispatch

// MARK: - BackgroundWork

/// A value worked out on another core while the caller goes on, and waited for when it is needed.
///
/// Whoever asks for the value first while the work has not started does it: the dispatch task finds it done, and
/// nobody waits for work queued behind busy workers (a worker waiting for another task could otherwise hold up the
/// very pool that task needs, on a machine of one core or a pool kept busy by other work).
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let lock = ThreadCondition()
    /// Left once the value is stored.
    private let done = DispatchGroup()
    /// The work, until a thread takes it.
    private var body: (@Sendable () -> Value)?
    /// Written once, by the thread that took the work, before `done` is left; read only after waiting for `done`.
    private var result: Value?

    /// Starts `body` on another core: a task on `queue` (the global pool unless a test holds a queue of its own).
    package init(on queue: DispatchQueue = .global(), _ body: @escaping @Sendable () -> Value) {
        self.body = body
        done.enter()
        queue.async { self.runUnlessTaken() }
    }

    /// The value: worked out here if no thread has started on it, else once that thread is done.
    package func value() -> Value {
        runUnlessTaken()
        done.wait()
        return result!
    }

    /// Does the work on this thread, unless another thread has taken it.
    private func runUnlessTaken() {
        lock.lock()
        let taken = body
        body = nil
        lock.unlock()
        guard let taken else { return }
        result = taken()
        done.leave()
    }
}
