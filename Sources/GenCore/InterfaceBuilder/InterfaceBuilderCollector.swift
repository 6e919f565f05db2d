// MARK: - InterfaceBuilderCollector

/// Turns one document's element stream, told by `XcodeXMLScan`, into facts, keeping only a stack of small frames
/// (no DOM) and copying attributes only for the elements of interest. The scan tells only a `document` root of a
/// known type. Every element of a document passes through here, so elements are told apart by their bytes
/// (`InterfaceBuilderElement`) and strings are made only for the facts kept.
struct InterfaceBuilderCollector: XcodeXMLListener {
    /// Where an element sits, as far as the facts care.
    private enum Frame {
        case document, documentObjects, scenes, scene, sceneObjects, tableViewSection, filesOwner, filesOwnerConnections
        case other
    }

    private let file: SourceFile
    private var frames: [Frame] = []

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

    /// Where an element sits as far as connections care: an object (the index of its entry in `classedObjects`
    /// when it has a custom class), its `connections` or `userDefinedRuntimeAttributes`, or inside one of those.
    private enum ConnectionFrame {
        case object(Int?), connections(Int?), runtimeAttributes(Int?), inside
    }

    private var connectionFrames: [ConnectionFrame] = []
    private var classedObjects: [InterfaceBuilderObject] = []
    /// The actions read so far with the id of their destination, resolved once every object is known.
    private var actions: [(destination: String, connection: InterfaceBuilderConnection)] = []

    /// Creates a collector for the given file, whose bytes locate elements precisely.
    init(file: SourceFile) {
        self.file = file
    }

    private var framework: Framework? {
        documentType?.framework ?? targetRuntime?.framework
    }

    // MARK: - Result

