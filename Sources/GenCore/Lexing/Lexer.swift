// MARK: - Lexer

/// Splits a source file into lossless tokens: every byte belongs to exactly one token, in order.
///
/// The lexer is a cursor over UTF-8 bytes. It never iterates `Character`s, allocates only the token
/// array, the diagnostics and one reusable literal stack, and never recurses on input depth.
///
/// Where the forms are decided:
/// - strings and interpolation: `Lexer.Cursor.lexString(from:hashes:)`;
/// - whether `/` starts a bare regex: `Lexer.Cursor.isExpressionStart()` and `bareRegexEnd(from:)`
///   (for instance `a / b / c` and `arr[0] /2/ 1` are division, `x = /a[/]b/` and `foo(/abc/)` are regexes);
/// - numbers, including `x.0.1` tuple access: `Lexer.Cursor.numberEnd(from:)`.
///
/// Non-ASCII bytes are identifier characters wherever they occur (so non-ASCII operators and spaces lex
/// as identifiers); bytes that cannot start a token become `.invalid` tokens. Bytes that are not well-formed UTF-8
/// are an error at their first byte wherever they fall, as swiftc reports them (`Lexer+UTF8.swift`), and a file
/// gets at most `maximumDiagnosticsPerFile` lexing errors, then a note counting the rest.
public enum Lexer {
    /// Lexes a whole file; an empty file has no tokens.
    public static func lex(_ file: SourceFile) -> LexedFile {
        var sink = AllTokens(byteCount: file.bytes.count)
        let diagnostics = lex(file, into: &sink)
        return LexedFile(tokens: sink.tokens, diagnostics: diagnostics)
    }

    /// Lexes a whole file into `sink` and returns the lexer's diagnostics.
    static func lex<Sink: TokenSink>(_ file: SourceFile, into sink: inout Sink) -> [Diagnostic] {
        guard !file.bytes.isEmpty else { return [] }
        guard file.bytes.count < Token.maximumFileSize else {
            return [Diagnostic(.error, "file is too large to lex (4 GiB or more)", at: file.location(at: 0))]
        }
        return CharacterTable.entries.withUnsafeBufferPointer { entries in
            guard let table = entries.baseAddress, entries.count == 256 else {
                preconditionFailure("the character table has an entry for every byte")
            }
            return file.bytes.withUnsafeBufferPointer { bytes in
                var cursor = Lexer.Cursor(file: file, bytes: bytes, table: table, sink: sink)
                cursor.lexAll()
                sink = cursor.sink
                return capped(cursor.diagnostics, invalidUTF8: invalidUTF8Runs(bytes), in: file)
            }
        }
    }
}
