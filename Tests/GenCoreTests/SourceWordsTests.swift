import Foundation
import Testing
@testable import GenCore

// MARK: - SourceWordsTests

/// What `SourceWords` records of a file's bytes: the selection decides from it alone which unread files to scan, so
/// a name it misses is a file wrongly left unread.
@Suite struct SourceWordsTests {
    private func words(_ text: String) -> SourceWords {
        SourceWords(bytes: Array(text.utf8))
    }

    private func hashes(_ names: String...) -> [UInt32] {
        names.map(WordHash.of)
    }

    @Test func typeNamesAreMentionedOnceAndDeclaredAfterTheirKeyword() {
        let read = words("final class FeedCell: BaseCell, Reusable { let cell = FeedCell() }\nstruct Point {}")
        #expect(read.mentioned == hashes("FeedCell", "BaseCell", "Reusable", "Point"))
        #expect(read.declared == hashes("FeedCell", "Point"))
        #expect(read.extended.isEmpty)
        #expect(read.imported.isEmpty)
        #expect(!read.declaresTypealias)
        #expect(!read.mentionsReusableGen)
    }

    /// `Fvhmpow` hashes to 0: the reading's memory of the words it just recorded must not start out holding 0, or
    /// such a word, the first at its place, would pass for a repeat and never be recorded.
    @Test func aWordWhoseHashIsZeroIsMentioned() {
        #expect(WordHash.of("Fvhmpow") == 0)
        #expect(words("let view = Fvhmpow()").mentioned == hashes("Fvhmpow"))
        #expect(words("class Fvhmpow {}").mentioned == hashes("Fvhmpow"))
    }

    @Test(arguments: ["class", "struct", "enum", "protocol", "actor", "typealias"])
    func everyTypeKeywordDeclaresTheNameAfterIt(keyword: String) {
        #expect(words("\(keyword) Thing").declared == hashes("Thing"))
        #expect(words("\(keyword)\n\t  Thing<T>").declared == hashes("Thing"))
        #expect(words("`\(keyword)` Thing").declared.isEmpty, "a backticked keyword is a name")
        #expect(words("`\(keyword) Thing").declared == hashes("Thing"), "a lone backtick is no name's")
        #expect(words("\(keyword)s Thing").declared.isEmpty)
        #expect(words("\(keyword): Thing").declared.isEmpty, "an argument label declares nothing")
    }

    /// The name in `@objc(Name)` is the one Interface Builder knows a renamed class by: declared, as the class's own.
    @Test func theNameInObjcParenthesesIsDeclared() {
        let read = words("@objc(XYZBadgeCell)\nfinal class BadgeCell: BaseCell {}")
        #expect(read.declared == hashes("XYZBadgeCell", "BadgeCell"))
        #expect(read.mentioned == hashes("XYZBadgeCell", "BadgeCell", "BaseCell"))
        #expect(words("@objc( Renamed )").declared == hashes("Renamed"))
        #expect(words("@objc(didTap:) func tap(_ sender: Any)").declared == hashes("didTap"))
        #expect(words("@objc func tap()").declared.isEmpty)
        #expect(words("objc(Plain)").declared.isEmpty, "no attribute without '@'")
        #expect(words("@objc (Spaced)").declared.isEmpty, "not read: Swift 6 rejects a space before the parenthesis")
    }

    @Test func extensionsAndImportsHaveTheirOwnLists() {
        let read = words("import UIKit\n@testable import class Accounts.User\nextension Feed.Cell: Reusable {}")
        #expect(read.imported == hashes("UIKit", "class"))
        #expect(read.declared == hashes("Accounts", "User"))
        #expect(read.extended == hashes("Feed", "Cell"))
        #expect(words("extension Outer . Inner {}").extended == hashes("Outer", "Inner"))
        #expect(words("extension Outer: Inner.P {}").extended == hashes("Outer"))
        // As the scanner does, a second name on the line of an import is the module, the first its kind.
        #expect(words("import Kind Module\nFoo").imported == hashes("Kind", "Module"))
        #expect(words("import Module\nFoo").imported == hashes("Module"))
        #expect(words("import Kind /* c */ Module").declaresUnknownName)
        #expect(!words("import UIKit // for the cells\nclass A {}").declaresUnknownName)
    }

    @Test func aCommentBetweenTheKeywordAndTheNameHidesTheName() {
        for text in ["class /* shared */ Base: UIView {}", "class // the base\n  Base: UIView {}"] {
            let read = words(text)
            #expect(read.declaresUnknownName)
            #expect(read.declared.isEmpty)
            #expect(read.mentioned == hashes("Base", "UIView"))
        }
        #expect(!words("class/ Base").declaresUnknownName, "a slash that starts no comment ends the header")
        #expect(words("class/ Base").declared.isEmpty)
        #expect(!words("class Base // a comment").declaresUnknownName)
    }

