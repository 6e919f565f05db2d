// MARK: - InterfaceBuilderCollector

/// Turns one document's element stream into facts, keeping only a stack of small frames (no DOM) and copying
/// attributes only for the elements of interest. The elements come from `XcodeXMLScan` (as its listener) for a
/// file in the subset of XML Xcode writes, and from libxml2 (`XMLPushParse`, as its listener) for any other.
final class InterfaceBuilderCollector: XMLParseListener, XcodeXMLListener {
    /// Where an element sits, as far as the facts care.
    private enum Frame {
        case document, documentObjects, scenes, scene, sceneObjects, tableViewSection, filesOwner, filesOwnerConnections
        case other
    }

    /// The attributes of the element being started: the parser's dictionary, or the scanned tag's byte ranges,
    /// decoded when asked for.
    private enum Attributes {
        case dictionary([String: String])
        case tag(XcodeXMLTag)

        subscript(name: String) -> String? {
            switch self {
            case .dictionary(let dictionary): dictionary[name]
            case .tag(let tag): tag.value(named: name)
            }
        }
    }

    /// Where the element being started is told: by the parser's position after its start tag, or by the offset of
    /// its `<`.
    private enum Position {
        case parser(line: Int, column: Int)
        case tagStart(Int)
    }

    private let file: SourceFile
    private let parserLineStarts: [Int]
    private var cursor: (line: Int, characterColumn: Int, offset: Int)?
    private var frames: [Frame] = []
    private var failure: Diagnostic? {
        didSet { hasFailed = failure != nil }
    }
    /// Whether there is a `failure`, asked at every element (without copying the diagnostic out).
    private var hasFailed = false
    private var hasRoot = false

    private var typeIdentifier: String?
    private var documentType: InterfaceBuilderDocumentType?
    private var targetRuntime: InterfaceBuilderRuntime?
    private var documentLocation = SourceLocation(path: "", line: 1, column: 1)
    private var filesOwner: InterfaceBuilderObject?
    private var topLevelObjects: [InterfaceBuilderObject] = []
    private var initialViewControllerID: String?
    private var scenes: [StoryboardScene] = []
    private var prototypes: [InterfaceBuilderObject] = []
    private var currentSceneIndex: Int?
    private var openTableViewSections = 0

    /// Creates a collector for the given file, whose bytes locate elements precisely.
    init(file: SourceFile) {
        self.file = file
        self.parserLineStarts = Self.parserLineStarts(of: file)
    }

    private var framework: Framework? {
        documentType?.framework ?? targetRuntime?.framework
    }

    // MARK: - Result

    /// The document read, or the diagnostics that explain why there is none.
    func result(parserSucceeded: Bool, parserErrorCode: Int?) -> (InterfaceBuilderDocument?, [Diagnostic]) {
        if let failure { return (nil, [failure]) }
        guard parserSucceeded else {
            let description = parserErrorCode.map(XMLParserErrorText.describe) ?? "the parser stopped"
            let message = InterfaceBuilderReader.Message.malformed(description)
            return (nil, [Diagnostic(.error, message, at: file.location(at: 0))])
        }
        guard hasRoot else {
            let message = InterfaceBuilderReader.Message.malformed("no root element")
            return (nil, [Diagnostic(.error, message, at: file.location(at: 0))])
        }
        var diagnostics: [Diagnostic] = []
        let kind: InterfaceBuilderDocument.Kind
        if let documentType {
            kind = documentType.kind
        } else {
            kind = InterfaceBuilderDocument.kind(ofPath: file.path) ?? (scenes.isEmpty ? .xib : .storyboard)
            let message = InterfaceBuilderReader.Message.unknownType(typeIdentifier, readAs: kind)
            diagnostics.append(Diagnostic(.warning, message, at: documentLocation))
        }
        let document = InterfaceBuilderDocument(
            path: file.path,
            kind: kind,
            typeIdentifier: typeIdentifier,
            framework: framework,
            targetRuntime: targetRuntime,
            localization: InterfaceBuilderDocument.localization(ofPath: file.path),
            baseName: InterfaceBuilderDocument.baseName(ofPath: file.path),
            line: documentLocation.line,
            column: documentLocation.column,
            filesOwner: filesOwner,
            topLevelObjects: topLevelObjects,
            initialViewControllerID: initialViewControllerID,
            scenes: scenes,
            prototypes: prototypes
        )
        return (document, diagnostics)
    }

    // MARK: - XMLParseListener

    func parsedStart(_ elementName: String, attributes: [String: String], line: Int, column: Int) -> Bool {
        start(elementName, .dictionary(attributes), at: .parser(line: line, column: column))
        return !hasFailed
    }

