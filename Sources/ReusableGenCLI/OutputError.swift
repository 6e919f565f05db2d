import GenCore

// MARK: - OutputError

/// Why the output file could not be written (or compared); the message is ready for a diagnostic.
public struct OutputError: Error, Sendable, Hashable {
    /// What went wrong, naming the file.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }
}
