// MARK: - XcodeXMLTag

/// A start tag that `XcodeXMLScan` has read and checked: where it starts, its name and its attributes, as byte
/// ranges of the file, valid while the listener is being told about it.
struct XcodeXMLTag {
    /// One attribute: the byte ranges of its name and of its value (between the quotes, as written).
    struct Attribute {
        let name: Range<Int>
        let value: Range<Int>
        /// Whether the value holds a reference, a tab or a line break, which the XML parser rewrites.
        let needsDecoding: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the tag's `<`.
    let start: Int
    let name: Range<Int>
    let attributes: [Attribute]

    /// The tag's name.
    var elementName: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self) }

    /// The value of the attribute called `name`, as the XML parser reports it, or `nil` when the tag has none.
    subscript(name: StaticString) -> String? {
        guard let attribute = attribute(named: name) else { return nil }
        guard attribute.needsDecoding else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[attribute.value]), as: UTF8.self)
        }
        return String(decoding: Self.value(of: attribute, in: bytes), as: UTF8.self)
    }

    /// Whether the tag has an attribute called `name`.
    func has(_ name: StaticString) -> Bool {
        attribute(named: name) != nil
    }

    /// Whether the tag has an attribute called `name` whose value, as the XML parser reports it, is `value`; a value
    /// written without references is compared as bytes, without making a string.
    func value(of name: StaticString, is value: StaticString) -> Bool {
        guard let attribute = attribute(named: name) else { return false }
        guard attribute.needsDecoding else { return equal(attribute.value, value) }
        let wanted = UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)
        return Self.value(of: attribute, in: bytes).elementsEqual(wanted)
    }

    /// The attribute called `name`; every element is asked for a few names, so they are compared as bytes, length
    /// first.
    private func attribute(named name: StaticString) -> Attribute? {
        for attribute in attributes where equal(attribute.name, name) { return attribute }
        return nil
    }

    /// Whether the bytes of `range` are those of `text`.
    @inline(__always)
    private func equal(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && Self.bytes(bytes, at: range.lowerBound, spell: text)
    }

    /// Whether `bytes` hold `text` from `offset` on (also `XcodeXMLScan`'s test for markup it expects).
    @inline(__always)
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, spell text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let wanted = text.utf8Start
        for index in 0..<count where bytes[offset + index] != wanted[index] { return false }
        return true
    }

    /// An attribute value as the XML parser reports it: references replaced, and each line end (`\r\n`, `\r`,
    /// `\n`) or tab written in the value replaced by a space. `XcodeXMLScan` has checked the value.
    static func value(of attribute: Attribute, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard attribute.needsDecoding else { return Array(bytes[attribute.value]) }
        var decoded: [UInt8] = []
        var position = attribute.value.lowerBound
        while position < attribute.value.upperBound {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "&"):
                if let scalar = reference(in: bytes, at: &position) {
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                } else {
                    position += 1
                }
            case 0x0D:
                decoded.append(0x20)
                position += 1
                if position < attribute.value.upperBound, bytes[position] == 0x0A { position += 1 }
            case 0x09, 0x0A:
                decoded.append(0x20)
                position += 1
            default:
                decoded.append(byte)
                position += 1
            }
        }
        return decoded
    }

    // MARK: - References

    /// The predefined entities and the characters they stand for.
    private static let entities: [(name: [UInt8], character: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&apos;".utf8), UInt8(ascii: "'")),
    ]

    /// The reference at `position` in `bytes` — `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference
    /// to a legal XML character — moving `position` past it; `nil` for anything else.
    static func reference(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Unicode.Scalar? {
        let rest = UnsafeBufferPointer(rebasing: bytes[position...])
        for (name, character) in entities where rest.starts(with: name) {
            position += name.count
            return Unicode.Scalar(character)
        }
        guard rest.starts(with: "&#".utf8) else { return nil }
        position += 2
        var radix: UInt32 = 10
        if position < bytes.count, bytes[position] == UInt8(ascii: "x") {
            radix = 16
            position += 1
        }
        var value: UInt32 = 0
        var digits = 0
        while position < bytes.count, let digit = digitValue(bytes[position], radix: radix) {
            value = value * radix + digit
            digits += 1
            position += 1
            guard digits <= 7 else { return nil }
        }
        guard digits > 0, position < bytes.count, bytes[position] == UInt8(ascii: ";"), isLegalCharacter(value)
        else { return nil }
        position += 1
        return Unicode.Scalar(value)
    }

    private static func isLegalCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