    func parsedEnd() {
        end()
    }

    // MARK: - XcodeXMLListener

    func start(_ tag: XcodeXMLTag) -> Bool {
        start(tag.elementName, .tag(tag), at: .tagStart(tag.start))
        return !hasFailed
    }

    // MARK: - Elements

    /// Classifies an element by where it sits and records it when it is one of the facts.
    private func start(_ elementName: String, _ attributes: Attributes, at position: Position) {
        guard !hasFailed else { return }
        guard let parent = frames.last else {
            startRoot(position, elementName, attributes)
            return
        }
        switch parent {
        case .document:
            if elementName == "objects" {
                frames.append(.documentObjects)
                return
            }
            if elementName == "scenes" {
                frames.append(.scenes)
                return
            }
        case .documentObjects:
            let isOwner = startTopLevelObject(position, elementName, attributes)
            frames.append(isOwner ? .filesOwner : .other)
            return
        case .filesOwner:
            frames.append(elementName == "connections" ? .filesOwnerConnections : .other)
            return
        case .filesOwnerConnections:
            frames.append(.other)
            if elementName == "outlet" || elementName == "outletCollection", let property = attributes["property"] {
                let location = locate(elementName, position)
                filesOwner?.outlets.append(
                    InterfaceBuilderOutlet(property: property, line: location.line, column: location.column))
            }
            return
        case .scenes:
            if elementName == "scene" {
                frames.append(.scene)
                let location = locate(elementName, position)
                scenes.append(
                    StoryboardScene(
                        sceneID: attributes["sceneID"], line: location.line, column: location.column))
                currentSceneIndex = scenes.count - 1
                return
            }
        case .scene:
            if elementName == "objects" {
                frames.append(.sceneObjects)
                return
            }
        case .sceneObjects:
            frames.append(.other)
            startSceneMember(position, elementName, attributes)
            return
        case .tableViewSection, .other:
            break
        }
        if elementName == "tableViewSection" {
            frames.append(.tableViewSection)
            openTableViewSections += 1
            return
        }
        frames.append(.other)
        if Self.isReusableElement(elementName) {
            prototypes.append(object(position, elementName, attributes))
        }
    }

    /// Closes the element's frame.
    func end() {
        guard !hasFailed, let frame = frames.popLast() else { return }
        switch frame {
        case .scene: currentSceneIndex = nil
        case .tableViewSection: openTableViewSections -= 1
        default: break
        }
    }

    /// Keeps the first error, at the parser's position, and ignores everything after it.
    func parseErrorOccurred(code: Int, line: Int, column: Int) {
        guard !hasFailed, code != Self.delegateAbortedCode else { return }
        let message = InterfaceBuilderReader.Message.malformed(XMLParserErrorText.describe(code))
        failure = Diagnostic(.error, message, at: file.location(at: byteOffset(line: line, characterColumn: column)))
    }

    /// `XMLParser.ErrorCode.delegateAbortedParseError`, which the collector's `XMLParser` never reported as a failure
    /// of the document; libxml2's 512 (`XML_DTD_ID_FIXED`, a validity error) is not raised without validation.
    private static let delegateAbortedCode = 512

    private func startRoot(_ position: Position, _ elementName: String, _ attributes: Attributes) {
        let location = locate(elementName, position)
        guard elementName == "document" else {
            failure = Diagnostic(.error, InterfaceBuilderReader.Message.foreignRoot(elementName), at: location)
            return
        }
        frames.append(.document)
        hasRoot = true
        documentLocation = location
        typeIdentifier = attributes["type"]
        documentType = typeIdentifier.flatMap(InterfaceBuilderDocumentType.init)
        targetRuntime = attributes["targetRuntime"].flatMap(InterfaceBuilderRuntime.init(targetRuntime:))
        initialViewControllerID = attributes["initialViewController"]
    }

    /// Records a top-level object or the File's Owner; returns whether it is the File's Owner.
    private func startTopLevelObject(_ position: Position, _ elementName: String, _ attributes: Attributes) -> Bool {
        switch elementName {
        case "placeholder":
            if attributes["placeholderIdentifier"] == "IBFilesOwner", filesOwner == nil {
                filesOwner = object(position, elementName, attributes)
                return true
            }
        case "customObject" where attributes["id"] == "-2":
            if filesOwner == nil {
                filesOwner = object(position, elementName, attributes)
                return true
            }
        case "customObject" where attributes["id"] == "-1" || attributes["id"] == "-3":
            break
        default:
            topLevelObjects.append(object(position, elementName, attributes))
        }
        return false
    }

