// MARK: - Parser error texts

/// Plain-words descriptions of `XMLParser` error codes (Foundation's own text on Linux is only a number).
enum XMLParserErrorText {
    /// A short lower-case description of the error with the given `XMLParser.ErrorCode` raw value.
    static func describe(_ code: Int) -> String {
        switch code {
        case 3, 4: "the document does not start with an element"
        case 5, 86: "extra content at the end of the document"
        case 6, 7, 8, 10, 11, 12, 13: "invalid character reference"
        case 9: "invalid character (the file may not be UTF-8 text)"
        case 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 36, 37: "malformed entity reference"
        case 26, 27: "undeclared entity"
        case 28, 29, 30: "entity references to external or parameter entities are not allowed"
        case 31, 32, 79, 81: "unsupported or invalid text encoding"
        case 33, 34, 43, 44: "unterminated quoted value"
        case 38: "'<' in an attribute value"
        case 39, 40, 41, 75: "malformed attribute"
        case 42: "an attribute appears twice in one element"
        case 45, 80: "unterminated or malformed comment"
        case 46, 47: "unterminated processing instruction"
        case 56, 57, 64: "malformed XML declaration"
        case 61: "unterminated DOCTYPE declaration"
        case 62, 63: "unterminated or misplaced CDATA section"
        case 65, 66: "missing whitespace"
        case 68: "a name was expected"
        case 72, 73, 74, 77: "unterminated tag"
        case 76: "opening and ending tag mismatch"
        case 85: "the elements are not well balanced"
        case 89: "entity reference loop"
        default: "XML parser error \(code)"
        }
    }
}
