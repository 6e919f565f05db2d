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
    /// The outlets connected from the object (recorded for a XIB's File's Owner only), in document order.
    public var outlets: [InterfaceBuilderOutlet]
    /// The outlets, outlet collections and runtime attributes set on the object and the actions sent to it, in
    /// document order (recorded for the objects of `InterfaceBuilderDocument.classedObjects`).
    public var connections: [InterfaceBuilderConnection] = []
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
        outlets: [InterfaceBuilderOutlet] = [],
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
        self.outlets = outlets
        self.line = line
        self.column = column
    }

    /// The location of the element's start tag in the document at `path`.
    public func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
