// MARK: - XMLPushParse

/// One document parsed by libxml2's push parser the way `XMLParser(stream:)` parses it on Linux: the first 4 bytes
/// create the parser (so libxml2 can detect the encoding), the options are `XML_PARSE_RECOVER | XML_PARSE_NOENT`, the
/// rest is fed in chunks of 128 KiB (fed whole, a document over 10 MB would be refused, "huge input lookup", without
/// `XML_PARSE_HUGE`), then an empty last chunk; every error and warning reaches the listener through the
/// thread's structured error handler, and the parse stops at the first chunk that fails. The SAX handler sets only
/// what changes the outcome: element starts and ends, and entity lookups (predefined, then those the document
/// declared); with no document built, every other callback of `XMLParser`'s does nothing libxml2 would not do without
/// it, except on notation and unparsed entity declarations, where `XMLParser` crashes (`strlen(NULL)`) and this does not.
final class XMLPushParse {
    /// The outcome: whether every chunk was accepted, and the code of the last error reported (or of the failing
    /// chunk when none was), as `XMLParser.parse()` and `parserError` tell them.
    struct Outcome: Equatable {
        var succeeded: Bool
        var errorCode: Int?
    }

    private static let chunkSize = 4096 * 32
    /// `XMLParser.ErrorCode.outOfMemoryError`, what `XMLParser` reports when libxml2 cannot make a parser.
    private static let outOfMemory = 2

    private let library: LibXML2
    private let listener: any XMLParseListener
    private var context: LibXML2.Context?
    private var lastErrorCode: Int?

    private init(library: LibXML2, listener: any XMLParseListener) {
        self.library = library
        self.listener = listener
    }

    /// Parses `bytes`, telling `listener` what is found.
    static func run(_ bytes: [UInt8], with library: LibXML2, telling listener: any XMLParseListener) -> Outcome {
        let parse = XMLPushParse(library: library, listener: listener)
        return withExtendedLifetime(parse) {
            bytes.withUnsafeBufferPointer { parse.feed($0) }
        }
    }

    private func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        // Fewer than 4 bytes never create a parser: `XMLParser` keeps them for later and reports success.
        guard let base = bytes.baseAddress, bytes.count >= 4 else { return Outcome(succeeded: true, errorCode: nil) }
        let handler = UnsafeMutableRawPointer.allocate(byteCount: LibXML2.HandlerLayout.size, alignment: 8)
        handler.initializeMemory(as: UInt8.self, repeating: 0, count: LibXML2.HandlerLayout.size)
        defer {
            if let context {
                // The document libxml2 made to keep the declared entities in, if any, is the caller's to free.
                if let document = context.load(
                    fromByteOffset: LibXML2.documentOffset, as: UnsafeMutableRawPointer?.self)
                {
                    library.freeDocument(document)
                }
                library.freeParser(context)
            }
            handler.deallocate()
        }
        handler.storeBytes(
            of: Self.startElement, toByteOffset: LibXML2.HandlerLayout.startElementNs, as: StartElement.self)
        handler.storeBytes(of: Self.endElement, toByteOffset: LibXML2.HandlerLayout.endElementNs, as: EndElement.self)
        handler.storeBytes(of: Self.entity, toByteOffset: LibXML2.HandlerLayout.getEntity, as: Entity.self)
        handler.storeBytes(
            of: LibXML2.HandlerLayout.sax2Magic, toByteOffset: LibXML2.HandlerLayout.initialized, as: UInt32.self)

