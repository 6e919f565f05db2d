// MARK: - SourceWords

/// What the selection knows of a Swift file it has not scanned: the words the file mentions and the names it
/// declares, read in one pass over its bytes without lexing (see `SourceWords+Reading`).
///
/// A word is a maximal run of identifier bytes (ASCII letters, digits, `_`, `$`, any byte >= 0x80). Every identifier
/// token the lexer makes is such a run (an identifier glued to a number literal, `1Cell`, is one the compiler
/// rejects), so every name a scan of the file would read is one of its words; words in comments and strings are
/// words too, which can only make a file read that need not be.
public struct SourceWords: Sendable, Hashable {
    /// The hashes (`WordHash`) of the mentions, then of the declared, extended and imported names, each kind after
    /// the other in one list: a file's words are one buffer to keep, copy and free, not four.
    var hashes: [UInt32] = []
    /// Where the declared, extended and imported names start in `hashes`.
    var declaredStart = 0
    var extendedStart = 0
    var importedStart = 0

    /// The hashes of the words that start with an upper-case letter, `_`, `$` or a non-ASCII byte: the words that can
    /// be type names in practice. A selection that asks about a name starting otherwise reads every file instead.
    var mentionedHashes: ArraySlice<UInt32> { hashes[..<declaredStart] }
    /// The hashes of the names that follow `class`, `struct`, `enum`, `protocol`, `actor` or `typealias` (after
    /// spaces and line breaks; backticks removed), and of the names joined to them by dots: every file that declares
    /// a type of a name has the name's hash here, unless `declaresUnknownName`. Also the name in `@objc(Name)`, the
    /// one Interface Builder gives a renamed class.
    var declaredHashes: ArraySlice<UInt32> { hashes[declaredStart..<extendedStart] }
    /// The same for the names that follow `extension` (`extension Outer.Inner` extends `Outer` and `Inner`).
    var extendedHashes: ArraySlice<UInt32> { hashes[extendedStart..<importedStart] }
    /// The same for the names that follow `import` (`import class UIKit.UIView` imports `class`, and declares
    /// `UIKit` and `UIView`, which can only read more).
    var importedHashes: ArraySlice<UInt32> { hashes[importedStart...] }

    /// `mentionedHashes` as an array.
    var mentioned: [UInt32] { Array(mentionedHashes) }
    /// `declaredHashes` as an array.
    var declared: [UInt32] { Array(declaredHashes) }
    /// `extendedHashes` as an array.
    var extended: [UInt32] { Array(extendedHashes) }
    /// `importedHashes` as an array.
    var imported: [UInt32] { Array(importedHashes) }
    /// Whether a declaration keyword is followed by a comment, or a backticked name by a dot
    /// (`` extension `a.b`.Inner ``): what it declares is not known, so the file is read whenever a declaration is
    /// looked for.
    var declaresUnknownName = false
    /// Whether the file declares a typealias.
    var declaresTypealias = false
    /// Whether the file contains the word `reusable`, as every `// reusable-gen:` comment does.
    var mentionsReusableGen = false
    /// Whether the file mentions a mixin (`Reusable`, `NibReusable`, …).
    var mentionsMixin = false

    /// Whether every selection scans the file: it mentions a mixin or `reusable`.
    var isSeed: Bool { mentionsMixin || mentionsReusableGen }

    /// The words of a file's bytes. With `stoppingAtSeed`, the reading stops where the file shows it is a seed
    /// (`isSeed`), leaving the lists incomplete: a file scanned anyway needs no words, and a file that adopts a mixin
    /// usually names it in its first lines.
    public init(bytes: [UInt8], stoppingAtSeed: Bool = false) {
        bytes.withUnsafeBufferPointer { read($0, stoppingAtSeed: stoppingAtSeed) }
    }

    /// The words of bytes wherever they are stored.
    init(bytes: UnsafeBufferPointer<UInt8>, stoppingAtSeed: Bool) {
        read(bytes, stoppingAtSeed: stoppingAtSeed)
    }
}
