// MARK: - TokenKind

/// What a token is. Every byte of a file belongs to exactly one token, trivia included, so the tokens
/// of a file concatenated reproduce it exactly.
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
    // Trivia: never significant to the declaration scanner.
    /// Spaces, tabs, form feeds, vertical tabs and NUL bytes (no line breaks).
    case whitespace
    /// One line break: `\n`, `\r\n` or a lone `\r`.
    case newline
    /// `// …` up to (not including) the line break; includes `///` doc comments.
    case lineComment
    /// `/* … */` with nesting; an unterminated one runs to the end of the file and is also reported.
    case blockComment

    // Significant tokens.
    /// An identifier or keyword: `class`, `Foo`, `` `class` ``, `$0`, `_`, non-ASCII names.
    case identifier
    /// An integer or floating-point literal, in any base, with `_` separators and exponents.
    case number
    /// A whole string literal: `"…"`, `"""…"""`, `#"…"#` and deeper, interpolations included.
    case string
    /// A regex literal: `/…/` (where Swift 6 takes one) or `#/…/#` and deeper.
    case regex
    /// `#` followed by an identifier: `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#selector`, ….
    case poundKeyword
    /// One of `{ } ( ) [ ] , : ; @ .` (a lone dot) or a lone `#`, `\` or backtick.
    case punctuation
    /// A run of operator characters, such as `=`, `&`, `->`, `<`, `>>`, `?`, `!`, `...`.
    case `operator`
    /// Bytes that cannot start any token (stray control bytes, invalid UTF-8 lead bytes), or the rest of an
    /// unterminated construct the lexer could not close; always accompanied by a diagnostic or harmless.
    case invalid

    /// Whether the declaration scanner skips this kind.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.blockComment.rawValue }
}

// MARK: - Token

/// A token: its kind and the half-open byte range `start..<end` it covers in its `SourceFile`.
///
/// Offsets are stored in 32 bits, so a token takes 12 bytes rather than 24 (the lexer writes millions of
/// them); `Lexer` refuses files of `Token.maximumFileSize` bytes or more.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    @usableFromInline var storedStart: UInt32
    @usableFromInline var storedEnd: UInt32

    /// The size a file must stay below for its offsets to fit a token.
    public static let maximumFileSize = Int(UInt32.max)

    /// Creates a token covering `start..<end` (both below `Token.maximumFileSize`).
    @inlinable public init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.storedStart = UInt32(truncatingIfNeeded: start)
        self.storedEnd = UInt32(truncatingIfNeeded: end)
    }

    /// The offset of the token's first byte.
    @inlinable public var start: Int { Int(storedStart) }

    /// The offset just past the token's last byte.
    @inlinable public var end: Int { Int(storedEnd) }

    /// The byte range of the token.
    @inlinable public var range: Range<Int> { start..<end }
}
