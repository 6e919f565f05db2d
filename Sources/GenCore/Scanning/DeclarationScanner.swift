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
        scan(file, lexed, recordingObjectiveC: false)
    }

    /// Lexes and scans a file in one pass over its bytes, never storing its trivia; the result holds the
    /// scanner's diagnostics, then the lexer's.
    public static func scan(_ file: SourceFile) -> ScannedFile {
        scan(file, recordingObjectiveC: false)
    }

    /// `scan(_:_:)`; with `recordingObjectiveC`, the instance properties and methods of every type and extension body are
    /// recorded as Objective-C sees them (`ObjectiveCMembers`), for the IB connection checks; a run without IB files
    /// leaves them out and pays nothing for them.
    public static func scan(_ file: SourceFile, _ lexed: LexedFile, recordingObjectiveC: Bool) -> ScannedFile {
        var significant = SignificantTokens(byteCount: file.bytes.count)
        file.bytes.withUnsafeBufferPointer { bytes in
            for token in lexed.tokens { significant.take(token, in: bytes) }
        }
        return scan(file, &significant, recordingObjectiveC: recordingObjectiveC)
    }

    /// Lexes and scans a file in one pass over its bytes, never storing its trivia; the result holds the
    /// scanner's diagnostics, then the lexer's. `recordingObjectiveC` as for `scan(_:_:recordingObjectiveC:)`.
    public static func scan(_ file: SourceFile, recordingObjectiveC: Bool) -> ScannedFile {
        var significant = SignificantTokens(byteCount: file.bytes.count)
        let lexerDiagnostics = Lexer.lex(file, into: &significant)
        var scanned = scan(file, &significant, recordingObjectiveC: recordingObjectiveC)
        scanned.diagnostics += lexerDiagnostics
        return scanned
    }

    /// `scan(_:)`, also keeping the file's significant tokens for a pass that reads the file again (migrate).
    static func scanKeepingTokens(_ file: SourceFile) -> (scanned: ScannedFile, tokens: SignificantTokenList) {
        var significant = SignificantTokens(byteCount: file.bytes.count)
        let lexerDiagnostics = Lexer.lex(file, into: &significant)
        var kept: SignificantTokenList? = SignificantTokenList()
        var scanned = scan(file, &significant, recordingObjectiveC: false, keeping: &kept)
        scanned.diagnostics += lexerDiagnostics
        return (scanned, kept ?? SignificantTokenList())
    }

    private static func scan(
        _ file: SourceFile, _ significant: inout SignificantTokens, recordingObjectiveC: Bool
    ) -> ScannedFile {
        var unused: SignificantTokenList?
        return scan(file, &significant, recordingObjectiveC: recordingObjectiveC, keeping: &unused)
    }

    private static func scan(
        _ file: SourceFile, _ significant: inout SignificantTokens, recordingObjectiveC: Bool,
        keeping kept: inout SignificantTokenList?
    ) -> ScannedFile {
        let suppressionMarkers = significant.suppressionMarkers
        return significant.consume { tokens, breakBefore in
            if kept != nil { kept = SignificantTokenList(tokens, breakBefore) }
            return file.bytes.withUnsafeBufferPointer { bytes in
                var state = DeclarationScanner.Pass(
                    file: file, bytes: bytes, tokens: tokens, breakBefore: breakBefore,
                    recordsObjectiveC: recordingObjectiveC)
                state.run()
                state.readSuppressionComments(at: suppressionMarkers)
                var result = state.result
                result.callSites = CallSiteScanner.scan(file, bytes: bytes, tokens: tokens, breakBefore: breakBefore)
                return result
            }
        }
    }
}
