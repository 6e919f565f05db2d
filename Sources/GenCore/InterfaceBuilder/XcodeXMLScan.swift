// MARK: - XcodeXMLScan

/// One pass over a file that checks it is well-formed in the strict subset of XML that Xcode writes, telling a
/// listener about each element as it goes; it gives up at the first doubt and says where and why (`departure`). A
/// file it accepts is one an XML parser reads without an error and with the same elements and attribute values
/// (`XcodeXMLScanTests` compares it with Foundation's `XMLParser`), so the prefilter can skip it unread
/// (`InterfaceBuilderPrefilter`) and the reader takes its elements from here (`InterfaceBuilderReader`).
///
/// The subset: Xcode's XML declaration, a `document` root of a known `type`, ASCII names without `:` (no namespace,
/// no `xml` prefix), no repeated attribute, no DTD or processing instruction, only the predefined entities and
/// references to legal characters, legal characters in valid UTF-8, and limits on depth and name length.
struct XcodeXMLScan<Listener: XcodeXMLListener> {
    /// The XML declarations Xcode writes; any other start is refused.
    private static var declarations: [StaticString] {
        [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#,
            #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
        ]
    }
    /// Deeper documents are refused (XML parsers stop near a depth of 256).
    private static var maximumDepth: Int { 200 }
    /// Longer element or attribute names are refused.
    private static var maximumNameLength: Int { 1_000 }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Told about every element; may stop the scan.
    var listener: Listener
    private var position = 0
    /// The open elements' names, as byte ranges.
    private var openElements: [Range<Int>] = []
    /// The current start tag's attributes (its names are checked against each other).
    private var attributes: [XcodeXMLTag.Attribute] = []
    /// One bit for each attribute name of the current start tag, chosen by its length and last byte: a name whose
    /// bit is clear repeats none of the earlier ones, which then need no comparing.
    private var attributeNameBits: UInt64 = 0
    /// The root element's `type` attribute, decoded.
    private var documentType: [UInt8]?
    /// Where and why the scan gave up on the file; `nil` while it is in the subset, or when the listener stopped it.
    private(set) var departure: XcodeXMLDeparture?
    /// `XcodeXMLByteClass.table`.
    private let classes = XcodeXMLByteClass.table

