import Foundation
import Testing

// MARK: - ProductImportsTests

/// The product imports no Foundation module: its users build it on a Mac, where darwin-check type-checks every product
/// file as a Mac build sees it and cannot model Foundation, and the same code then runs on both systems. The product
/// uses the C library (behind `FileSystem`), Dispatch and the standard library only.
@Suite struct ProductImportsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The modules of swift-corelibs-foundation and swift-foundation, and Core Foundation.
    static let foundationModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation",
    ]

    @Test func productSourcesImportNoFoundationModule() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 150)
        var offenders: [String] = []
        var imported: Set<String> = []
        var importCount = 0
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let found = ImportScan.imports(in: text)
            for declaration in found {
                importCount += 1
                imported.insert(declaration.module)
                if Self.foundationModules.contains(declaration.module) {
                    offenders.append("\(file):\(declaration.line): import of \(declaration.module)")
                }
            }
            // The scan kept in step with the file: every line that starts with `import ` (not indented, as the lines of
            // the templates' string literals are) is one it found.
            let lines = Set(found.map(\.line))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix("import ") {
                #expect(lines.contains(index + 1), "\(file):\(index + 1): \(line)")
            }
        }
        #expect(offenders == [])
        // The scan is not vacuous: it finds the product's own imports.
        #expect(importCount > 20, "\(importCount)")
        #expect(imported.isSuperset(of: ["GenCore", "Mustache"]), "\(imported.sorted())")
    }

    /// Every form of import declaration is found, whatever its attributes, modifiers, kind, submodule, spacing or
    /// backticks; words in comments and string literals are not imports.
    @Test(arguments: [
        ("import Foundation", ["Foundation"]),
        ("import struct FoundationEssentials.Data", ["FoundationEssentials"]),
        ("@_implementationOnly import Foundation", ["Foundation"]),
        ("@preconcurrency import Foundation", ["Foundation"]),
        ("@_exported import FoundationNetworking", ["FoundationNetworking"]),
        ("@_spi(Private) @testable public import FoundationInternationalization", ["FoundationInternationalization"]),
        ("internal import FoundationXML", ["FoundationXML"]),
        ("private import class CoreFoundation.CFString", ["CoreFoundation"]),
        ("import Foundation.NSString", ["Foundation"]),
        ("import `Foundation`", ["Foundation"]),
        ("import\n    Foundation", ["Foundation"]),
        ("import Dispatch; import Foundation", ["Dispatch", "Foundation"]),
        ("#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif", ["FoundationEssentials"]),
        ("let x = 1 /* import Foundation */; import /* a */ FoundationXML", ["FoundationXML"]),
        ("// import Foundation\n/* import Foundation /* nested */ import Foundation */", []),
        ("let s = \"import Foundation\"", []),
        ("let s = \"\"\"\nimport Foundation\n\"\"\"\nimport Glibc", ["Glibc"]),
        ("let s = #\"import \"Foundation\"#\nimport Dispatch", ["Dispatch"]),
        ("let s = \"\\(f(\"x\")) import Foundation\"\nimport Mustache", ["Mustache"]),
        ("let keywords = [\"import\", \"init\"]; x.import(Foundation)", []),
        ("#if canImport(Foundation)\n#endif", []),
    ])
    func importDeclarationsAreFound(_ text: String, _ modules: [String]) {
        #expect(ImportScan.imports(in: text).map(\.module) == modules)
    }
}

// MARK: - ImportScan

/// Finds the import declarations of Swift source text: the code is split into words, leaving out comments and
/// string literals (with their interpolations read as code), and every `import` keyword gives the first component
/// of the module path that follows its optional kind (`import struct Module.Type`).
enum ImportScan {
    /// One import declaration: the module path's first component and the line of the module's name.
    struct Import: Equatable {
        var module: String
        var line: Int
    }

    /// A word of code: an identifier (backticked or not) or one punctuation character.
    private struct Word {
        var text: String
        var isIdentifier: Bool
        var isBackticked: Bool
        var line: Int
    }

    static let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    static func imports(in text: String) -> [Import] {
        var reader = Reader(bytes: Array(text.utf8))
        reader.readCode(untilClosingParenthesis: false)
        let words = reader.words
        var found: [Import] = []
        for index in words.indices
        where words[index].text == "import" && words[index].isIdentifier && !words[index].isBackticked
            && (index == 0 || words[index - 1].text != ".")
        {
            var next = index + 1
            if next < words.count, words[next].isIdentifier, !words[next].isBackticked,
                kinds.contains(words[next].text)
            {
                next += 1
            }
            guard next < words.count, words[next].isIdentifier else { continue }
            found.append(Import(module: words[next].text, line: words[next].line))
        }
        return found
    }

    /// Splits code into words, skipping comments and string literals.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var words: [Word] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        /// Reads code to the end, or (inside an interpolation) to the `)` that closes it.
        mutating func readCode(untilClosingParenthesis: Bool) {
            var depth = 0
            while let current = byte() {
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while let next = byte(), next != UInt8(ascii: "\n") { advance() }
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    readString(hashes: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if byte(hashes) == UInt8(ascii: "\"") {
                        for _ in 0..<hashes { advance() }
                        readString(hashes: hashes)
                    } else {
                        words.append(Word(text: "#", isIdentifier: false, isBackticked: false, line: line))
                        advance()
                    }
                case UInt8(ascii: "`"):
                    advance()
                    let start = index
                    while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
                    words.append(
                        Word(
                            text: String(decoding: bytes[start..<index], as: UTF8.self), isIdentifier: true,
                            isBackticked: true, line: line))
                    if byte() == UInt8(ascii: "`") { advance() }
                case let first where Self.isIdentifierStart(first):
                    let start = index
                    while let next = byte(), Self.isIdentifierByte(next) { advance() }
                    words.append(
                        Word(
                            text: String(decoding: bytes[start..<index], as: UTF8.self), isIdentifier: true,
                            isBackticked: false, line: line))
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    advance()
                default:
                    if current == UInt8(ascii: "(") { depth += 1 }
                    if current == UInt8(ascii: ")") {
                        if untilClosingParenthesis && depth == 0 {
                            advance()
                            return
                        }
                        depth -= 1
                    }
                    words.append(
                        Word(
                            text: String(UnicodeScalar(current)), isIdentifier: false, isBackticked: false, line: line))
                    advance()
                }
            }
        }

        /// Skips a `/* … */` comment, which may nest.
        mutating func skipBlockComment() {
            var depth = 0
            while byte() != nil {
                if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                    advance()
                } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance()
                    advance()
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// Reads a string literal that starts at the current `"` after `hashes` number signs, up to its closing
        /// delimiter; interpolations (`\(…)`, `\#(…)`) are read as code.
        mutating func readString(hashes: Int) {
            let isMultiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            let quotes = isMultiline ? 3 : 1
            for _ in 0..<quotes { advance() }
            while let current = byte() {
                if current == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                    for _ in 0...hashes { advance() }
                    if byte() == UInt8(ascii: "(") {
                        advance()
                        readCode(untilClosingParenthesis: true)
                    } else if byte() != nil {
                        advance()
                    }
                    continue
                }
                if current == UInt8(ascii: "\""),
                    (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
                    (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") })
                {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
                if !isMultiline && current == UInt8(ascii: "\n") { return }
                advance()
            }
        }
    }
}
