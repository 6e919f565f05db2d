import Foundation

// MARK: - Parallel

/// Work spread over all cores with results in input order, so output never depends on scheduling.
package enum Parallel {
    /// Applies `transform` to every element concurrently and returns the results in the elements' order.
    package static func map<Element: Sendable, Output>(_ elements: [Element], _ transform: @Sendable (Element) -> Output) -> [Output] {
        let slots = Slots<Output>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { position in
            slots.store(transform(elements[position]), at: position)
        }
        return slots.values()
    }
}

/// Slots that parallel workers fill, each slot written by exactly one worker before any is read.
private final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at position: Int) {
        lock.lock()
        slots[position] = value
        lock.unlock()
    }

    func values() -> [Value] { slots.compactMap { $0 } }
}
