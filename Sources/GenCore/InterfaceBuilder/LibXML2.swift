#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - LibXML2

/// The few functions of the system's libxml2 that a push parse needs, loaded when a file first needs them.
///
/// libxml2 is the library `XMLParser` drives, on Linux and on Darwin. Loading it only when a file falls outside the
/// XML Xcode writes, instead of linking FoundationXML (and Foundation with it), took about 3.5 ms off every run's
/// start-up on Linux (`reusable-gen --version`: 7.4 → 4.0 ms, medians of 60 runs). The declarations are the library's
/// stable C ABI (`xmlSAXHandler`'s layout and `xmlError`'s `code` have not moved since libxml2 2.6; the offsets here
/// were checked against the 2.9.14 headers with `offsetof`); only the Linux path is exercised by the tests.
struct LibXML2: @unchecked Sendable {
    typealias Context = UnsafeMutableRawPointer

    typealias Name = UnsafePointer<UInt8>?
    typealias InitParser = @convention(c) () -> Void
    typealias CreatePushParser =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Name, Int32, UnsafePointer<CChar>?) ->
        Context?
    typealias UseOptions = @convention(c) (Context, Int32) -> Int32
    typealias ParseChunk = @convention(c) (Context, Name, Int32, Int32) -> Int32
    typealias OnContext = @convention(c) (Context) -> Void
    typealias Position = @convention(c) (Context) -> Int32
    typealias ErrorHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    typealias SetErrorHandler = @convention(c) (UnsafeMutableRawPointer?, ErrorHandler?) -> Void
    typealias GetPredefinedEntity = @convention(c) (Name) -> UnsafeMutableRawPointer?
    typealias GetEntity = @convention(c) (Context, Name) -> UnsafeMutableRawPointer?
    typealias FreeDocument = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias EntityLoader = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, Context?) -> Context?
    typealias SetEntityLoader = @convention(c) (EntityLoader?) -> Void

    /// `xmlParserCtxtPtr xmlCreatePushParserCtxt(xmlSAXHandlerPtr, void *userData, const char *, int, const char *)`.
    let createPushParser: CreatePushParser
    /// `int xmlCtxtUseOptions(xmlParserCtxtPtr, int)`.
    let useOptions: UseOptions
    /// `int xmlParseChunk(xmlParserCtxtPtr, const char *, int size, int terminate)`.
    let parseChunk: ParseChunk
    /// `void xmlStopParser(xmlParserCtxtPtr)`.
    let stopParser: OnContext
    /// `void xmlFreeParserCtxt(xmlParserCtxtPtr)`.
    let freeParser: OnContext
    /// `int xmlSAX2GetLineNumber(void *)` and `int xmlSAX2GetColumnNumber(void *)`, given the parser context.
    let lineNumber: Position
    let columnNumber: Position
    /// `void xmlSetStructuredErrorFunc(void *, xmlStructuredErrorFunc)`: the calling thread's error handler.
    let setStructuredErrorHandler: SetErrorHandler
    /// `xmlEntityPtr xmlGetPredefinedEntity(const xmlChar *)`: `lt`, `gt`, `amp`, `apos` and `quot`.
    let getPredefinedEntity: GetPredefinedEntity
    /// `xmlEntityPtr xmlSAX2GetEntity(void *, const xmlChar *)`, given the parser context: the entities the document
    /// declared, which libxml2 keeps in a document of its own when the handler builds none.
    let getEntity: GetEntity
    /// `void xmlFreeDoc(xmlDocPtr)`, for that document.
    let freeDocument: FreeDocument

    /// `xmlSAXHandler`: its size and the byte offsets of the fields a parse sets (the rest stay null).
    enum HandlerLayout {
        static let size = 256
        static let getEntity = 40
        static let initialized = 216
        static let startElementNs = 232
        static let endElementNs = 240
        /// `XML_SAX2_MAGIC`: the handler is a SAX2 one, so `startElementNs` and `endElementNs` are called.
        static let sax2Magic: UInt32 = 0xDEED_BEAF
    }

    /// `xmlError.code`'s byte offset (after `int domain`).
    static let errorCodeOffset = 4
    /// `xmlParserCtxt.myDoc`'s byte offset (after `sax` and `userData`).
    static let documentOffset = 16

    /// `XML_PARSE_RECOVER | XML_PARSE_NOENT`, the options `XMLParser` parses with.
    static let recoverAndSubstituteEntities: Int32 = 1 | 2
    /// `XML_ERR_DOCUMENT_END`: returned by the last chunk of a complete document, which `XMLParser` takes as success.
    static let documentEnd: Int32 = 5

    /// The library, loaded on first use; `nil` when the system has none (no file is then read by the parser).
    static let shared: LibXML2? = load()

    /// The file names libxml2 goes by: its Linux soname before and since 2.14, and Darwin's system library.
    private static let libraryNames = ["libxml2.so.2", "libxml2.so.16", "/usr/lib/libxml2.2.dylib"]

    private static func load() -> LibXML2? {
        guard let handle = libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let initParser = symbol("xmlInitParser", as: InitParser.self),
            let createPushParser = symbol("xmlCreatePushParserCtxt", as: CreatePushParser.self),
            let useOptions = symbol("xmlCtxtUseOptions", as: UseOptions.self),
            let parseChunk = symbol("xmlParseChunk", as: ParseChunk.self),
            let stopParser = symbol("xmlStopParser", as: OnContext.self),
            let freeParser = symbol("xmlFreeParserCtxt", as: OnContext.self),
            let lineNumber = symbol("xmlSAX2GetLineNumber", as: Position.self),
            let columnNumber = symbol("xmlSAX2GetColumnNumber", as: Position.self),
            let setStructuredErrorHandler = symbol("xmlSetStructuredErrorFunc", as: SetErrorHandler.self),
            let getPredefinedEntity = symbol("xmlGetPredefinedEntity", as: GetPredefinedEntity.self),
            let getEntity = symbol("xmlSAX2GetEntity", as: GetEntity.self),
            let freeDocument = symbol("xmlFreeDoc", as: FreeDocument.self),
            let setEntityLoader = symbol("xmlSetExternalEntityLoader", as: SetEntityLoader.self)
        else { return nil }
        initParser()
        // No external entity or DTD is ever loaded, as `XMLParser` loads none by default: a document's references to
        // files (or URLs) are neither read nor fetched.
        setEntityLoader { _, _, _ in nil }
        return LibXML2(
            createPushParser: createPushParser, useOptions: useOptions, parseChunk: parseChunk,
            stopParser: stopParser, freeParser: freeParser, lineNumber: lineNumber, columnNumber: columnNumber,
            setStructuredErrorHandler: setStructuredErrorHandler, getPredefinedEntity: getPredefinedEntity,
            getEntity: getEntity, freeDocument: freeDocument)
    }
}
