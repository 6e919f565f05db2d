// MARK: - CallSiteScanner

/// Finds the call sites of one file (`CallSite`) in a single pass over the significant tokens the declaration
/// scanner reads, so a file is lexed once for both.
///
/// Decisions, each pinned by a test:
/// - A site is recognised by its method name, its argument labels and (for the type's own members) a receiver
///   that is a type name: an upper-case dotted chain or `Self` (resolved to the enclosing type or extension).
/// - Implicit receivers are accepted for UIKit's and Reusable's view methods (`register(…)` in a table view
///   subclass) but never after `func`, so declarations are not sites.
/// - The class comes from the metatype argument (`X.self`), the type receiver, the cast after the call
///   (`as! X`), or the annotation of the declaration the call initialises (`let c: X = …`); otherwise it is `""`.
/// - An argument list longer than `maximumArgumentTokens` tokens is not read (no real call site comes close),
///   which keeps nested hostile input linear.
public enum CallSiteScanner {
    /// The most significant tokens an argument list of a site may have.
    static let maximumArgumentTokens = 2_000

    /// Finds the sites in the significant tokens of a file.
    static func scan(
        _ file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, tokens: CheckedBuffer<Token>,
        breakBefore: CheckedBuffer<Bool>
    ) -> [CallSite] {
        // Every site starts at an identifier that names a method (`Pass.visitIdentifier`); most files have none,
        // and this loop finds that out for a fraction of the pass's cost.
        guard namesMethod(bytes: bytes, tokens: tokens) else { return [] }
        var pass = Pass(file: file, bytes: bytes, tokens: tokens, breakBefore: breakBefore)
        pass.run()
        return pass.sites
    }

    /// Whether any identifier among the tokens is a site's method name (`Method.named`).
    static func namesMethod(bytes: UnsafeBufferPointer<UInt8>, tokens: CheckedBuffer<Token>) -> Bool {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .identifier, Method.named(in: bytes, from: token.start, to: token.end) != nil {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether a file declares a `classForCoder` (`override var classForCoder: AnyClass`, or a `func` of the name):
    /// then `X.classForCoder()` may be another class than `X`. Lexes the file; migrate asks with the tokens it kept.
    public static func declaresClassForCoder(in file: SourceFile) -> Bool {
        declaresClassForCoder(in: file, tokens: DeclarationScanner.scanKeepingTokens(file).tokens)
    }

    /// `declaresClassForCoder(in:)` on a file's significant tokens (comments and strings never count): the name
    /// right after `var` or `func`.
    static func declaresClassForCoder(in file: SourceFile, tokens list: SignificantTokenList) -> Bool {
        let tokens = list.tokens
        return tokens.indices.dropFirst().contains { index in
            tokens[index].kind == .identifier && tokens[index - 1].kind == .identifier
                && file.bytes[tokens[index].range].elementsEqual("classForCoder".utf8)
                && ["var", "func"].contains { file.bytes[tokens[index - 1].range].elementsEqual($0.utf8) }
        }
    }

    /// Lexes a file and finds its sites (for tests and tools that need only the sites).
    public static func scan(_ file: SourceFile) -> [CallSite] {
        DeclarationScanner.scan(file).callSites
    }
}