    private func startSceneMember(_ position: Position, _ elementName: String, _ attributes: Attributes) {
        let isController = attributes["sceneMemberID"] == "viewController"
        if isController, let index = currentSceneIndex, scenes[index].controller == nil {
            scenes[index].controller = object(position, elementName, attributes)
            if elementName == "viewControllerPlaceholder" {
                scenes[index].referencedStoryboardName = attributes["storyboardName"]
                scenes[index].referencedIdentifier = attributes["referencedIdentifier"]
            }
        } else if Self.isReusableElement(elementName) {
            prototypes.append(object(position, elementName, attributes))
        }
    }

    private static func isReusableElement(_ elementName: String) -> Bool {
        // Each of the names has at least 12 bytes and ends in `l`, `w` or `m`; most elements are ruled out here,
        // without comparing strings.
        guard elementName.utf8.count >= 12, let last = elementName.utf8.last,
            last == UInt8(ascii: "l") || last == UInt8(ascii: "w") || last == UInt8(ascii: "m")
        else { return false }
        switch elementName {
        case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
            "tableCellView", "tableRowView", "collectionViewItem":
            return true
        default:
            return false
        }
    }

    private func object(_ position: Position, _ elementName: String, _ attributes: Attributes) -> InterfaceBuilderObject
    {
        let location = locate(elementName, position)
        return InterfaceBuilderObject(
            elementName: elementName,
            kind: TypeKind(interfaceBuilderElement: elementName, framework: framework),
            id: attributes["id"],
            customClass: attributes["customClass"],
            customModule: attributes["customModule"],
            customModuleProvider: attributes["customModuleProvider"],
            reuseIdentifier: attributes["reuseIdentifier"],
            identifier: attributes["identifier"],
            storyboardIdentifier: attributes["storyboardIdentifier"],
            key: attributes["key"],
            sceneID: currentSceneIndex.flatMap { scenes[$0].sceneID },
            isStatic: openTableViewSections > 0 && elementName == "tableViewCell",
            line: location.line,
            column: location.column
        )
    }

    // MARK: - Locations

    /// The start (`<`) of the element just read: told by the scan, or found by searching back from the parser's
    /// position for `<elementName` (the parser reports where the start tag ends, which may be lines after it begins).
    private func locate(_ elementName: String, _ position: Position) -> SourceLocation {
        let end: Int
        switch position {
        case .tagStart(let offset): return file.location(at: offset)
        case .parser(let line, let column): end = byteOffset(line: line, characterColumn: column)
        }
        let name = Array(elementName.utf8)
        let start: Int? = file.bytes.withUnsafeBufferPointer { bytes in
            var index = min(end, bytes.count - 1)
            let limit = max(0, index - Self.maximumTagLength)
            while index >= limit {
                if bytes[index] == UInt8(ascii: "<"), Self.matches(name, in: bytes, at: index + 1) { return index }
                index -= 1
            }
            return nil
        }
        return file.location(at: start ?? end)
    }

    private static let maximumTagLength = 1 << 16

    private static func matches(_ name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let after = offset + name.count
        guard after < bytes.count else { return false }
        for (position, byte) in name.enumerated() where bytes[offset + position] != byte { return false }
        switch bytes[after] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
            UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }

    /// The byte offset of the parser's 1-based line and 1-based character column, clamped to the file.
    ///
    /// Positions arrive in document order, so the walk resumes from the previous answer on the same line;
    /// a document on a single line therefore costs linear, not quadratic, time.
    private func byteOffset(line: Int, characterColumn: Int) -> Int {
        let starts = parserLineStarts
        guard line >= 1 else { return 0 }
        guard line <= starts.count else { return file.bytes.count }
        let lineEnd = line < starts.count ? starts[line] : file.bytes.count
        var offset = starts[line - 1]
        var characters = 1
        if let cursor, cursor.line == line, cursor.characterColumn <= characterColumn {
            offset = cursor.offset
            characters = cursor.characterColumn
        }
        file.bytes.withUnsafeBufferPointer { bytes in
            while offset < lineEnd, characters < characterColumn {
                offset += 1
                if offset < lineEnd, bytes[offset] & 0xC0 != 0x80 { characters += 1 }
            }
        }
        cursor = (line, characters, offset)
        return offset
    }

    /// Where lines start as libxml2 counts them: after each `\n` (so `\r\n` once), but not after a lone `\r`,
    /// which `SourceFile` does count; the two tables differ only in files that contain a lone `\r`.
    private static func parserLineStarts(of file: SourceFile) -> [Int] {
        let hasLoneCarriageReturn = file.lineStarts.dropFirst().contains { file.bytes[$0 - 1] == 0x0D }
        guard hasLoneCarriageReturn else { return file.lineStarts }
        var starts = [0]
        for (offset, byte) in file.bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }
}
