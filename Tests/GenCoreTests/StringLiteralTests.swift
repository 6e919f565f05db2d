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

    @Test(
        arguments: [
            ([0x61, 0xC3, 0xA9], "aé"),
            ([], ""),
            ([0xF0, 0x9F, 0x98, 0x80], "😀"),
            ([0xC3], nil), // truncated
            ([0xC0, 0xAF], nil), // overlong "/"
            ([0xED, 0xA0, 0x80], nil), // surrogate
            ([0xF4, 0x90, 0x80, 0x80], nil), // past U+10FFFF
            ([0x61, 0xFF], nil),
        ] as [([UInt8], String?)])
    func validatesUTF8LikeTheStandardLibrary(bytes: [UInt8], expected: String?) {
        #expect(String(validUTF8: bytes) == expected)
        #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self))
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
