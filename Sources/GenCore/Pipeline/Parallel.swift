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

    /// Runs two independent pieces of work at once (`DispatchQueue.concurrentPerform` with two iterations) and
    /// returns both results.
    package static func both<First, Second>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firstSlot = Slots<First>(count: 1)
        let secondSlot = Slots<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { position in
            if position == 0 {
                firstSlot.base.initialize(to: first())
            } else {
                secondSlot.base.initialize(to: second())
            }
        }
        return (firstSlot.values()[0], secondSlot.values()[0])
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