        var result: Int32 = 0
        withErrorHandler {
            context = library.createPushParser(handler, Unmanaged.passUnretained(self).toOpaque(), base, 4, nil)
            if let context { _ = library.useOptions(context, LibXML2.recoverAndSubstituteEntities) }
        }
        guard let context else { return Outcome(succeeded: false, errorCode: lastErrorCode ?? Self.outOfMemory) }
        // Each 128 KiB read from the stream is one chunk (the first less the 4 bytes that created the parser, even
        // when nothing is left of it), until a chunk fails; then the empty last chunk.
        var readStart = 0
        while result == 0, readStart < bytes.count {
            let readEnd = min(readStart + Self.chunkSize, bytes.count)
            let start = max(readStart, 4)
            withErrorHandler { result = library.parseChunk(context, base + start, Int32(readEnd - start), 0) }
            readStart = readEnd
        }
        if result == 0 {
            withErrorHandler { result = library.parseChunk(context, base + bytes.count, 0, 1) }
            if result == LibXML2.documentEnd { result = 0 }
        }
        return result == 0
            ? Outcome(succeeded: true, errorCode: lastErrorCode)
            : Outcome(succeeded: false, errorCode: lastErrorCode ?? Int(result))
    }

    /// Runs `body` with this parse as the thread's structured error handler, as `XMLParser` does around each chunk.
    private func withErrorHandler(_ body: () -> Void) {
        library.setStructuredErrorHandler(Unmanaged.passUnretained(self).toOpaque(), Self.errorReported)
        body()
        library.setStructuredErrorHandler(nil, nil)
    }

    private func position() -> (line: Int, column: Int) {
        guard let context else { return (0, 0) }
        return (Int(library.lineNumber(context)), Int(library.columnNumber(context)))
    }

    // MARK: - Callbacks

    private typealias Name = LibXML2.Name
    private typealias Names = UnsafeMutablePointer<Name>?
    private typealias StartElement =
        @convention(c) (UnsafeMutableRawPointer?, Name, Name, Name, Int32, Names, Int32, Int32, Names) -> Void
    private typealias EndElement = @convention(c) (UnsafeMutableRawPointer?, Name, Name, Name) -> Void
    private typealias Entity = @convention(c) (UnsafeMutableRawPointer?, Name) -> UnsafeMutableRawPointer?

    private static func parse(_ user: UnsafeMutableRawPointer?) -> XMLPushParse? {
        user.map { Unmanaged<XMLPushParse>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func string(_ name: UnsafePointer<UInt8>) -> String { String(cString: name) }

    /// `startElementNs`: the element's name and attributes as `XMLParser` words them when namespaces are not processed:
    /// `prefix:name`, each namespace declaration as an `xmlns` or `xmlns:prefix` attribute, then the attributes.
    private static let startElement: StartElement = {
        user, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
        guard let parse = parse(user), let localName else { return }
        var dictionary: [String: String] = [:]
        if let namespaces {
            for index in stride(from: 0, to: Int(namespaceCount) * 2, by: 2) {
                let key = namespaces[index].map { "xmlns:" + string($0) } ?? "xmlns"
                dictionary[key] = namespaces[index + 1].map(string) ?? ""
            }
        }
        if let attributes {
            for index in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
                guard let name = attributes[index] else { continue }
                var qualifiedName = string(name)
                if let prefix = attributes[index + 1], prefix.pointee != 0 {
                    qualifiedName = string(prefix) + ":" + qualifiedName
                }
                guard let value = attributes[index + 3], let end = attributes[index + 4] else { continue }
                let count = end - value
                dictionary[qualifiedName] =
                    count > 0 ? String(decoding: UnsafeBufferPointer(start: value, count: count), as: UTF8.self) : ""
            }
        }
        let elementName = prefix.map { string($0) + ":" + string(localName) } ?? string(localName)
        let (line, column) = parse.position()
        if !parse.listener.parsedStart(elementName, attributes: dictionary, line: line, column: column),
            let context = parse.context
        {
            parse.library.stopParser(context)
        }
    }

    private static let endElement: EndElement = { user, _, _, _ in
        parse(user)?.listener.parsedEnd()
    }

    /// `getEntity`: a predefined entity, else one the document declared, as `XMLParser` looks them up.
    private static let entity: Entity = { user, name in
        guard let parse = parse(user), let context = parse.context else { return nil }
        return parse.library.getPredefinedEntity(name) ?? parse.library.getEntity(context, name)
    }

    private static let errorReported: LibXML2.ErrorHandler = { user, error in
        guard let parse = parse(user), let error else { return }
        let code = Int(error.load(fromByteOffset: LibXML2.errorCodeOffset, as: Int32.self))
        parse.lastErrorCode = code
        let (line, column) = parse.position()
        parse.listener.parseErrorOccurred(code: code, line: line, column: column)
    }
}
