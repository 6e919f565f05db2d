import GenCore

// MARK: - JSONDocument

/// A small JSON (RFC 8259) reader over UTF-8 bytes that keeps the offset of every value and key.
struct JSONDocument {
    /// The deepest nesting of arrays and objects accepted; deeper input is an error, not a stack overflow.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    /// Parses a complete document: one value surrounded by optional whitespace.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONDocument(bytes: bytes)
        reader.skipWhitespace()
        if reader.index == bytes.count {
            throw JSONSyntaxError(offset: 0, message: "the file is empty; expected a JSON object")
        }
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw JSONSyntaxError(offset: reader.index, message: "unexpected text after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        guard index < bytes.count else { throw JSONSyntaxError(offset: index, message: "expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(content: .object(try parseObject(depth: depth + 1)), offset: start)
        case UInt8(ascii: "["):
            return JSONValue(content: .array(try parseArray(depth: depth + 1)), offset: start)
        case UInt8(ascii: "\""):
            return JSONValue(content: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(content: .number(try parseNumber()), offset: start)
        default:
            for (word, content) in [("true", JSONValue.Content.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[index...].starts(with: word.utf8) {
                index += word.utf8.count
                return JSONValue(content: content, offset: start)
            }
            throw JSONSyntaxError(offset: start, message: "expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> [JSONValue.Member] {
        if depth > Self.maximumDepth { throw JSONSyntaxError(offset: index, message: "nesting is too deep") }
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if consume("}") { return members }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(offset: index, message: "expected a key in double quotes")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard consume(":") else { throw JSONSyntaxError(offset: index, message: "expected ':' after the key") }
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if consume(",") { continue }
            if consume("}") { return members }
            throw JSONSyntaxError(offset: index, message: "expected ',' or '}' after an object member")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        if depth > Self.maximumDepth { throw JSONSyntaxError(offset: index, message: "nesting is too deep") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume("]") { return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if consume(",") { continue }
            if consume("]") { return elements }
            throw JSONSyntaxError(offset: index, message: "expected ',' or ']' after an array element")
        }
    }

    // MARK: - Scalars

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw JSONSyntaxError(offset: index, message: "control character in a string; escape it")
            default:
                raw.append(byte)
                index += 1
            }
        }
        throw JSONSyntaxError(offset: start, message: "unterminated string")
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw JSONSyntaxError(offset: start, message: "unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex(start)
            if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: "\\u".utf8) {
                let saved = index
                index += 2
                let low = try parseHex(start)
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
                index = saved
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            throw JSONSyntaxError(offset: start, message: "invalid escape sequence in a string")
        }
    }

    private mutating func parseHex(_ escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = StringLiteral.hexValue(bytes[index]) else {
                throw JSONSyntaxError(offset: escapeStart, message: "'\\u' must be followed by four hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        let numberBytes = Set("+-0123456789.eE".utf8)
        while index < bytes.count, numberBytes.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Double(text) != nil, text.last?.isNumber == true else {
            throw JSONSyntaxError(offset: start, message: "invalid number '\(text)'")
        }
        return text
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }
}
