// MARK: - CharacterTable

/// The lexer's per-byte lookup table: the class that decides what a byte starts, plus flag bits.
enum CharacterTable {
    // MARK: - Start classes (low four bits)

    static let whitespace: UInt8 = 0
    static let newline: UInt8 = 1
    static let identifierStart: UInt8 = 2
    static let digit: UInt8 = 3
    static let operatorStart: UInt8 = 4
    static let slash: UInt8 = 5
    static let dot: UInt8 = 6
    static let quote: UInt8 = 7
    static let pound: UInt8 = 8
    static let backtick: UInt8 = 9
    static let punctuation: UInt8 = 10
    static let backslash: UInt8 = 11
    static let invalid: UInt8 = 12

    /// Mask selecting the start class of a table entry.
    static let classMask: UInt8 = 0x0F

    // MARK: - Flag bits

    /// The byte may continue an identifier (ASCII letters, digits, `_`, `$`, any byte >= 0x80).
    static let identifierContinue: UInt8 = 0x10
    /// The byte is one of the operator characters `/ = - + ! * % < > & | ^ ~ ?`.
    static let operatorCharacter: UInt8 = 0x20
    /// The byte is horizontal whitespace: space, tab, NUL, vertical tab, form feed.
    static let horizontalSpace: UInt8 = 0x40
    /// The byte is a hexadecimal digit.
    static let hexDigit: UInt8 = 0x80

    /// The 256-entry table, built once.
    static let entries: [UInt8] = makeEntries()

    /// Builds the table from the character sets the lexer recognises.
    private static func makeEntries() -> [UInt8] {
        var table = [UInt8](repeating: invalid, count: 256)
        for byte in [0x20, 0x09, 0x00, 0x0B, 0x0C] as [UInt8] { table[Int(byte)] = whitespace | horizontalSpace }
        table[0x0A] = newline
        table[0x0D] = newline
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = identifierStart | identifierContinue }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = identifierStart | identifierContinue }
        table[Int(UInt8(ascii: "_"))] = identifierStart | identifierContinue
        table[Int(UInt8(ascii: "$"))] = identifierStart | identifierContinue
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = digit | identifierContinue | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in 0x80...0xFF {
            // Lead bytes of well-formed multi-byte sequences start identifiers; continuation bytes and
            // bytes that never occur in UTF-8 cannot start anything, but any of them continues a name.
            let startClass = (0xC2...0xF4).contains(byte) ? identifierStart : invalid
            table[byte] = startClass | identifierContinue
        }
        for byte in "=-+!*%<>&|^~?".utf8 { table[Int(byte)] = operatorStart | operatorCharacter }
        table[Int(UInt8(ascii: "/"))] = slash | operatorCharacter
        table[Int(UInt8(ascii: "."))] = dot
        table[Int(UInt8(ascii: "\""))] = quote
        table[Int(UInt8(ascii: "#"))] = pound
        table[Int(UInt8(ascii: "`"))] = backtick
        for byte in "{}()[],:;@".utf8 { table[Int(byte)] = punctuation }
        table[Int(UInt8(ascii: "\\"))] = backslash
        return table
    }
}
