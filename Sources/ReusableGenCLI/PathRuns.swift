import GenCore

// MARK: - PathRuns

/// The paths a folder walk finds, handed to readers in runs while the walk goes on, so that reading starts with the
/// first folder instead of after the last: the walker adds paths in the order it finds them and closes the runs when
/// it is done; readers take a run at a time until none is left, and the value a reader makes of each run is kept
/// under the run's position.
///
/// Shared by the walking thread and the reading ones; every member but `values()` may be called from any of them,
/// `values()` once all readers have returned.
final class PathRuns<Value>: @unchecked Sendable {
    /// How many paths a run holds, but the last: enough to spare most of a task's cost (a reader keeps its folder
    /// open from file to file), few enough to keep the cores busy to the end.
    let runLength: Int
    private let condition = ThreadCondition()
    /// Every path added, in the walk's order.
    private var paths: [String] = []
    /// How many of `paths` readers have taken.
    private var taken = 0
    /// Whether the walker has added its last path.
    private var isClosed = false
    /// The value of each run read, with the position of its first path.
    private var runs: [(start: Int, value: Value)] = []

    /// Creates empty runs of `runLength` paths.
    init(runLength: Int) {
        self.runLength = runLength
    }

    /// Adds paths after those added before; a reader waiting for a run is woken when one is complete.
    func add(_ found: some Collection<String>) {
        guard !found.isEmpty else { return }
        condition.lock()
        paths.append(contentsOf: found)
        let isRunComplete = paths.count - taken >= runLength
        condition.unlock()
        if isRunComplete { condition.broadcast() }
    }

    /// Tells the readers that no path follows: they read what is left, then return.
    func close() {
        condition.lock()
        isClosed = true
        condition.unlock()
        condition.broadcast()
    }

    /// Reads runs until the walker has closed them and none is left: `body` of each run's paths, with one
    /// `FileReader` for every run this caller reads.
    func read(_ body: (FileReader, [String]) -> Value) {
        let reader = FileReader()
        while let (start, run) = take() {
            let value = body(reader, run)
            condition.lock()
            runs.append((start, value))
            condition.unlock()
        }
    }

    /// The value of every run, in the order of their paths; called once every reader has returned.
    func values() -> [Value] {
        condition.lock()
        defer { condition.unlock() }
        return runs.sorted { $0.start < $1.start }.map(\.value)
    }

    /// The next run and the position of its first path: a whole run as soon as there is one, the rest once the walk
    /// is closed; `nil` when the walk is closed and every path taken.
    private func take() -> (start: Int, paths: [String])? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let available = paths.count - taken
            if available >= runLength || (isClosed && available > 0) {
                let start = taken
                taken += min(available, runLength)
                // A copy: a slice would share the buffer the walker appends to, and make it copy all of it.
                return (start, Array(paths[start..<taken]))
            }
            if isClosed { return nil }
            condition.wait()
        }
    }
}
