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
    /// then `X.classForCoder()` may be another class than `X`. Read from the words alone, a comment included, so
    /// it errs towards saying yes.
    public static func declaresClassForCoder(in file: SourceFile) -> Bool {
        let word = Array("classForCoder".utf8)
        let bytes = file.bytes
        guard bytes.count >= word.count else { return false }
        var index = 0
        while index + word.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word) else { continue }
            // The word before it, across spaces: `var` or `func`.
            var end = index
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            var start = end
            while start > 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start - 1]) { start -= 1 }
            if end > start, end < index, ["var", "func"].contains(String(decoding: bytes[start..<end], as: UTF8.self)) {
                return true
            }
        }
        return false
    }

    /// Lexes a file and finds its sites (for tests and tools that need only the sites).
    public static func scan(_ file: SourceFile) -> [CallSite] {
        DeclarationScanner.scan(file).callSites
    }
}
