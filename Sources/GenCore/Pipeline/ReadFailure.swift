// MARK: - ReadFailure

/// Why a surveyed file could not be read again (`GenerationInput.reread`), as the command line words it.
public struct ReadFailure: Error, Sendable {
    /// The reason, as in "cannot read 'path': reason".
    public let reason: String

    /// A failure for `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}
