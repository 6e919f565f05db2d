// MARK: - LexedFile

/// A file's tokens (trivia included, contiguous, covering every byte) and the lexer's diagnostics.
public struct LexedFile: Sendable {
    /// Every token of the file in order, trivia included; `tokens[0].start == 0` and each starts where the last ended.
    public let tokens: [Token]
    /// Unterminated literals and comments and invalid bytes, in the order met.
    public let diagnostics: [Diagnostic]
}
