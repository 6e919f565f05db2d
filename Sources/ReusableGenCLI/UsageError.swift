import GenCore

// MARK: - UsageError

/// A command line the tool cannot run; printed as one line on standard error, exit status 64.
public struct UsageError: Error, Sendable, Hashable {
    /// What is wrong, without the `reusable-gen: error:` prefix.
    public var message: String

    /// Creates a usage error with its message.
    public init(_ message: String) {
        self.message = message
    }
}
