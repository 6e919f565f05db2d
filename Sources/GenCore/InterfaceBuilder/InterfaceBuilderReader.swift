// MARK: - InterfaceBuilderReader

/// Reads `.xib` and `.storyboard` files into `InterfaceBuilderDocument` facts: with `XcodeXMLScan` when the file is in
/// the subset of XML Xcode writes, else by streaming it through libxml2 as `XMLParser` does (`XMLPushParse`).
public enum InterfaceBuilderReader {
    /// Reads one `.xib` or `.storyboard`; a malformed, empty or foreign file yields `nil` and an error
    /// diagnostic at the XML parser's line and column. A file in the subset of XML that Xcode writes is read by
    /// `XcodeXMLScan` alone, with the same result the parser gives (`readScanning(_:)`); any other by the parser
    /// (`readParsing(_:)`).
    public static func read(_ file: SourceFile) -> (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic]) {
        readScanning(file) ?? readParsing(file)
    }

    /// Reads files, in order: those in the subset of XML Xcode writes on all cores, the others one after another
    /// with the parser (rare: files Xcode did not write, or broken ones).
    public static func read(_ files: [SourceFile]) -> [(document: InterfaceBuilderDocument?, diagnostics: [Diagnostic])]
    {
        zip(files, Parallel.map(files, readScanning)).map { file, scanned in scanned ?? readParsing(file) }
    }

    /// Reads a file in the subset of XML Xcode writes without the parser; `nil` for any other file.
    static func readScanning(_ file: SourceFile) -> (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic])? {
        let collector = InterfaceBuilderCollector(file: file)
        let accepted = file.bytes.withUnsafeBufferPointer { bytes in
            var scan = XcodeXMLScan(bytes: bytes, listener: collector)
            return scan.run()
        }
        return accepted ? collector.result(parserSucceeded: true, parserErrorCode: nil) : nil
    }

    /// Reads a file with libxml2, the parser `XMLParser` drives, exactly as `XMLParser` reads it on Linux; when the
    /// system has no libxml2 (`library` is `nil`) the file is not read, with a warning, and its names count as
    /// present in the checks.
    static func readParsing(
        _ file: SourceFile, with library: LibXML2? = LibXML2.shared
    ) -> (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic]) {
        if let refusal = refusal(file) { return (nil, [refusal]) }
        guard let library else {
            let message = InterfaceBuilderReader.Message.parserUnavailable
            return (nil, [Diagnostic(.warning, message, at: file.location(at: 0))])
        }
        let collector = InterfaceBuilderCollector(file: file)
        let outcome = XMLPushParse.run(file.bytes, with: library, telling: collector)
        return collector.result(parserSucceeded: outcome.succeeded, parserErrorCode: outcome.errorCode)
    }

    /// The error for a file that is not handed to the parser: empty, not UTF-8 where it says it is, or with a
    /// processing instruction without data; `nil` for any other.
    static func refusal(_ file: SourceFile) -> Diagnostic? {
        if file.bytes.allSatisfy(isXMLWhitespace) {
            return Diagnostic(.error, InterfaceBuilderReader.Message.emptyFile, at: file.location(at: 0))
        }
        // FoundationXML traps on element and attribute names or values that are not UTF-8 (found by fuzzing), so a
        // document in UTF-8 (Xcode's only encoding) is checked before parsing; libxml2 transcodes other encodings.
        // The check stays with libxml2 driven directly, so both give the same message.
        if isDeclaredUTF8(file.bytes), let offset = firstInvalidUTF8Offset(file.bytes) {
            let message = InterfaceBuilderReader.Message.malformed(XMLParserErrorText.describe(9))
            return Diagnostic(.error, message, at: file.location(at: offset))
        }
        // FoundationXML also crashed (read a null pointer) on a processing instruction without data before the root
        // element, such as `<?xmlY?>` (found by fuzzing); Interface Builder writes none, so none is accepted.
        if let offset = firstProcessingInstructionWithoutData(file.bytes) {
            let message = InterfaceBuilderReader.Message.malformed("processing instruction without data")
            return Diagnostic(.error, message, at: file.location(at: offset))
        }
        return nil
    }

    /// Whether the document is read as UTF-8: unless it starts with a UTF-16 or UTF-32 byte order mark, or its XML
    /// declaration names UTF-16 or ISO-8859-1 (which libxml2 transcodes), it is; a malformed declaration is too.
    static func isDeclaredUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || bytes.starts(with: [0, 0, 0xFE, 0xFF])
        {
            return false
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: "<?xml".utf8),
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return true }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        let name = Array("encoding".utf8)
        let utf8 = declaration.utf8
        guard let encoding = utf8.indices.first(where: { utf8[$0...].starts(with: name) }) else { return true }
        let value = declaration[utf8.index(encoding, offsetBy: name.count)...].drop { " =\t\r\n".contains($0) }
        let transcoded = ["\"utf-16\"", "'utf-16'", "\"iso-8859-1\"", "'iso-8859-1'", "\"latin1\"", "'latin1'"]
        return !transcoded.contains { value.hasPrefix($0) }
    }

    /// The offset of the first `<?target?>` (nothing but whitespace after the target), or `nil`; one linear pass,
    /// which also looks inside comments and CDATA sections.
    static func firstProcessingInstructionWithoutData(_ bytes: [UInt8]) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isEnd(_ index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">")
        }
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            var position = index + 2
            while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "<"),
                !isEnd(position)
            {
                position += 1
            }
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            if isEnd(position) { return index }
            index = max(position, index + 1)
        }
        return nil
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or `nil` when all are valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                // ASCII, most of a document, eight bytes at a time.
                while offset + 8 <= buffer.count,
                    UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self)
                        & 0x8080_8080_8080_8080 == 0
                {
                    offset += 8
                }
                guard offset < buffer.count else { return nil }
                if buffer[offset] < 0x80 {
                    offset += 1
                    continue
                }
                // One scalar from a non-ASCII byte; the preceding bytes are whole scalars, so decoding starts clean.
                var iterator = buffer[offset...].makeIterator()
                var decoder = UTF8()
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: return nil
                case .error: return offset
                }
            }
            return nil
        }
    }

    private static func isXMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
