// MARK: - StringLiteral

/// Reads Swift string literals from source bytes and writes Swift literals and identifiers that no input can break out of.
public enum StringLiteral {
    /// The value of a single-line string literal token (`"…"`, `#"…"#`), or `nil` when it is multi-line,
    /// unterminated, interpolated or uses an escape this reader does not decode.
    static func value(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = token.start
        var end = token.end
        var hashes = 0
        while start < end, bytes[start] == UInt8(ascii: "#") { hashes += 1; start += 1 }
        guard start < end, bytes[start] == UInt8(ascii: "\"") else { return nil }
        start += 1
        if end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[start + 1] == UInt8(ascii: "\"") { return nil }
        for _ in 0..<hashes {
            guard end > start, bytes[end - 1] == UInt8(ascii: "#") else { return nil }
            end -= 1
        }
        guard end > start, bytes[end - 1] == UInt8(ascii: "\"") else { return nil }
        end -= 1
        return decode(bytes, start..<end, hashes: hashes)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hashes: Int) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\"), isEscape(bytes, at: position, range: range, hashes: hashes) else {
                output.append(byte)
                position += 1
                continue
            }
            position += 1 + hashes
            guard position < range.upperBound else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "0"): output.append(0x00)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(bytes[position])
            case UInt8(ascii: "u"):
                guard let (scalar, next) = unicodeEscape(bytes, at: position + 1, limit: range.upperBound) else {
                    return nil
                }
                output.append(contentsOf: String(Character(scalar)).utf8)
                position = next
                continue
            default:
                return nil // `\(` interpolation, or an escape Swift itself would reject.
            }
            position += 1
        }
        return String(validUTF8: output)
    }

    private static func isEscape(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, range: Range<Int>, hashes: Int)
        -> Bool
    {
        guard position + hashes < range.upperBound else { return false }
        for offset in 0..<hashes where bytes[position + 1 + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    private static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> (
        Unicode.Scalar, Int
    )? {
        guard start < limit, bytes[start] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var position = start + 1
        var digits = 0
        while position < limit, bytes[position] != UInt8(ascii: "}") {
            guard let digit = hexValue(bytes[position]), digits < 8 else { return nil }
            value = value * 16 + digit
            digits += 1
            position += 1
        }
        guard position < limit, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, position + 1)
    }

    /// The value of an ASCII hexadecimal digit, or `nil` for any other byte.
    package static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Writing

    /// A Swift string literal, quotes included, whose value is exactly `value`: quotes, backslashes, line breaks,
    /// control and invisible format characters (such as bidirectional overrides) are escaped.
    public static func swift(_ value: String) -> String {
        // Printable ASCII without quotes or backslashes, the usual case, needs no escape at all.
        var scanned = value
        let needsNoEscape = scanned.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        if needsNoEscape { return "\"" + value + "\"" }
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || isInvisible(scalar) {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// An identifier as Swift source: bare when it is an ordinary identifier, in backticks otherwise;
    /// `nil` when no Swift spelling can name it (empty, or containing a backtick, line break or control character).
    public static func identifier(_ name: String) -> String? {
        guard !name.isEmpty else { return nil }
        switch asciiIdentifier(name) {
        case .plain?: return keywords.contains(name) ? "`\(name)`" : name
        case .quoted?: return "`\(name)`"
        case .unnameable?: return nil
        case nil: break
        }
        for scalar in name.unicodeScalars {
            if scalar == "`" || scalar.value < 0x20 || scalar.value == 0x7F || isInvisible(scalar) { return nil }
        }
        let isPlain = name.unicodeScalars.enumerated().allSatisfy { offset, scalar in
            scalar == "_" || scalar.properties.isXIDContinue && (offset > 0 || scalar.properties.isXIDStart)
        }
        return isPlain && !keywords.contains(name) ? name : "`\(name)`"
    }

    /// How an ASCII name is spelled as an identifier.
    private enum ASCIIIdentifier {
        case plain, quoted, unnameable
    }

    /// How a name is spelled as an identifier when it is ASCII, the usual case, decided byte by byte; `nil` beyond
    /// ASCII. ASCII's XID_Start characters are the letters, its XID_Continue ones those, the digits and `_`, and
    /// none of its characters is a format character or a separator.
    private static func asciiIdentifier(_ name: String) -> ASCIIIdentifier? {
        var name = name
        return name.withUTF8 { bytes in
            var isPlain = true
            for (offset, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "`") { return .unnameable }
                let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if !(isLetter || byte == UInt8(ascii: "_") || offset > 0 && isDigit) { isPlain = false }
            }
            return isPlain ? .plain : .quoted
        }
    }

    /// Whether a scalar is an invisible format character or a line or paragraph separator; never an ASCII one,
    /// so the Unicode tables are only consulted beyond ASCII.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Words that need backticks to be used as a type or member name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "Type", "Protocol", "package", "consume", "copy", "discard", "each", "some", "any",
    ]
}
