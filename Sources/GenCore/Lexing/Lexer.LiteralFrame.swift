// MARK: - LiteralFrame

extension Lexer {
    /// One open level of a string literal being lexed: either a string body or an interpolation's code.
    struct LiteralFrame {
        /// Whether this level is a string body (otherwise it is the code of an interpolation).
        var isString: Bool
        /// Whether the string is delimited by `"""`.
        var isMultiline: Bool
        /// The number of `#` around the string's quotes.
        var hashes: Int
        /// The offset of the string's first delimiter byte (or the interpolation's backslash).
        var opener: Int
        /// Unclosed `(` inside the interpolation's code.
        var parenDepth: Int
    }
}
