import Foundation
import Testing
@testable import GenCore

// MARK: - Fixtures

/// The lexer's fixture files under `Fixtures/Lexer/`, found relative to this source file.
enum LexerFixtures {
    /// The fixture folder.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Lexer")

    /// The names of the `.swift` fixtures, sorted.
    static let names: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return entries.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// The bytes of one fixture (empty when it cannot be read, which the tests then report).
    static func bytes(_ name: String) -> [UInt8] {
        FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map(Array.init) ?? []
    }

    /// The golden listing of a lexed file: one line per significant token, then one per diagnostic.
    static func listing(_ file: SourceFile, _ lexed: LexedFile) -> String {
        var lines: [String] = []
        for token in lexed.tokens where !token.kind.isTrivia {
            lines.append("\(token.kind)\t\(file.text(token.range).debugDescription)")
        }
        for diagnostic in lexed.diagnostics {
            lines.append("diagnostic\t\(diagnostic.formatted)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

// MARK: - LexerInvariantTests

/// Properties that hold for every input: termination, contiguity, coverage, and limits on depth and size.
@Suite struct LexerInvariantTests {
    @Test func fixturesExist() {
        #expect(LexerFixtures.names.count >= 2)
    }

    /// Golden listings; run with `LEXER_RECORD=1` to re-record them (that run fails on purpose).
    @Test(arguments: LexerFixtures.names)
    func fixtureMatchesGolden(name: String) throws {
        let bytes = LexerFixtures.bytes(name)
        #expect(!bytes.isEmpty)
        let file = SourceFile(path: name, bytes: bytes)
        let lexed = Lexer.lex(file)
        #expect(lexed.diagnostics == [])
        #expect(LexerTestSupport.invariantViolation(bytes, lexed) == nil)
        let listing = LexerFixtures.listing(file, lexed)
        let golden = LexerFixtures.directory.appendingPathComponent(name + ".tokens")
        if ProcessInfo.processInfo.environment["LEXER_RECORD"] != nil {
            try listing.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); run again without LEXER_RECORD")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(listing == expected)
    }

    @Test(arguments: LexerFixtures.names)
    func everyPrefixOfAFixtureLexesLosslessly(name: String) {
        let bytes = LexerFixtures.bytes(name)
        var failures: [String] = []
        for length in 0...bytes.count {
            let prefix = Array(bytes[0..<length])
            let lexed = Lexer.lex(SourceFile(path: name, bytes: prefix))
            if let violation = LexerTestSupport.invariantViolation(prefix, lexed) {
                failures.append("prefix \(length): \(violation)")
            }
        }
        #expect(failures == [])
    }

    @Test(arguments: LexerFixtures.names)
    func crlfFixtureGivesTheSameSignificantKinds(name: String) {
        let bytes = LexerFixtures.bytes(name)
        var crlf: [UInt8] = []
        for byte in bytes {
            if byte == 0x0A { crlf.append(0x0D) }
            crlf.append(byte)
        }
        let lf = Lexer.lex(SourceFile(path: name, bytes: bytes))
        let converted = Lexer.lex(SourceFile(path: name, bytes: crlf))
        #expect(converted.diagnostics == [])
        #expect(LexerTestSupport.invariantViolation(crlf, converted) == nil)
        #expect(
            converted.tokens.filter { !$0.kind.isTrivia }.map(\.kind)
                == lf.tokens.filter { !$0.kind.isTrivia }.map(\.kind))
    }

    // MARK: - Fuzzing

    @Test func randomInputsOfTrickyBytesKeepTheInvariants() {
        let alphabet = Array("\"\\()#/*\n\r{}[] a1._`'$x\t\0".utf8) + [0xFF, 0xC3, 0xA9, 0x80, 0x01]
        var generator = SplitMix(seed: 0x5EED)
        var failures: [String] = []
        for round in 0..<3000 {
            let length = Int(generator.next() % 120)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let lexed = Lexer.lex(SourceFile(path: "fuzz.swift", bytes: bytes))
            if let violation = LexerTestSupport.invariantViolation(bytes, lexed) {
                failures.append("round \(round) \(bytes): \(violation)")
            }
        }
        #expect(failures == [])
    }

    @Test func randomInputsOfTrickyPiecesKeepTheInvariants() {
        let texts = [
            "\"", "\"\"\"", "#", "##", "\\(", "\\#(", ")", "(", "/", "//", "/*", "*/", "\n", "\r\n", " ", "a",
            "1", ".", "[", "]", "`", "\\", "x = ", "return ", "{", "}", "0x1.", "p", "e", "é",
        ]
        let pieces = texts.map { Array($0.utf8) } + [[0xFF], [0x80], [0x00]]
        var generator = SplitMix(seed: 7)
        var failures: [String] = []
        for round in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<generator.next() % 30 { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let lexed = Lexer.lex(SourceFile(path: "fuzz.swift", bytes: bytes))
            if let violation = LexerTestSupport.invariantViolation(bytes, lexed) {
                failures.append("round \(round) \(bytes): \(violation)")
            }
        }
        #expect(failures == [])
    }

    @Test func invalidAndNulBytesKeepTheInvariants() {
        var generator = SplitMix(seed: 42)
        let bytes = (0..<1_000_000).map { _ -> UInt8 in
            let roll = generator.next() % 8
            switch roll {
            case 0: return 0xFF
            case 1: return 0xC0
            case 2: return 0x80 | UInt8(generator.next() % 64)
            case 3: return 0
            default: return UInt8(generator.next() % 256)
            }
        }
        let lexed = Lexer.lex(SourceFile(path: "noise.swift", bytes: bytes))
        #expect(LexerTestSupport.invariantViolation(bytes, lexed) == nil)
        #expect(lexed.tokens.contains { $0.kind == .invalid })
    }

    // MARK: - Depth and size

    @Test(arguments: ["{", "(", "["])
    func hundredThousandOpenersLexFlat(opener: String) {
        let text = String(repeating: opener, count: 100_000)
        let lexed = Lexer.lex(SourceFile(path: "deep.swift", text: text))
        #expect(lexed.tokens.count == 100_000)
        #expect(lexed.tokens.allSatisfy { $0.kind == .punctuation })
    }

    @Test func pathologicalRegexProbesStayLinear() {
        let text = "x = " + String(repeating: "[/", count: 200_000)
        let lexed = Lexer.lex(SourceFile(path: "probe.swift", text: text))
        #expect(LexerTestSupport.invariantViolation(Array(text.utf8), lexed) == nil)
        #expect(!lexed.tokens.contains { $0.kind == .regex })
    }

    @Test func hundredThousandNestedBlockCommentsAreOneToken() {
        let text = String(repeating: "/*", count: 100_000) + String(repeating: "*/", count: 100_000)
        let lexed = Lexer.lex(SourceFile(path: "deep.swift", text: text))
        #expect(lexed.tokens == [Token(.blockComment, 0, text.utf8.count)])
        #expect(lexed.diagnostics == [])
    }

    @Test(arguments: [("\"\\(", ")\"", "\"\""), ("#\"\\#(", ")\"#", "\"\""), ("\"\"\"\n\\(", ")\n\"\"\"", "\"\"")])
    func tenThousandNestedInterpolationsAreOneToken(open: String, close: String, innermost: String) {
        let count = 10_000
        let text = String(repeating: open, count: count) + innermost + String(repeating: close, count: count) + " x"
        let lexed = Lexer.lex(SourceFile(path: "deep.swift", text: text))
        #expect(lexed.diagnostics == [])
        #expect(lexed.tokens.map(\.kind) == [.string, .whitespace, .identifier])
    }

    @Test func hundredThousandParenthesesInsideAnInterpolationAreOneToken() {
        let text = "\"\\(" + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + ")\""
        let lexed = Lexer.lex(SourceFile(path: "deep.swift", text: text))
        #expect(lexed.tokens == [Token(.string, 0, text.utf8.count)])
        #expect(lexed.diagnostics == [])
    }

    @Test func tenThousandUnclosedInterpolationsReportTheInnermostString() {
        let count = 10_000
        let text = String(repeating: "\"\\(", count: count)
        let lexed = Lexer.lex(SourceFile(path: "deep.swift", text: text))
        #expect(lexed.tokens == [Token(.string, 0, text.utf8.count)])
        #expect(
            lexed.diagnostics == [
                Diagnostic(
                    .error, "unterminated string literal",
                    at: SourceLocation(path: "deep.swift", line: 1, column: 3 * (count - 1) + 1))
            ])
    }

    @Test func fiftyMegabytesOfRealisticSwift() {
        var chunk: [UInt8] = []
        for name in LexerFixtures.names { chunk += LexerFixtures.bytes(name) + [0x0A] }
        let chunkTokens = Lexer.lex(SourceFile(path: "chunk.swift", bytes: chunk)).tokens.count
        #expect(chunkTokens > 0)
        let repeats = 50_000_000 / max(chunk.count, 1) + 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunk.count * repeats)
        for _ in 0..<repeats { bytes += chunk }
        let lexed = Lexer.lex(SourceFile(path: "big.swift", bytes: bytes))
        #expect(lexed.tokens.count == chunkTokens * repeats)
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.tokens.last?.end == bytes.count)
    }

