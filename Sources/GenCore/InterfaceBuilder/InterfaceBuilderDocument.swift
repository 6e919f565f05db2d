// MARK: - InterfaceBuilderDocument

/// The facts read from one `.xib` or `.storyboard` file that the build-time checks compare with the Swift model.
public struct InterfaceBuilderDocument: Sendable, Hashable {
    /// Whether a document is a XIB (one nib) or a storyboard (scenes).
    public enum Kind: String, Sendable, Hashable, Codable {
        case xib, storyboard
    }

    /// The path as the user gave it; every note pointing into the file uses it.
    public var path: String
    /// XIB or storyboard, from the root element's `type` attribute (or, when that is unknown, the file's extension).
    public var kind: Kind
    /// The root element's `type` attribute as written, such as `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    public var typeIdentifier: String?
    /// The UI framework the document is written against, from its type (or, failing that, its target runtime).
    public var framework: Framework?
    /// The platform from the `targetRuntime` attribute, or `nil` when it is missing or not one reusable-gen knows.
    public var targetRuntime: InterfaceBuilderRuntime?
    /// The localization from an enclosing `xx.lproj` folder (`"Base"`, `"fr"`), or `nil` for a file outside one.
    public var localization: String?
    /// The file name without its extension: the nib name of a XIB, the storyboard name of a storyboard.
    public var baseName: String
    /// The 1-based line of the root `document` element.
    public var line: Int
    /// The 1-based UTF-8 column of the root `document` element.
    public var column: Int

    /// A XIB's File's Owner (`placeholder` with `IBFilesOwner`, or AppKit's `customObject` with id `-2`).
    public var filesOwner: InterfaceBuilderObject?
    /// A XIB's top-level objects in document order, without placeholders (File's Owner, First Responder, Application).
    public var topLevelObjects: [InterfaceBuilderObject]

    /// A storyboard's `initialViewController` attribute: the id of the initial scene's controller.
    public var initialViewControllerID: String?
    /// A storyboard's scenes in document order.
    public var scenes: [StoryboardScene]
    /// Cells and reusable views nested anywhere inside other objects (table and collection view prototypes,
    /// section headers and footers, AppKit table cell views), in document order.
    public var prototypes: [InterfaceBuilderObject]
    /// Every object of a custom class anywhere in the document (placeholders, top-level objects, scene members and
    /// the views and controls nested in them), in document order, with their connections.
    public var classedObjects: [InterfaceBuilderObject] = []

    /// Creates a document; the reader fills it, tests and checks may build one directly.
    public init(
        path: String,
        kind: Kind,
        typeIdentifier: String? = nil,
        framework: Framework? = nil,
        targetRuntime: InterfaceBuilderRuntime? = nil,
        localization: String? = nil,
        baseName: String,
        line: Int = 1,
        column: Int = 1,
        filesOwner: InterfaceBuilderObject? = nil,
        topLevelObjects: [InterfaceBuilderObject] = [],
        initialViewControllerID: String? = nil,
        scenes: [StoryboardScene] = [],
        prototypes: [InterfaceBuilderObject] = []
    ) {
        self.path = path
        self.kind = kind
        self.typeIdentifier = typeIdentifier
        self.framework = framework
        self.targetRuntime = targetRuntime
        self.localization = localization
        self.baseName = baseName
        self.line = line
        self.column = column
        self.filesOwner = filesOwner
        self.topLevelObjects = topLevelObjects
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.prototypes = prototypes
    }

    // MARK: - Lookups

    /// The location of the root element, for notes about the document as a whole.
    public var location: SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// The scene whose controller is the `initialViewController`, or `nil` when there is none or it names no scene.
    public var initialScene: StoryboardScene? {
        guard let initialViewControllerID else { return nil }
        return scenes.first { $0.controller?.id == initialViewControllerID }
    }

    /// The first scene whose controller has the given `storyboardIdentifier`.
    public func scene(withStoryboardIdentifier identifier: String) -> StoryboardScene? {
        scenes.first { $0.controller?.storyboardIdentifier == identifier }
    }

    /// The scene with the given `sceneID`, such as the one enclosing a prototype.
    public func scene(withID sceneID: String) -> StoryboardScene? {
        scenes.first { $0.sceneID == sceneID }
    }

    /// Every object the document records (File's Owner, top-level objects, scene controllers, prototypes)
    /// whose `customClass` is `className`, in document order within each group.
    public func objects(ofClass className: String) -> [InterfaceBuilderObject] {
        var found: [InterfaceBuilderObject] = []
        if let filesOwner, filesOwner.customClass == className { found.append(filesOwner) }
        found += topLevelObjects.filter { $0.customClass == className }
        found += scenes.compactMap(\.controller).filter { $0.customClass == className }
        found += prototypes.filter { $0.customClass == className }
        return found
    }
}
