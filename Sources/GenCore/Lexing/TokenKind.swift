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
