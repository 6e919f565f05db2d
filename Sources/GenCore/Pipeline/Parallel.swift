import Dispatch

// MARK: - Parallel

/// Work spread over all cores with results in input order, so output never depends on scheduling.
package enum Parallel {
    /// Applies `transform` to every element concurrently (`DispatchQueue.concurrentPerform`) and returns the results
    /// in the elements' order.
    package static func map<Element: Sendable, Output>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        let slots = Slots<Output>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { position in
            (slots.base + position).initialize(to: transform(elements[position]))
        }
        return slots.values()
    }

    /// Memory for one result per element, each written by exactly one worker before any is read: no lock is needed,
    /// as workers write distinct slots allocated before they start, and `concurrentPerform` returns only after every
    /// worker has finished.
    private final class Slots<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value>
        private let count: Int

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: max(count, 1))
        }

        deinit {
            base.deallocate()
        }

        /// Moves the values out in slot order, once, after every worker finished.
        func values() -> [Value] {
            (0..<count).map { (base + $0).move() }
        }
    }
}
