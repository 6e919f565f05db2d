// MARK: - JSONWriter

/// A minimal pretty-printing JSON writer in the layout of `JSONEncoder`'s `.prettyPrinted` (`"key" : value`).
///
/// It writes UTF-8 bytes (the strings it is given are valid UTF-8, and every escape is ASCII) and makes one string
/// of them at the end.
struct JSONWriter {
    private var bytes: [UInt8] = []
    private var depth = 0
    private var needsComma = false
    private var afterKey = false

    /// The text written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The text written so far, ended by a line break: the whole document once the outermost value is closed.
    var document: String { String(decoding: bytes + [UInt8(ascii: "\n")], as: UTF8.self) }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if depth > 0 { newLine() }
    }

    /// A line break and the indentation of the current depth.
    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    mutating func key(_ name: String) {
        beginValue()
        Self.appendQuoted(name, to: &bytes)
        bytes.append(contentsOf: " : ".utf8)
        afterKey = true
    }

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        depth += 1
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if needsComma { newLine() }
        bytes.append(bracket)
        needsComma = true
    }

    private mutating func scalar(_ text: String) {
        beginValue()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    mutating func string(_ value: String) {
        beginValue()
        Self.appendQuoted(value, to: &bytes)
        needsComma = true
    }

    mutating func optionalString(_ value: String?) { value.map { string($0) } ?? null() }
    mutating func number(_ value: Int) { scalar(String(value)) }
    mutating func bool(_ value: Bool) { scalar(value ? "true" : "false") }
    mutating func null() { scalar("null") }

    /// An inline array of strings: `[ "a", "b" ]`, or `[]` when empty.
    mutating func strings(_ values: [String]) {
        beginValue()
        if values.isEmpty {
            bytes.append(contentsOf: "[]".utf8)
        } else {
            bytes.append(contentsOf: "[ ".utf8)
            for (offset, value) in values.enumerated() {
                if offset > 0 { bytes.append(contentsOf: ", ".utf8) }
                Self.appendQuoted(value, to: &bytes)
            }
            bytes.append(contentsOf: " ]".utf8)
        }
        needsComma = true
    }

    /// A JSON string literal with the mandatory escapes.
    static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a JSON string literal with the mandatory escapes. Only ASCII characters are escaped, and no byte of
    /// a multi-byte UTF-8 sequence is ASCII, so the escapes are decided byte by byte.
    private static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        var value = value
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
                case ..<0x20:
                    let hex = String(byte, radix: 16)
                    bytes.append(contentsOf: #"\u"#.utf8)
                    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.utf8.count))
                    bytes.append(contentsOf: hex.utf8)
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
