// MARK: - ASCII

/// Named ASCII bytes the lexer compares against.
enum ASCII {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "\"")
    static let pound = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let dot = UInt8(ascii: ".")
    static let backtick = UInt8(ascii: "`")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let closeBrace = UInt8(ascii: "}")
    static let zero = UInt8(ascii: "0")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    /// Eight spaces read as one 64-bit word (the same in either byte order), to skip indentation eight bytes at a time.
    static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
}
