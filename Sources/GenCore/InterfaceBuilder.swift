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

// MARK: - InterfaceBuilderRuntime

/// The platform an Interface Builder document targets, from its `targetRuntime` attribute.
public enum InterfaceBuilderRuntime: String, Sendable, Hashable, Codable, CaseIterable {
    /// `iOS.CocoaTouch` (and the old `iOS.CocoaTouch.iPad`).
    case iOS
    /// `AppleTV`.
    case tvOS
    /// `MacOSX.Cocoa`.
    case macOS
}

// MARK: - InterfaceBuilderObject

/// One element of interest in an Interface Builder document: a top-level object, File's Owner,
/// scene controller or nested cell, with its class, identifiers and position.
public struct InterfaceBuilderObject: Sendable, Hashable {
    /// The XML element name, such as `tableViewCell`, `viewController`, `tableCellView` or `placeholder`.
    public var elementName: String
    /// What the element is, from its name and the document's framework; `unknown` for other objects.
    public var kind: TypeKind
    /// The object's `id` attribute (unique within the document).
    public var id: String?
    /// The `customClass` attribute: the bare class name, or `nil` when the object is of the element's own class.
    public var customClass: String?
    /// The `customModule` attribute.
    public var customModule: String?
    /// The `customModuleProvider` attribute (`target` when the module follows the target).
    public var customModuleProvider: String?
    /// The `reuseIdentifier` attribute of UIKit cells and reusable views.
    public var reuseIdentifier: String?
    /// The `identifier` attribute (AppKit's user interface identifier, the reuse identifier of a table cell view).
    public var identifier: String?
    /// The `storyboardIdentifier` attribute of a scene's controller.
    public var storyboardIdentifier: String?
    /// The `key` attribute, such as `sectionHeaderView` or `sectionFooterView` for a supplementary view.
    public var key: String?
    /// The `sceneID` of the enclosing storyboard scene, or `nil` outside scenes.
    public var sceneID: String?
    /// Whether the object is a cell of a static table view section, which is never dequeued by identifier.
    public var isStatic: Bool
    /// The 1-based line of the element's start tag.
    public var line: Int
    /// The 1-based UTF-8 column of the element's `<`.
    public var column: Int

    /// Creates an object; the reader fills it, tests and checks may build one directly.
    public init(
        elementName: String,
        kind: TypeKind = .unknown,
        id: String? = nil,
        customClass: String? = nil,
        customModule: String? = nil,
        customModuleProvider: String? = nil,
        reuseIdentifier: String? = nil,
        identifier: String? = nil,
        storyboardIdentifier: String? = nil,
        key: String? = nil,
        sceneID: String? = nil,
        isStatic: Bool = false,
        line: Int,
        column: Int
    ) {
        self.elementName = elementName
        self.kind = kind
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.reuseIdentifier = reuseIdentifier
        self.identifier = identifier
        self.storyboardIdentifier = storyboardIdentifier
        self.key = key
        self.sceneID = sceneID
        self.isStatic = isStatic
        self.line = line
        self.column = column
    }

    /// The location of the element's start tag in the document at `path`.
    public func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}

// MARK: - StoryboardScene

/// One `<scene>` of a storyboard and the controller it holds.
public struct StoryboardScene: Sendable, Hashable {
    /// The scene's `sceneID` attribute.
    public var sceneID: String?
    /// The scene's controller: the object in its `<objects>` whose `sceneMemberID` is `viewController`.
    public var controller: InterfaceBuilderObject?
    /// For a storyboard reference (`viewControllerPlaceholder`), the `storyboardName` it points to
    /// (`nil` means the same storyboard).
    public var referencedStoryboardName: String?
    /// For a storyboard reference, the `referencedIdentifier` of the scene it points to (`nil`: the initial one).
    public var referencedIdentifier: String?
    /// The 1-based line of the `<scene>` start tag.
    public var line: Int
    /// The 1-based UTF-8 column of the `<scene>` start tag.
    public var column: Int

    /// Creates a scene; the reader fills it, tests and checks may build one directly.
    public init(
        sceneID: String? = nil,
        controller: InterfaceBuilderObject? = nil,
        referencedStoryboardName: String? = nil,
        referencedIdentifier: String? = nil,
        line: Int,
        column: Int
    ) {
        self.sceneID = sceneID
        self.controller = controller
        self.referencedStoryboardName = referencedStoryboardName
        self.referencedIdentifier = referencedIdentifier
        self.line = line
        self.column = column
    }

    /// Whether the scene is a storyboard reference rather than a controller of its own.
    public var isReference: Bool {
        controller?.elementName == "viewControllerPlaceholder"
    }
}
