// MARK: - XcodeXMLByteClass

/// The classes of bytes `XcodeXMLScan` tells apart in its inner loops, as bits of a 256-entry table, so that each
/// byte of a name, of white space, of character data or of an attribute value costs one lookup.
enum XcodeXMLByteClass {
    /// The first byte of a name: `[A-Za-z_]`.
    static let nameStart: UInt8 = 1 << 0
    /// A byte of a name after the first: `[A-Za-z0-9_.-]`.
    static let name: UInt8 = 1 << 1
    /// XML white space: space, tab, line feed, carriage return.
    static let space: UInt8 = 1 << 2
    /// Character data that needs no closer look: white space and printable ASCII but `<`, `&` and `]`.
    static let text: UInt8 = 1 << 3
    /// An attribute value byte that needs no closer look: printable ASCII but `<`, `&`, `"` and `'`.
    static let value: UInt8 = 1 << 4

    /// Each byte's classes.
    static let table: [UInt8] = (0...255).map { byte in
        let byte = UInt8(byte)
        var classes: UInt8 = 0
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            classes |= nameStart | name
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
            classes |= name
        default:
            break
        }
        let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        if isSpace { classes |= space }
        let isPrintable = byte >= 0x20 && byte < 0x80
        if isSpace || isPrintable, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&"), byte != UInt8(ascii: "]") {
            classes |= text
        }
        if isPrintable, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&"), byte != UInt8(ascii: "\""),
            byte != UInt8(ascii: "'")
        {
            classes |= value
        }
        return classes
    }
}
