import Dispatch

// MARK: - Parallel

/// Work spread over all cores with results in input order, so output never depends on scheduling.
package enum Parallel {
    /// Applies `transform` to every element concurrently and returns the results in the elements' order.
    package static func map<Element: Sendable, Output>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        let slots = Slots<Output>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { position in
            slots.store(transform(elements[position]), at: position)
        }
        return slots.values()
    }
}

extension Parallel {
    /// Slots that parallel workers fill, each slot written by exactly one worker before any is read.
    ///
    /// No lock: workers write distinct slots of memory allocated before they start, and `concurrentPerform` returns
    /// only after every worker has finished, which orders all writes before `values()`. (A lock per store made the
    /// workers of thousands of small files wait for each other: about one context switch every three files.)
    private final class Slots<Value>: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<Value?>
        private let count: Int
        /// Whether `values()` moved the values out, leaving the slots uninitialized.
        private var isEmptied = false

        init(count: Int) {
            self.count = count
            slots = UnsafeMutablePointer<Value?>.allocate(capacity: max(count, 1))
            slots.initialize(repeating: nil, count: count)
        }

        deinit {
            if !isEmptied { slots.deinitialize(count: count) }
            slots.deallocate()
        }

        /// Stores the value of slot `position`; each slot is stored once, by one worker.
        func store(_ value: Value, at position: Int) {
            (slots + position).pointee = value
        }

        /// Moves the stored values out in slot order (after every worker finished); called once. Moving rather than
        /// copying spares a retain and a release of every value: thousands of scanned files.
        func values() -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(count)
            for position in 0..<count {
                if let value = (slots + position).move() { values.append(value) }
            }
            isEmptied = true
            return values
        }
    }
}