    /// The document read, once the scan has accepted the file.
    func document() -> InterfaceBuilderDocument {
        var document = InterfaceBuilderDocument(
            path: file.path,
            kind: documentType?.kind ?? .xib,
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
        document.classedObjects = resolvedClassedObjects()
        return document
    }

    /// The objects of a custom class with the actions sent to them, each object's connections in document order.
    private func resolvedClassedObjects() -> [InterfaceBuilderObject] {
        var objects = classedObjects
        var indexByID: [String: Int] = [:]
        for (index, object) in objects.enumerated() {
            if let id = object.id, indexByID[id] == nil { indexByID[id] = index }
        }
        for (destination, connection) in actions {
            guard let index = indexByID[destination] else { continue }
            objects[index].connections.append(connection)
        }
        for index in objects.indices where objects[index].connections.count > 1 {
            objects[index].connections.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        return objects
    }

    // MARK: - Elements

    /// Classifies an element by where it sits and records it when it is one of the facts; takes every element.
    mutating func start(_ tag: XcodeXMLTag) -> Bool {
        let element = InterfaceBuilderElement(UnsafeBufferPointer(rebasing: tag.bytes[tag.name]))
        start(element, tag, at: tag.start)
        startConnection(element, tag)
        return true
    }

    /// Records objects of a custom class and their outlets, runtime attributes and the actions sent to objects.
    private mutating func startConnection(_ element: InterfaceBuilderElement, _ tag: XcodeXMLTag) {
        switch connectionFrames.last {
        case .connections(let owner):
            connectionFrames.append(.inside)
            switch element {
            case .outlet, .outletCollection:
                guard let owner, let property = tag["property"] else { return }
                let kind: InterfaceBuilderConnection.Kind = element == .outlet ? .outlet : .outletCollection
                classedObjects[owner].connections.append(connection(kind, property, at: tag.start))
            case .action:
                guard let selector = tag["selector"], let destination = tag["destination"] ?? tag["target"] else {
                    return
                }
                actions.append((destination, connection(.action, selector, at: tag.start)))
            default: break
            }
            return
        case .runtimeAttributes(let owner):
            connectionFrames.append(.inside)
            guard element == .userDefinedRuntimeAttribute, let owner, let key = tag["keyPath"],
                !key.isEmpty, !key.utf8.contains(UInt8(ascii: "."))
            else { return }
            classedObjects[owner].connections.append(connection(.runtimeAttribute, key, at: tag.start))
            return
        case .object(let owner):
            if element == .connections {
                connectionFrames.append(.connections(owner))
                return
            }
            if element == .userDefinedRuntimeAttributes {
                connectionFrames.append(.runtimeAttributes(owner))
                return
            }
        case .inside, nil:
            break
        }
        guard tag.has("customClass"), !tag.value(of: "placeholderIdentifier", is: "IBFirstResponder"),
            !(element == .customObject && (tag.value(of: "id", is: "-1") || tag.value(of: "id", is: "-3")))
        else {
            connectionFrames.append(.object(nil))
            return
        }
        classedObjects.append(object(tag.start, tag))
        connectionFrames.append(.object(classedObjects.count - 1))
    }

    private func connection(
        _ kind: InterfaceBuilderConnection.Kind, _ name: String, at position: Int
    ) -> InterfaceBuilderConnection {
        let location = file.location(at: position)
        return InterfaceBuilderConnection(kind: kind, name: name, line: location.line, column: location.column)
    }

    private mutating func start(_ element: InterfaceBuilderElement, _ attributes: XcodeXMLTag, at position: Int) {
        guard let parent = frames.last else {
            startRoot(position, attributes)
            return
        }
        switch parent {
        case .document:
            if element == .objects {
                frames.append(.documentObjects)
                return
            }
            if element == .scenes {
                frames.append(.scenes)
                return
            }
        case .documentObjects:
            let isOwner = startTopLevelObject(position, element, attributes)
            frames.append(isOwner ? .filesOwner : .other)
            return
        case .filesOwner:
            frames.append(element == .connections ? .filesOwnerConnections : .other)
            return
        case .filesOwnerConnections:
            frames.append(.other)
            if element == .outlet || element == .outletCollection, let property = attributes["property"] {
                let location = file.location(at: position)
                filesOwner?.outlets.append(
                    InterfaceBuilderOutlet(property: property, line: location.line, column: location.column))
            }
            return
        case .scenes:
            if element == .scene {
                frames.append(.scene)
                let location = file.location(at: position)
                scenes.append(
                    StoryboardScene(
                        sceneID: attributes["sceneID"], line: location.line, column: location.column))
                currentSceneIndex = scenes.count - 1
                return
            }
        case .scene:
            if element == .objects {
                frames.append(.sceneObjects)
                return
            }
        case .sceneObjects:
            frames.append(.other)
            startSceneMember(position, element, attributes)
            return
        case .tableViewSection, .other:
            break
        }
        if element == .tableViewSection {
            frames.append(.tableViewSection)
            openTableViewSections += 1
            return
        }
        frames.append(.other)
        if element.isReusable {
            prototypes.append(object(position, attributes))
        }
    }

    /// Closes the element's frame.
    mutating func end() {
        _ = connectionFrames.popLast()
        guard let frame = frames.popLast() else { return }
        switch frame {
        case .scene: currentSceneIndex = nil
        case .tableViewSection: openTableViewSections -= 1
        default: break
        }
    }

    private mutating func startRoot(_ position: Int, _ attributes: XcodeXMLTag) {
        frames.append(.document)
        documentLocation = file.location(at: position)
        typeIdentifier = attributes["type"]
        documentType = typeIdentifier.flatMap(InterfaceBuilderDocumentType.init)
        targetRuntime = attributes["targetRuntime"].flatMap(InterfaceBuilderRuntime.init(targetRuntime:))
        initialViewControllerID = attributes["initialViewController"]
    }

    /// Records a top-level object or the File's Owner; returns whether it is the File's Owner.
    private mutating func startTopLevelObject(
        _ position: Int, _ element: InterfaceBuilderElement, _ attributes: XcodeXMLTag
    ) -> Bool {
        switch element {
        case .placeholder:
            if attributes.value(of: "placeholderIdentifier", is: "IBFilesOwner"), filesOwner == nil {
                filesOwner = object(position, attributes)
                return true
            }
        case .customObject where attributes.value(of: "id", is: "-2"):
            if filesOwner == nil {
                filesOwner = object(position, attributes)
                return true
            }
        case .customObject where attributes.value(of: "id", is: "-1") || attributes.value(of: "id", is: "-3"):
            break
        default:
            topLevelObjects.append(object(position, attributes))
        }
        return false
    }

    private mutating func startSceneMember(
        _ position: Int, _ element: InterfaceBuilderElement, _ attributes: XcodeXMLTag
    ) {
        let isController = attributes.value(of: "sceneMemberID", is: "viewController")
        if isController, let index = currentSceneIndex, scenes[index].controller == nil {
            scenes[index].controller = object(position, attributes)
            if element == .viewControllerPlaceholder {
                scenes[index].referencedStoryboardName = attributes["storyboardName"]
                scenes[index].referencedIdentifier = attributes["referencedIdentifier"]
            }
        } else if element.isReusable {
            prototypes.append(object(position, attributes))
        }
    }

    private func object(_ position: Int, _ attributes: XcodeXMLTag) -> InterfaceBuilderObject {
        let location = file.location(at: position)
        let elementName = attributes.elementName
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
}
