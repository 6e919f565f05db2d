// MARK: - InterfaceBuilderPrefilter.Scan

extension InterfaceBuilderPrefilter {
    /// One pass over one file: checks that it is well-formed in the strict subset of XML that Xcode writes, and
    /// looks up every attribute value among the prefilter's names. It gives up (the file is read) at the first doubt.
    struct Scan {
        /// What the pass decided.
        enum Verdict: Equatable {
            /// Certainly a document the reader accepts without a diagnostic, mentioning none of the names.
            case skip
            /// In doubt, or a name is mentioned: the file must be read.
            case read
        }

        /// The XML declarations Xcode writes; any other start is read.
        private static let declarations: [[UInt8]] = [
            Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8),
            Array(#"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#.utf8),
            Array(#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#.utf8),
        ]
        /// Files larger than this are read (libxml2 has limits of its own near 10 MB).
        private static let maximumSize = 8 << 20
        /// Deeper documents are read (libxml2 stops at a depth of 256).
        private static let maximumDepth = 200
        /// Longer element or attribute names are read.
        private static let maximumNameLength = 1_000

        let bytes: UnsafeBufferPointer<UInt8>
        let prefilter: InterfaceBuilderPrefilter
        private var position = 0
        /// The open elements' names, as byte ranges.
        private var openElements: [Range<Int>] = []
        /// The current start tag's attribute names, as byte ranges (to find a repeated attribute).
        private var attributeNames: [Range<Int>] = []
        /// The root element's `type` attribute, decoded.
        private var documentType: [UInt8]?

        /// Prepares a pass over `bytes`.
        init(bytes: UnsafeBufferPointer<UInt8>, prefilter: InterfaceBuilderPrefilter) {
            self.bytes = bytes
            self.prefilter = prefilter
            openElements.reserveCapacity(32)
            attributeNames.reserveCapacity(16)
        }

        /// Scans the whole file.
        mutating func run() -> Verdict {
            guard bytes.count <= Self.maximumSize, declaration(), miscellany() else { return .read }
            // The root element: `<document type="…">` with a type the reader knows.
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "<"), isNameStart(bytes[position + 1]),
                startTag()
            else { return .read }
            guard let root = openElements.first ?? rootOfEmptyDocument, bytes[root].elementsEqual("document".utf8),
                let documentType, InterfaceBuilderDocumentType(String(decoding: documentType, as: UTF8.self)) != nil
            else { return .read }
            guard content(), miscellany(), position == bytes.count else { return .read }
            return .skip
        }

        /// The name of a root element written as an empty-element tag (`<document …/>`).
        private var rootOfEmptyDocument: Range<Int>?

        // MARK: - Prolog and epilog

        /// Xcode's XML declaration at the very start.
        private mutating func declaration() -> Bool {
            for declaration in Self.declarations where bytes.starts(with: declaration) {
                position = declaration.count
                return true
            }
            return false
        }

        /// White space and comments.
        private mutating func miscellany() -> Bool {
            while true {
                skipSpace()
                guard position < bytes.count else { return true }
                guard starts(with: "<!--") else { return true }
                guard comment() else { return false }
            }
        }

        // MARK: - Content

        /// The content of the root element, through its end tag.
        private mutating func content() -> Bool {
            while !openElements.isEmpty {
                guard position < bytes.count else { return false }
                let byte = bytes[position]
                // Most bytes between tags are indentation and line feeds.
                if byte == 0x20 || byte == 0x0A {
                    position += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "<"):
                    guard position + 1 < bytes.count else { return false }
                    let next = bytes[position + 1]
                    if next == UInt8(ascii: "/") {
                        guard endTag() else { return false }
                    } else if next == UInt8(ascii: "!") {
                        if starts(with: "<!--") {
                            guard comment() else { return false }
                        } else if starts(with: "<![CDATA[") {
                            guard characterData() else { return false }
                        } else {
                            return false
                        }
                    } else if isNameStart(next) {
                        guard startTag() else { return false }
                    } else {
                        return false
                    }
                case UInt8(ascii: "&"):
                    guard reference() != nil else { return false }
                case UInt8(ascii: "]"):
                    // `]]>` may not appear in character data.
                    if position + 2 < bytes.count, bytes[position + 1] == UInt8(ascii: "]"),
                        bytes[position + 2] == UInt8(ascii: ">")
                    {
                        return false
                    }
                    position += 1
                default:
                    guard character() else { return false }
                }
            }
            return true
        }

