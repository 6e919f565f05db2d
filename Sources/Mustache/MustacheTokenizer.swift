// MARK: - MustacheTokenizer

/// Splits template text into text and tag tokens, following set-delimiter tags as it goes.
struct MustacheTokenizer {
    private let bytes: [UInt8]
    private let name: String
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [MustacheToken] = []

    /// Prepares to tokenize `source`, naming it `name` in errors.
    init(source: String, name: String) {
        self.bytes = Array(source.utf8)
        self.name = name
    }

    /// The tokens of the whole template, or the first syntax error.
    mutating func tokenize() throws(MustacheError) -> [MustacheToken] {
        var textStart = 0
        var textPosition = position(at: 0)
        while index < bytes.count {
            if bytes[index] == openDelimiter[0] && matches(openDelimiter, at: index) {
                appendText(from: textStart, to: index, at: textPosition)
                try readTag()
                textStart = index
                textPosition = position(at: index)
            } else if bytes[index] == 0x0A {
                index += 1
                appendText(from: textStart, to: index, at: textPosition)
                line += 1
                lineStart = index
                textStart = index
                textPosition = position(at: index)
            } else {
                index += 1
            }
        }
        appendText(from: textStart, to: index, at: textPosition)
        return tokens
    }

    // MARK: - Text

    private func position(at offset: Int) -> MustachePosition {
        MustachePosition(templateName: name, line: line, column: offset - lineStart + 1)
    }

    private mutating func appendText(from start: Int, to end: Int, at position: MustachePosition) {
        guard start < end else { return }
        let slice = bytes[start..<end]
        var token = MustacheToken(tag: nil, text: String(decoding: slice, as: UTF8.self), position: position)
        token.endsLine = bytes[end - 1] == 0x0A
        token.isBlank = slice.allSatisfy(Self.isWhitespace)
        tokens.append(token)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        var k = 0
        while k < delimiter.count {
            if bytes[offset + k] != delimiter[k] { return false }
            k += 1
        }
        return true
    }

    /// The offset of the first `terminator` at or after `offset`, or `nil`.
    private func find(_ terminator: [UInt8], from offset: Int) -> Int? {
        var k = offset
        let first = terminator[0]
        while k + terminator.count <= bytes.count {
            if bytes[k] == first && matches(terminator, at: k) { return k }
            k += 1
        }
        return nil
    }

    // MARK: - Tags

    private mutating func readTag() throws(MustacheError) {
        let opener = position(at: index)
        let contentStart = index + openDelimiter.count
        let sigil: UInt8? = contentStart < bytes.count ? bytes[contentStart] : nil
        var terminator = closeDelimiter
        var bodyStart = contentStart
        if sigil == UInt8(ascii: "{") {
            terminator = [UInt8(ascii: "}")] + closeDelimiter
            bodyStart += 1
        } else if sigil == UInt8(ascii: "=") {
            terminator = [UInt8(ascii: "=")] + closeDelimiter
            bodyStart += 1
        }
        guard let contentEnd = find(terminator, from: bodyStart) else {
            let close = String(decoding: closeDelimiter, as: UTF8.self)
            let open = String(decoding: openDelimiter, as: UTF8.self)
            throw opener.error("unclosed tag: no '\(close)' after '\(open)'")
        }
        let content = bytes[bodyStart..<contentEnd]
        let end = contentEnd + terminator.count
        advanceLines(through: end)
        index = end

        let kind: MustacheTagKind
        var nameBytes = content
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
        case UInt8(ascii: "="):
            try setDelimiters(String(decoding: content, as: UTF8.self), at: opener)
            tokens.append(MustacheToken(tag: .delimiters, text: "", position: opener))
            return
        case UInt8(ascii: "!"):
            tokens.append(MustacheToken(tag: .comment, text: "", position: opener))
            return
        default:
            if let sigil, let sigilKind = Self.kind(ofSigil: sigil) {
                kind = sigilKind
                nameBytes = content.dropFirst()
            } else {
                kind = .variable(escaped: true)
            }
        }
        let name = Self.trimmed(nameBytes)
        if name.isEmpty { throw opener.error("empty tag name") }
        if name.utf8.contains(where: Self.isWhitespace) {
            throw opener.error("tag name '\(name)' contains whitespace")
        }
        tokens.append(MustacheToken(tag: kind, text: name, position: opener))
    }

    private static func kind(ofSigil sigil: UInt8) -> MustacheTagKind? {
        switch sigil {
        case UInt8(ascii: "&"): .variable(escaped: false)
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        default: nil
        }
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        guard let first = slice.firstIndex(where: { !isWhitespace($0) }),
            let last = slice.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(decoding: slice[first...last], as: UTF8.self)
    }

    private mutating func advanceLines(through end: Int) {
        var k = index
        while k < end {
            if bytes[k] == 0x0A {
                line += 1
                lineStart = k + 1
            }
            k += 1
        }
    }

    private mutating func setDelimiters(_ content: String, at opener: MustachePosition) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw opener.error("invalid set-delimiter tag: expected '{{=open close=}}' with two delimiters")
        }
        openDelimiter = Array(parts[0].utf8)
        closeDelimiter = Array(parts[1].utf8)
    }
}
