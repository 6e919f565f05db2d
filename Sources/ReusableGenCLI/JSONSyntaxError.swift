import GenCore

// MARK: - JSONSyntaxError

/// Text that is not JSON: the byte offset of the problem and what was expected.
struct JSONSyntaxError: Error, Sendable, Hashable {
    var offset: Int
    var message: String
}