    @Test func backtickedNamesAreDeclaredWithoutTheirBackticks() {
        #expect(words("class `Base`: UIView {}").declared == hashes("Base"))
        #expect(words("enum `Two Words` {}").declared == hashes("Two Words"))
        let dotted = words("extension `a.b`.Inner {}")
        #expect(dotted.extended == hashes("a.b"))
        #expect(dotted.declaresUnknownName)
        let unclosed = words("let s = \"class `open\"; final class Cell: Base {}")
        #expect(unclosed.declared == hashes("open\"; final class Cell: Base {}", "Cell"))
        #expect(unclosed.mentioned == hashes("Cell", "Base"), "the inside of backticks is read on")
    }

    @Test func lowerCaseAndNonASCIINames() {
        let lower = words("class cell: UITableViewCell {}")
        #expect(lower.declared == hashes("cell"))
        #expect(lower.mentioned == hashes("UITableViewCell"), "lower-case words are not recorded as mentions")
        let unicode = words("final class Ünïcode: _Base, $Dollar {}")
        #expect(unicode.declared == hashes("Ünïcode"))
        #expect(unicode.mentioned == hashes("Ünïcode", "_Base", "$Dollar"))
        #expect(words("let x = 1Cell + 0xFF").mentioned.isEmpty, "a word that starts with a digit is a number")
        // As for the lexer, a byte that cannot start a name (here a UTF-8 continuation byte) starts none.
        #expect(SourceWords(bytes: [0x80] + Array("Cell: Base".utf8)).mentioned == hashes("Cell", "Base"))
    }

    @Test func theFlagsForSuppressionCommentsAndTypealiases() {
        #expect(words("// reusable-gen:disable missing-xib").mentionsReusableGen)
        #expect(!words("// reusables are nice").mentionsReusableGen)
        let alias = words("typealias Base = BaseCell")
        #expect(alias.declaresTypealias)
        #expect(alias.declared == hashes("Base"))
        #expect(!words("let typealiases = 1").declaresTypealias)
    }

    @Test func aFileThatMentionsAMixinIsASeedAndItsReadingMayStopThere() {
        let text = "final class FeedCell: UITableViewCell, NibReusable {}\nclass Later: Base {}"
        let whole = words(text)
        #expect(whole.mentionsMixin)
        #expect(whole.isSeed)
        #expect(whole.declared == hashes("FeedCell", "Later"))
        let stopped = SourceWords(bytes: Array(text.utf8), stoppingAtSeed: true)
        #expect(stopped.isSeed)
        #expect(stopped.declared == hashes("FeedCell"))
        #expect(stopped.mentioned == hashes("FeedCell", "UITableViewCell", "NibReusable"))
        let comment = SourceWords(bytes: Array("// reusable-gen:disable x\nclass Later {}".utf8), stoppingAtSeed: true)
        #expect(comment.isSeed)
        #expect(comment.declared.isEmpty)
        #expect(!words("struct Plain: Reusables {}").isSeed)
    }

    /// Keywords are compared eight bytes at a time where the file has them and byte by byte near its end.
    @Test(arguments: ["enum", "class", "actor", "struct", "import", "protocol", "typealias", "extension"])
    func keywordsAtTheEndOfAFileAndAcrossTheEightByteLoad(keyword: String) {
        for padding in 0..<10 {
            let text = String(repeating: " ", count: padding) + keyword + " Name"
            let read = words(text)
            let found = read.declared + read.extended + read.imported
            #expect(found == hashes("Name"), "\(text.debugDescription)")
            #expect(words(String(repeating: " ", count: padding) + keyword).declared.isEmpty)
        }
    }

    /// Over every Swift file in the repository (fixtures of the lexer, the scanner and the checks included): every
    /// identifier the lexer finds that can be a type name is mentioned, and every type, typealias, extension and
    /// import the scanner finds is declared, extended or imported, as the selection relies on.
    @Test func everyNameTheScannerReadsIsRecorded() throws {
        let files = SourceSelectionFixture.repositorySwiftFiles
        #expect(files.count > 100)
        for file in files {
            let read = SourceWords(bytes: file.bytes)
            let mentioned = Set(read.mentioned)
            let lexed = Lexer.lex(file)
            for token in lexed.tokens where token.kind == .identifier {
                var name = file.text(token.range)
                if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
                // A raw identifier (`` `two words` ``) is several words: the selection reads every file for one.
                guard SelectionQuery.isMentionable(name) else { continue }
                #expect(mentioned.contains(WordHash.of(name)), "\(file.path): \(name)")
            }
            let scanned = DeclarationScanner.scan(file)
            let declared = Set(read.declared)
            for type in scanned.types {
                #expect(declared.contains(WordHash.of(type.name)), "\(file.path): \(type.name)")
            }
            for alias in scanned.typealiases {
                #expect(declared.contains(WordHash.of(alias.name)), "\(file.path): \(alias.name)")
            }
            let extended = Set(read.extended)
            for declaration in scanned.extensions {
                for component in declaration.extendedType.components {
                    #expect(extended.contains(WordHash.of(component)), "\(file.path): \(component)")
                }
            }
            let imported = Set(read.imported + read.declared)
            for module in scanned.importedModules {
                #expect(imported.contains(WordHash.of(module)), "\(file.path): \(module)")
            }
        }
    }
}
