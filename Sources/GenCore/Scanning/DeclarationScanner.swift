// MARK: - DeclarationScanner

/// Finds the type, extension, typealias and import declarations of one lexed file in a single linear pass,
/// tracking brace nesting, `#if` branches, attributes and modifiers.
///
/// Decisions, each pinned by a test:
/// - A `{` that does not open a type, extension or protocol body opens a code block; types declared inside one
///   are local (`isLocal`), whatever they are nested in.
/// - `class` followed by `func`, `var`, `let`, `subscript` or another modifier is a modifier, not a declaration;
///   `protocol P: class` declares nothing.
/// - A declaration's conditions are the enclosing `#if` branches, each written as the condition under which that
///   branch compiles: `#elseif B` after `#if A` is `!A && (B)`.
/// - Members are recognised only as `static`/`class` properties directly in a type or extension body.
/// - Declarations nested more than `maximumNesting` types, extensions or `#if` blocks deep are not recorded (one
///   warning per file says so): real code never comes close, and the cap keeps hostile input linear in time and memory.
public enum DeclarationScanner {
    /// Scans a lexed file; never fails: unexpected tokens end the declaration being read and scanning goes on.
    public static func scan(_ file: SourceFile, _ lexed: LexedFile) -> ScannedFile {
        var significant = SignificantTokens(byteCount: file.bytes.count)
        file.bytes.withUnsafeBufferPointer { bytes in
            for token in lexed.tokens { significant.take(token, in: bytes) }
        }
        return scan(file, &significant)
    }

    /// Lexes and scans a file in one pass over its bytes, never storing its trivia; the result holds the
    /// scanner's diagnostics, then the lexer's.
    public static func scan(_ file: SourceFile) -> ScannedFile {
        var significant = SignificantTokens(byteCount: file.bytes.count)
        let lexerDiagnostics = Lexer.lex(file, into: &significant)
        var scanned = scan(file, &significant)
        scanned.diagnostics += lexerDiagnostics
        return scanned
    }

    /// `scan(_:)`, also keeping the file's significant tokens for a pass that reads the file again (migrate).
    static func scanKeepingTokens(_ file: SourceFile) -> (scanned: ScannedFile, tokens: SignificantTokenList) {
        var significant = SignificantTokens(byteCount: file.bytes.count)
        let lexerDiagnostics = Lexer.lex(file, into: &significant)
        var kept: SignificantTokenList? = SignificantTokenList()
        var scanned = scan(file, &significant, keeping: &kept)
        scanned.diagnostics += lexerDiagnostics
        return (scanned, kept ?? SignificantTokenList())
    }

    private static func scan(_ file: SourceFile, _ significant: inout SignificantTokens) -> ScannedFile {
        var unused: SignificantTokenList?
        return scan(file, &significant, keeping: &unused)
    }

    private static func scan(
        _ file: SourceFile, _ significant: inout SignificantTokens, keeping kept: inout SignificantTokenList?
    ) -> ScannedFile {
        let suppressionMarkers = significant.suppressionMarkers
        return significant.consume { tokens, breakBefore in
            if kept != nil { kept = SignificantTokenList(tokens, breakBefore) }
            return file.bytes.withUnsafeBufferPointer { bytes in
                var state = DeclarationScanner.Pass(file: file, bytes: bytes, tokens: tokens, breakBefore: breakBefore)
                state.run()
                state.readSuppressionComments(at: suppressionMarkers)
                var result = state.result
                result.callSites = CallSiteScanner.scan(file, bytes: bytes, tokens: tokens, breakBefore: breakBefore)
                return result
            }
        }
    }
}
