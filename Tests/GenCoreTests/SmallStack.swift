import Foundation

#if canImport(Glibc)
import Glibc

/// glibc's `pthread_getattr_np`, which its Swift module does not import (it is a GNU extension).
@_silgen_name("pthread_getattr_np")
private func pthreadGetAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - SmallStack

// The same file is in Tests/GenCoreTests and Tests/MustacheTests (`StackBudgetTests` compares the copies).

/// A thread with the stack a Mac gives every secondary thread (Dispatch workers, `pthread_create` with default
/// attributes): 512 KiB, not Linux's 8 MiB. Work that must not overflow on a Mac runs here in the tests.
enum SmallStack {
    /// The stack size of a secondary thread on macOS.
    static let size = 512 * 1024

    /// What one run on a small stack returned, with the thread's stack size and how much of it the run used.
    struct Run<T: Sendable>: Sendable {
        var value: T
        /// The thread's stack size as the system reports it.
        var stackSize: Int
        /// The deepest the run reached into the stack, in bytes from its top (Linux only: found by painting the
        /// unused part of the stack before the run and looking for the lowest byte it changed).
        var peakUsage: Int?
    }

    /// Runs `body` on a thread with a 512 KiB stack and waits for it.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> Run<T> {
        let box = ResultBox<Run<T>>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let bounds = stackBounds()
            // Painting writes below the running frame, so only where the bounds it relies on are checked (Linux).
            #if os(Linux)
            let painted = bounds.map(paint)
            #else
            let painted: Range<UInt>? = nil
            #endif
            let value = body()
            var peak: Int?
            if let bounds, let painted { peak = peakUsage(bounds, painted) }
            box.set(Run(value: value, stackSize: bounds?.size ?? 0, peakUsage: peak))
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.get()
    }

    /// The lowest address and the size of the current thread's stack, where the system tells.
    private static func stackBounds() -> (low: UInt, size: Int)? {
        #if canImport(Glibc)
        var attributes = pthread_attr_t()
        guard pthreadGetAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return (UInt(bitPattern: address), size)
        #elseif canImport(Darwin)
        // Darwin reports the stack's top (highest address) and size.
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = pthread_get_stacksize_np(pthread_self())
        return (top - UInt(size), size)
        #else
        return nil
        #endif
    }

    /// A byte that the stack's unused part is filled with before a run.
    private static let paintByte: UInt8 = 0xA5

    /// Fills the stack from just above its guard page up to 16 KiB below the current frame (room for this function
    /// and the calls it makes) with `paintByte`; returns the painted range.
    @inline(never)
    private static func paint(_ bounds: (low: UInt, size: Int)) -> Range<UInt> {
        var marker: UInt8 = 0
        let current = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let start = bounds.low + 16 * 1024
        let end = current - 16 * 1024
        guard start < end, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return start..<start }
        pointer.initializeMemory(as: UInt8.self, repeating: paintByte, count: Int(end - start))
        return start..<end
    }

    /// How deep the run went: from the stack's top down to the lowest painted byte that changed. A run that stayed
    /// above the painted range reports the distance to its upper end, an upper bound of what it used.
    private static func peakUsage(_ bounds: (low: UInt, size: Int), _ painted: Range<UInt>) -> Int {
        let top = bounds.low + UInt(bounds.size)
        guard let start = UnsafeRawPointer(bitPattern: painted.lowerBound) else { return Int(top - painted.upperBound) }
        let count = Int(painted.upperBound - painted.lowerBound)
        for offset in 0..<count where start.load(fromByteOffset: offset, as: UInt8.self) != paintByte {
            return Int(top - painted.lowerBound) - offset
        }
        return Int(top - painted.upperBound)
    }
}

/// Runs `body` on a thread with a 512 KiB stack (`SmallStack`) and returns its result, to prove that deep input
/// cannot overflow a Mac's secondary-thread stack.
func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    SmallStack.run(body).value
}

/// A lock-protected slot that carries a result from a worker thread back to the test.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    /// Stores the worker's result.
    func set(_ newValue: T) { lock.withLock { value = newValue } }

    /// The stored result; call only after the worker has finished.
    func get() -> T {
        lock.withLock {
            guard let value else { preconditionFailure("worker thread produced no result") }
            return value
        }
    }
}