    // MARK: - Unterminated at the end of the file

    static let endOfFileCases: [(String, TokenKind, DiagnosticSpelling)] = [
        ("/*", .blockComment, DiagnosticSpelling("unterminated block comment", 1, 1)),
        ("\"", .string, DiagnosticSpelling("unterminated string literal", 1, 1)),
        ("\"\"\"", .string, DiagnosticSpelling("unterminated multi-line string literal", 1, 1)),
        ("#\"\"\"\n\"\"\"", .string, DiagnosticSpelling("unterminated multi-line string literal", 1, 1)),
        ("##\"a\"#", .string, DiagnosticSpelling("unterminated string literal", 1, 1)),
        ("#/", .regex, DiagnosticSpelling("unterminated regex literal", 1, 1)),
        ("#/\n/", .regex, DiagnosticSpelling("unterminated regex literal", 1, 1)),
        ("\"\\(", .string, DiagnosticSpelling("unterminated string literal", 1, 1)),
        ("\"\"\"\n\\(\"\"\"\n", .string, DiagnosticSpelling("unterminated multi-line string literal", 2, 3)),
    ]

    @Test(arguments: endOfFileCases)
    func unterminatedAtEndOfFile(source: String, kind: TokenKind, diagnostic: DiagnosticSpelling) {
        let lexed = Lexer.lex(SourceFile(path: "t.swift", text: source))
        #expect(lexed.tokens == [Token(kind, 0, source.utf8.count)])
        #expect(LexerTestSupport.diagnostics(source) == [diagnostic])
    }
}
