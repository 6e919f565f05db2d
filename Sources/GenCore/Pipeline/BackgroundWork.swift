import Foundation

// MARK: - BackgroundWork

/// A value worked out on another core while the caller goes on, and waited for when it is needed.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once, by the work, before `group` is left; read only after waiting for `group`.
    private var result: Value?

    /// Starts `body` on another core.
    package init(_ body: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) {
            self.result = body()
        }
    }

    /// The value, once the work is done.
    package func value() -> Value {
        group.wait()
        return result!
    }
}