    /// Prepares a pass over `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, listener: Listener) {
        self.bytes = bytes
        self.listener = listener
        openElements.reserveCapacity(32)
        attributes.reserveCapacity(16)
    }

    /// Scans the whole file: whether it is in the subset and the listener took every element.
    mutating func run() -> Bool {
        guard declaration() else { return depart(.declaration) }
        guard miscellany() else { return false }
        // The root element (`startTag()` checks it is `<document type="…">` with a type the reader knows).
        guard position < bytes.count else { return depart(.endOfFile) }
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "<"), isNameStart(bytes[position + 1]) else {
            return departAtMarkup()
        }
        guard startTag(), content(), miscellany() else { return false }
        return position == bytes.count || departAtMarkup()
    }

    /// Records the departure at `offset` (the position unless given; the end for an unexpected end of file);
    /// `false`, for `return depart(…)`.
    private mutating func depart(_ reason: XcodeXMLDeparture.Reason, at offset: Int? = nil) -> Bool {
        let offset = reason == .endOfFile ? bytes.count : offset ?? position
        if departure == nil { departure = XcodeXMLDeparture(offset: offset, reason: reason) }
        return false
    }

    /// Records the departure at markup outside the subset (or at the end of the file).
    private mutating func departAtMarkup() -> Bool {
        if starts(with: "<!DOCTYPE") { return depart(.dtd) }
        if starts(with: "<?") { return depart(.processingInstruction) }
        let isCut = position + 1 == bytes.count && bytes[position] == UInt8(ascii: "<")
        return depart(isCut ? .endOfFile : .malformed)
    }

    /// Records the departure at a byte a tag does not allow where it is.
    private mutating func departInTag() -> Bool {
        let byte = bytes[position]
        if byte == UInt8(ascii: ":") { return depart(.namespace) }
        let isLegal = (byte >= 0x20 && byte < 0x80) || isClass(byte, XcodeXMLByteClass.space)
        return depart(isLegal || utf8SequenceLength(at: position) > 0 ? .malformed : .invalidCharacter)
    }

    // MARK: - Prolog and epilog

    /// Xcode's XML declaration at the very start.
    private mutating func declaration() -> Bool {
        for declaration in Self.declarations where starts(with: declaration) {
            position = declaration.utf8CodeUnitCount
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
            position = endOfText(from: position)
            guard position < bytes.count else { return depart(.endOfFile) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "<"):
                guard position + 1 < bytes.count else { return depart(.endOfFile) }
                let next = bytes[position + 1]
                if next == UInt8(ascii: "/") {
                    guard endTag() else { return false }
                } else if isNameStart(next) {
                    guard startTag() else { return false }
                } else if starts(with: "<!--") {
                    guard comment() else { return false }
                } else if starts(with: "<![CDATA[") {
                    guard characterData() else { return false }
                } else {
                    return departAtMarkup()
                }
            case UInt8(ascii: "&"):
                guard reference() else { return false }
            case UInt8(ascii: "]"):
                // `]]>` may not appear in character data.
                if position + 2 < bytes.count, bytes[position + 1] == UInt8(ascii: "]"),
                    bytes[position + 2] == UInt8(ascii: ">")
                {
                    return depart(.malformed)
                }
                position += 1
            default:
                guard character() else { return false }
            }
        }
        return true
    }

    /// The offset of the first byte from `start` on that is not plain character data (`XcodeXMLByteClass.text`).
    /// Most bytes between tags are line feeds and the indentation after them, which Xcode writes in runs of four
    /// spaces: those are skipped eight and four at a time.
    private func endOfText(from start: Int) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            guard isClass(byte, XcodeXMLByteClass.text) else { break }
            end += 1
            guard byte == 0x0A else { continue }
            while end + 8 <= bytes.count, base.loadUnaligned(fromByteOffset: end, as: UInt64.self) == ASCII.eightSpaces
            {
                end += 8
            }
            if end + 4 <= bytes.count, base.loadUnaligned(fromByteOffset: end, as: UInt32.self) == 0x2020_2020 {
                end += 4
            }
        }
        return end
    }

    /// A start tag or empty-element tag, from its `<`: told to the listener, then opens the element unless the tag
    /// is empty (which is told as closed at once). The root must be `document` with a `type` the reader knows.
    private mutating func startTag() -> Bool {
        let isRoot = openElements.isEmpty
        let tagStart = position
        position += 1
        guard let name = name() else { return false }
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
        attributeNameBits = 0
        var isEmpty = false
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { return depart(.endOfFile) }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count else { return depart(.endOfFile) }
                guard bytes[position + 1] == UInt8(ascii: ">") else { return depart(.malformed) }
                position += 2
                isEmpty = true
                break
            }
            guard hadSpace, isNameStart(byte) else { return departInTag() }
            guard attribute(isOfRoot: isRoot) else { return false }
        }
        if isRoot {
            // Interface Builder 3 wrote `<archive type="com.apple.InterfaceBuilder3.…">`; some projects still ship one.
            if bytes[name].elementsEqual("archive".utf8) { return depart(.legacyArchive, at: tagStart) }
            guard bytes[name].elementsEqual("document".utf8), let documentType,
                InterfaceBuilderDocumentType(String(decoding: documentType, as: UTF8.self)) != nil
            else { return depart(.unknownDocument, at: tagStart) }
        }
        guard isEmpty || openElements.count < Self.maximumDepth else { return depart(.tooDeep, at: tagStart) }
        guard listener.start(XcodeXMLTag(bytes: bytes, start: tagStart, name: name, attributes: attributes)) else {
            return false
        }
        if isEmpty { listener.end() } else { openElements.append(name) }
        return true
    }

    /// One `name="value"` attribute; fails on a repeated or `xml`-prefixed name.
    @inline(__always)
    private mutating func attribute(isOfRoot: Bool) -> Bool {
        guard let name = name() else { return false }
        if name.count >= 3, bytes[name.lowerBound] | 0x20 == UInt8(ascii: "x"),
            bytes[name.lowerBound + 1] | 0x20 == UInt8(ascii: "m"),
            bytes[name.lowerBound + 2] | 0x20 == UInt8(ascii: "l")
        {
            return depart(.reservedAttribute, at: name.lowerBound)
        }
        let bit: UInt64 = 1 << ((UInt64(name.count) &* 8 &+ UInt64(bytes[name.upperBound - 1])) & 63)
        if attributeNameBits & bit != 0 {
            for earlier in attributes where equal(earlier.name, name) {
                return depart(.repeatedAttribute, at: name.lowerBound)
            }
        }
        attributeNameBits |= bit
        let quote: UInt8
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "="), bytes[position + 1] == UInt8(ascii: "\"") {
            // `name="`, as Xcode writes it.
            quote = UInt8(ascii: "\"")
            position += 2
        } else {
            skipSpace()
            guard position < bytes.count else { return depart(.endOfFile) }
            guard bytes[position] == UInt8(ascii: "=") else { return departInTag() }
            position += 1
            skipSpace()
            guard position < bytes.count else { return depart(.endOfFile) }
            quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return depart(.malformed) }
            position += 1
        }
        let start = position
        var needsDecoding = false
        while true {
            // Most bytes of a value are printable ASCII.
            var end = position
            while end < bytes.count, isClass(bytes[end], XcodeXMLByteClass.value) { end += 1 }
            position = end
            guard position < bytes.count else { return depart(.endOfFile) }
            let byte = bytes[position]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // The other quote.
                position += 1
            case UInt8(ascii: "<"):
                return depart(.malformed)
            case UInt8(ascii: "&"):
                needsDecoding = true
                guard reference() else { return false }
            case 0x09, 0x0A, 0x0D:
                needsDecoding = true
                position += 1
            default:
                guard character() else { return false }
            }
        }
        let attribute = XcodeXMLTag.Attribute(name: name, value: start..<position, needsDecoding: needsDecoding)
        position += 1
        attributes.append(attribute)
        if isOfRoot, bytes[name].elementsEqual("type".utf8) {
            documentType = XcodeXMLTag.value(of: attribute, in: bytes)
        }
        return true
    }

    /// An end tag that closes the innermost open element, told to the listener.
    private mutating func endTag() -> Bool {
        let tagStart = position
        position += 2
        // The name must be the open element's: its bytes, then a byte that cannot continue a name.
        guard let open = openElements.last, position + open.count < bytes.count else { return depart(.endOfFile) }
        guard equal(open, position..<position + open.count),
            !isClass(bytes[position + open.count], XcodeXMLByteClass.name)
        else { return depart(.mismatchedEndTag, at: tagStart) }
        position += open.count
        skipSpace()
        guard position < bytes.count else { return depart(.endOfFile) }
        guard bytes[position] == UInt8(ascii: ">") else { return depart(.malformed) }
        position += 1
        openElements.removeLast()
        listener.end()
        return true
    }

    /// A comment, from `<!--` through `-->`, with no `--` inside.
    private mutating func comment() -> Bool {
        section(openingLength: 4, end: UInt8(ascii: "-"), doubledEndMustClose: true)
    }

    /// A CDATA section, from `<![CDATA[` through `]]>`.
    private mutating func characterData() -> Bool {
        section(openingLength: 9, end: UInt8(ascii: "]"), doubledEndMustClose: false)
    }

    /// The rest of a comment or CDATA section after its opening: legal characters up to the doubled `end` byte and
    /// `>`; with `doubledEndMustClose`, a doubled `end` byte anywhere else fails.
    private mutating func section(openingLength: Int, end: UInt8, doubledEndMustClose: Bool) -> Bool {
        position += openingLength
        while position < bytes.count {
            let byte = bytes[position]
            if byte == end, position + 1 < bytes.count, bytes[position + 1] == end {
                if position + 2 < bytes.count, bytes[position + 2] == UInt8(ascii: ">") {
                    position += 3
                    return true
                }
                guard !doubledEndMustClose else { return depart(.malformed) }
                position += 1
            } else {
                guard character() else { return false }
            }
        }
        return depart(.endOfFile)
    }

    // MARK: - Pieces

    /// An ASCII name (`[A-Za-z_][A-Za-z0-9_.-]*`, no `:`), as a byte range.
    @inline(__always)
    private mutating func name() -> Range<Int>? {
        let start = position
        guard start < bytes.count, isNameStart(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count, isClass(bytes[end], XcodeXMLByteClass.name) { end += 1 }
        position = end
        guard end - start <= Self.maximumNameLength else {
            _ = depart(.longName, at: start)
            return nil
        }
        return start..<end
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
        guard length > 0 else { return depart(.invalidCharacter) }
        position += length
        return true
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference to a legal XML character: advances
    /// past it; any other reference (`&name;` of a declared entity, or a malformed one) is a departure.
    private mutating func reference() -> Bool {
        let start = position
        if XcodeXMLTag.reference(in: bytes, at: &position) != nil { return true }
        position = start + 1
        guard position < bytes.count, isNameStart(bytes[position]) else { return depart(.malformed, at: start) }
        while position < bytes.count, isClass(bytes[position], XcodeXMLByteClass.name) { position += 1 }
        let isEntity = position < bytes.count && bytes[position] == UInt8(ascii: ";")
        return depart(isEntity ? .entity : .malformed, at: start)
    }

    /// Whether two byte ranges of the file hold the same bytes.
    private func equal(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        // Eight bytes a turn, then one.
        var offset = 0
        while offset + 8 <= lhs.count {
            let left = base.loadUnaligned(fromByteOffset: lhs.lowerBound + offset, as: UInt64.self)
            guard left == base.loadUnaligned(fromByteOffset: rhs.lowerBound + offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < lhs.count {
            guard bytes[lhs.lowerBound + offset] == bytes[rhs.lowerBound + offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Skips XML white space; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        var end = start
        while end < bytes.count, isClass(bytes[end], XcodeXMLByteClass.space) { end += 1 }
        position = end
        return end > start
    }

    private func starts(with text: StaticString) -> Bool {
        XcodeXMLTag.bytes(bytes, at: position, spell: text)
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

    private func isNameStart(_ byte: UInt8) -> Bool {
        isClass(byte, XcodeXMLByteClass.nameStart)
    }

    /// Whether `byte` is in any of the `XcodeXMLByteClass` bits of `mask`.
    private func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool {
        classes.withUnsafeBufferPointer { $0[Int(byte)] } & mask != 0
    }
}
