import Dispatch

// MARK: - Garbage

/// Values a run no longer needs, let go on another core: freeing thousands of files' words, paths and buffers costs
/// the core that made them a good part of a millisecond, while another core is often idle.
package enum Garbage {
    /// Ends the caller's hold on `garbage`; the last reference ends on another thread, which frees it.
    package static func releaseElsewhere<Value: Sendable>(_ garbage: consuming Value) {
        let box = Box(garbage)
        DispatchQueue.global().async { box.empty() }
    }

    /// Holds a value until another thread lets it go.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        /// Lets the value go, on the calling thread.
        func empty() {
            value = nil
        }
    }
}