        /// A start tag or empty-element tag, from its `<`; opens the element unless the tag is empty.
        private mutating func startTag() -> Bool {
            let isRoot = openElements.isEmpty
            position += 1
            guard let name = name() else { return false }
            attributeNames.removeAll(keepingCapacity: true)
            while true {
                let hadSpace = skipSpace()
                guard position < bytes.count else { return false }
                let byte = bytes[position]
                if byte == UInt8(ascii: ">") {
                    position += 1
                    guard openElements.count < Self.maximumDepth else { return false }
                    openElements.append(name)
                    return true
                }
                if byte == UInt8(ascii: "/") {
                    guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { return false }
                    position += 2
                    if isRoot { rootOfEmptyDocument = name }
                    return true
                }
                guard hadSpace, isNameStart(byte), attribute(isOfRoot: isRoot) else { return false }
            }
        }

        /// One `name="value"` attribute; fails on a repeated or `xml`-prefixed name and on a value that is one of
        /// the names.
        private mutating func attribute(isOfRoot: Bool) -> Bool {
            guard let name = name() else { return false }
            if name.count >= 3, bytes[name.lowerBound] | 0x20 == UInt8(ascii: "x"),
                bytes[name.lowerBound + 1] | 0x20 == UInt8(ascii: "m"),
                bytes[name.lowerBound + 2] | 0x20 == UInt8(ascii: "l")
            {
                return false
            }
            for earlier in attributeNames where equal(earlier, name) { return false }
            attributeNames.append(name)
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return false }
            position += 1
            skipSpace()
            guard position < bytes.count else { return false }
            let quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
            position += 1
            let start = position
            var needsDecoding = false
            while true {
                guard position < bytes.count else { return false }
                let byte = bytes[position]
                if byte == quote { break }
                // Most bytes of a value are printable ASCII.
                if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                    position += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "<"):
                    return false
                case UInt8(ascii: "&"):
                    needsDecoding = true
                    guard reference() != nil else { return false }
                case 0x09, 0x0A, 0x0D:
                    needsDecoding = true
                    position += 1
                default:
                    guard character() else { return false }
                }
            }
            let value = start..<position
            position += 1
            let decoded = needsDecoding ? decode(value) : nil
            if let decoded {
                if decoded.withUnsafeBufferPointer({ prefilter.mentions($0) }) { return false }
            } else if prefilter.mentions(UnsafeBufferPointer(rebasing: bytes[value])) {
                return false
            }
            if isOfRoot, bytes[name].elementsEqual("type".utf8) { documentType = decoded ?? Array(bytes[value]) }
            return true
        }

        /// An end tag that closes the innermost open element.
        private mutating func endTag() -> Bool {
            position += 2
            guard let name = name(), let open = openElements.last, equal(name, open) else {
                return false
            }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { return false }
            position += 1
            openElements.removeLast()
            return true
        }

        /// A comment, from `<!--` through `-->`: no `--` inside, and no `<` (the reader rejects `<?` anywhere).
        private mutating func comment() -> Bool {
            section(openingLength: 4, end: UInt8(ascii: "-"), doubledEndMustClose: true)
        }

        /// A CDATA section, from `<![CDATA[` through `]]>`, without `<`.
        private mutating func characterData() -> Bool {
            section(openingLength: 9, end: UInt8(ascii: "]"), doubledEndMustClose: false)
        }

        /// The rest of a comment or CDATA section after its opening: legal characters without `<`, up to the doubled
        /// `end` byte and `>`; with `doubledEndMustClose`, a doubled `end` byte anywhere else fails.
        private mutating func section(openingLength: Int, end: UInt8, doubledEndMustClose: Bool) -> Bool {
            position += openingLength
            while position < bytes.count {
                let byte = bytes[position]
                if byte == end, position + 1 < bytes.count, bytes[position + 1] == end {
                    if position + 2 < bytes.count, bytes[position + 2] == UInt8(ascii: ">") {
                        position += 3
                        return true
                    }
                    guard !doubledEndMustClose else { return false }
                    position += 1
                } else if byte == UInt8(ascii: "<") {
                    return false
                } else {
                    guard character() else { return false }
                }
            }
            return false
        }

        // MARK: - Pieces

        /// An ASCII name (`[A-Za-z_][A-Za-z0-9_.-]*`, no `:`), as a byte range.
        private mutating func name() -> Range<Int>? {
            let start = position
            guard position < bytes.count, isNameStart(bytes[position]) else { return nil }
            position += 1
            while position < bytes.count, isNameCharacter(bytes[position]) { position += 1 }
            guard position - start <= Self.maximumNameLength else { return nil }
            return start..<position
        }

        /// One legal XML character at the position (white space, printable ASCII or a valid UTF-8 sequence of a
        /// character XML allows); advances past it.
        private mutating func character() -> Bool {
            let byte = bytes[position]
            if byte >= 0x20, byte < 0x80 {
                position += 1
                return true
            }
            if byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
                return true
            }
            let length = utf8SequenceLength(at: position)
            guard length > 0 else { return false }
            position += length
            return true
        }

        /// The predefined entities and the characters they stand for.
        private static let entities: [(name: [UInt8], character: UInt8)] = [
            (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
            (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
            (Array("&apos;".utf8), UInt8(ascii: "'")),
        ]

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference to a legal XML character: advances
        /// past it and returns the character, or `nil` for anything else.
        private mutating func reference() -> Unicode.Scalar? {
            let rest = UnsafeBufferPointer(rebasing: bytes[position...])
            for (name, character) in Self.entities where rest.starts(with: name) {
                position += name.count
                return Unicode.Scalar(character)
            }
            guard starts(with: "&#") else { return nil }
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

        /// An attribute value as the XML parser reports it: references replaced, and each line end (`\r\n`, `\r`,
        /// `\n`) or tab written in the value replaced by a space. The value was validated by `attribute`.
        private mutating func decode(_ range: Range<Int>) -> [UInt8] {
            var decoded: [UInt8] = []
            let saved = position
            position = range.lowerBound
            while position < range.upperBound {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "&"):
                    if let scalar = reference() { decoded.append(contentsOf: String(Character(scalar)).utf8) }
                case 0x0D:
                    decoded.append(0x20)
                    position += 1
                    if position < range.upperBound, bytes[position] == 0x0A { position += 1 }
                case 0x09, 0x0A:
                    decoded.append(0x20)
                    position += 1
                default:
                    decoded.append(byte)
                    position += 1
                }
            }
            position = saved
            return decoded
        }

        /// Whether two byte ranges of the file hold the same bytes.
        private func equal(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
            guard lhs.count == rhs.count else { return false }
            for offset in 0..<lhs.count where bytes[lhs.lowerBound + offset] != bytes[rhs.lowerBound + offset] {
                return false
            }
            return true
        }

        /// Skips XML white space; whether there was any.
        @discardableResult
        private mutating func skipSpace() -> Bool {
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return position > start
                }
            }
            return position > start
        }

        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let pointer = text.utf8Start
            for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
            return true
        }

        /// The length of the valid UTF-8 sequence of a legal XML character starting at `offset`, or 0.
        private func utf8SequenceLength(at offset: Int) -> Int {
            let count = bytes.count
            let first = bytes[offset]
            func continuation(_ index: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                index < count && range.contains(bytes[index])
            }
            switch first {
            case 0xC2...0xDF:
                return continuation(offset + 1) ? 2 : 0
            case 0xE0...0xEF:
                let second: ClosedRange<UInt8> = first == 0xE0 ? 0xA0...0xBF : first == 0xED ? 0x80...0x9F : 0x80...0xBF
                guard continuation(offset + 1, second), continuation(offset + 2) else { return 0 }
                // U+FFFE and U+FFFF are not XML characters.
                if first == 0xEF, bytes[offset + 1] == 0xBF, bytes[offset + 2] >= 0xBE { return 0 }
                return 3
            case 0xF0...0xF4:
                let second: ClosedRange<UInt8> = first == 0xF0 ? 0x90...0xBF : first == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                guard continuation(offset + 1, second), continuation(offset + 2), continuation(offset + 3) else {
                    return 0
                }
                return 4
            default:
                return 0
            }
        }

        private func isLegalCharacter(_ value: UInt32) -> Bool {
            switch value {
            case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
            default: false
            }
        }

        private func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        private func isNameStart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
            default: false
            }
        }

        private func isNameCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default: false
            }
        }
    }
}
