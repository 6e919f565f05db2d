import Foundation
import Testing
@testable import GenCore

// MARK: - ScannerPassTests

/// The generator lexes and scans in one pass, keeping only significant tokens (`DeclarationScanner.scan(_:)`);
/// it must find exactly what lexing every token and then scanning finds, diagnostics included.
@Suite struct ScannerPassTests {
    /// Lexes then scans, as `DeclarationScanner.scan(_:_:)` callers do, with the lexer's diagnostics appended.
    static func twoPasses(_ file: SourceFile) -> ScannedFile {
        let lexed = Lexer.lex(file)
        var scanned = DeclarationScanner.scan(file, lexed)
        scanned.diagnostics += lexed.diagnostics
        return scanned
    }

    @Test(arguments: LexerFixtures.names)
    func lexerFixturesScanTheSameInOnePass(name: String) {
        let file = SourceFile(path: name, bytes: LexerFixtures.bytes(name))
        #expect(DeclarationScanner.scan(file) == Self.twoPasses(file))
    }

    @Test func fixtureAppSourcesScanTheSameInOnePass() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/App/Sources").standardizedFileURL.path
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count >= 20)
        for path in paths {
            let file = SourceFile(
                path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: sources + "/" + path))))
            #expect(DeclarationScanner.scan(file) == Self.twoPasses(file), "\(file.path)")
        }
    }

    @Test func randomDeclarationPiecesScanTheSameInOnePass() {
        let texts = [
            "class ", "struct ", "enum ", "extension ", "protocol ", "typealias ", "final ", "public ",
            "static ", "let ", "A", "B.C", ": ", "Reusable", "NibLoadable", ", ", " & ", " = ", "<T>",
            "where ", "{", "}", "(", ")", "@objc", "@available(iOS 15, *) ", "#if DEBUG\n", "#else\n",
            "#endif\n", "\n", "\r\n", "\r", "/* a\nb */", "/* c */", "// d\n", "\"s\"", "\"\"\"\nm\n\"\"\"",
            "/re/", " ", "\t", "import ", "UIKit", "x", "`k`", "é",
        ]
        let pieces = texts.map { Array($0.utf8) } + [[0xFF], [0x00]]
        var generator = SplitMix(seed: 0x0DE5)
        var failures: [String] = []
        for round in 0..<5000 {
            var bytes: [UInt8] = []
            for _ in 0..<generator.next() % 40 { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let file = SourceFile(path: "random.swift", bytes: bytes)
            if DeclarationScanner.scan(file) != Self.twoPasses(file) {
                failures.append("round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
        #expect(failures == [])
    }

    @Test func aBlockCommentSpanningLinesEndsALineAsABreakDoes() {
        let source =
            "#if DEBUG /* spans\nlines */ class A: Reusable {}\n#endif\n#if os(iOS) /* one line */ class B {}\n#endif\n"
        let file = SourceFile(path: "Comments.swift", text: source)
        for scanned in [DeclarationScanner.scan(file), Self.twoPasses(file)] {
            #expect(scanned.types.map(\.name) == ["A"])
            #expect(scanned.types.first?.conditions == ["DEBUG"])
        }
    }
}

// MARK: - ScannerKeywordTests

/// The scanner's one keyword table (`ScannerKeyword`) and the lookup derived from it: the lookup finds exactly the
/// table's words, each role behaves as the scanner's rule says, and the table holds every declaration modifier of
/// Swift's grammar (the rule it must follow).
@Suite struct ScannerKeywordTests {
    static func lookUp(_ word: String) -> ScannerKeyword? {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { ScannerKeyword.Lookup.shared.keyword(in: $0, from: 0, to: bytes.count) }
    }

    static let otherModifiers = ScannerKeyword.allCases.filter { $0.role == .otherModifier }

    @Test(arguments: otherModifiers)
    func modifiersBetweenAccessAndClassKeepTheAccess(modifier: ScannerKeyword) {
        let file = SourceFile(path: "M.swift", text: "public \(modifier.spelling) final class A: Reusable {}\n")
        let scanned = DeclarationScanner.scan(file)
        #expect(scanned.types.map(\.name) == ["A"])
        #expect(scanned.types.first?.access == .public)
        #expect(scanned.types.first?.isFinal == true)
    }

    @Test func anOrdinaryWordBetweenAccessAndClassDropsTheAccess() {
        let file = SourceFile(path: "M.swift", text: "public self final class A: Reusable {}\n")
        #expect(DeclarationScanner.scan(file).types.first?.access == nil)
    }

    @Test(arguments: [
        ("open", DeclaredAccess.open), ("public", .public), ("package", .package),
        ("internal", .internal), ("fileprivate", .fileprivate), ("private", .private),
    ])
    func accessLevelsAreRecognised(word: String, access: DeclaredAccess) {
        let file = SourceFile(path: "M.swift", text: "\(word) final class A: Reusable {}\n")
        #expect(DeclarationScanner.scan(file).types.first?.access == access)
        #expect(Self.lookUp(word)?.role == .access(access))
    }

    @Test func theLookupFindsEveryWordOfTheTableAndNoOther() throws {
        for keyword in ScannerKeyword.allCases {
            #expect(Self.lookUp(keyword.spelling) == keyword)
            // A prefix, a longer word and another initial are not the keyword.
            #expect(Self.lookUp(String(keyword.spelling.dropLast())) != keyword)
            #expect(Self.lookUp(keyword.spelling + "s") == nil)
            #expect(Self.lookUp("z" + keyword.spelling.dropFirst()) == nil)
        }
        // Every other word of the fixture sources (thousands of identifiers) is no keyword.
        let spellings = Set(ScannerKeyword.allCases.map(\.spelling))
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/App/Sources").standardizedFileURL.path
        var words = Set<String>()
        for path in try FileManager.default.subpathsOfDirectory(atPath: sources) where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
            words.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
        #expect(words.count > 1_000)
        for word in words.subtracting(spellings) {
            #expect(Self.lookUp(word) == nil, "\(word)")
        }
    }

    /// The declaration modifiers of The Swift Programming Language's grammar ("Declaration Modifiers" and "Access
    /// Control Levels", plus `sending`, `consuming`, `borrowing` and `distributed` from their proposals): a
    /// modifier the table lacks would make the scanner forget the access and `final` of the declaration it precedes.
    @Test(arguments: [
        "class", "convenience", "dynamic", "final", "infix", "lazy", "optional", "override", "postfix", "prefix",
        "required", "static", "unowned", "weak", "mutating", "nonmutating", "isolated", "nonisolated", "indirect",
        "consuming", "borrowing", "sending", "distributed", "private", "fileprivate", "internal", "package", "public",
        "open",
    ])
    func everyDeclarationModifierOfTheGrammarIsInTheTable(modifier: String) {
        #expect(Self.lookUp(modifier) != nil)
    }
}
