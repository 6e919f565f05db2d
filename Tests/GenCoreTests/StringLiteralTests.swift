import Testing
@testable import GenCore

@Suite struct StringLiteralTests {
    @Test(arguments: [
        (#""Main""#, "Main"),
        (#""a\"b\\c\n\t\0\u{1F600}""#, "a\"b\\c\n\t\u{0}😀"),
        (##"#"raw \n "quoted""#"##, #"raw \n "quoted""#),
        (##"#"esc\#n"#"##, "esc\n"),
    ])
    func decodesSingleLineLiterals(source: String, value: String) {
        let bytes = Array(source.utf8)
        let decoded = bytes.withUnsafeBufferPointer { StringLiteral.value(of: Token(.string, 0, bytes.count), in: $0) }
        #expect(decoded == value)
    }

    @Test(arguments: [#""a\(b)c""#, "\"\"\"\nmulti\n\"\"\"", #""unterminated"#, #""bad \q""#])
    func rejectsWhatIsNotAPlainLiteral(source: String) {
        let bytes = Array(source.utf8)
        let decoded = bytes.withUnsafeBufferPointer { StringLiteral.value(of: Token(.string, 0, bytes.count), in: $0) }
        #expect(decoded == nil)
    }

    @Test func writesInertSwiftLiterals() {
        #expect(StringLiteral.swift(#"Main"); exit(1); //"#) == #""Main\"); exit(1); //""#)
        #expect(StringLiteral.swift("a\\b\nc\u{202E}d\u{7}") == #""a\\b\nc\u{202E}d\u{7}""#)
        #expect(StringLiteral.swift("Zellé 细胞") == "\"Zellé 细胞\"")
    }

    @Test func writesIdentifiers() {
        #expect(StringLiteral.identifier("Cell") == "Cell")
        #expect(StringLiteral.identifier("细胞") == "细胞")
        #expect(StringLiteral.identifier("Type") == "`Type`")
        #expect(StringLiteral.identifier("class") == "`class`")
        #expect(StringLiteral.identifier("my cell") == "`my cell`")
        #expect(StringLiteral.identifier("1abc") == "`1abc`")
        #expect(StringLiteral.identifier("a`b") == nil)
        #expect(StringLiteral.identifier("a\nb") == nil)
        #expect(StringLiteral.identifier("") == nil)
    }
}
