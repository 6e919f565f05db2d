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
