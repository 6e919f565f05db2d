// MARK: - ScannedFile

/// Everything the declaration scanner found in one file.
public struct ScannedFile: Sendable, Hashable {
    public var path: String
    public var types: [TypeDeclaration] = []
    public var extensions: [ExtensionDeclaration] = []
    public var typealiases: [TypealiasDeclaration] = []
    /// Modules named in `import` declarations, in order of appearance, without duplicates.
    public var importedModules: [String] = []
    public var diagnostics: [Diagnostic] = []
    /// Static properties of types and extensions whose value is a storyboard of a literal name
    /// (`static let product = UIStoryboard(name: "Product", bundle: nil)`), in order.
    public var storyboardConstants: [StoryboardConstant] = []
    /// The `// reusable-gen:` comments of the file, in order.
    public var suppressionComments: [SuppressionComment] = []
    /// Where the file registers, dequeues, loads and instantiates classes (see `CallSiteScanner`).
    public var callSites: [CallSite] = []

    /// An empty result for a file.
    public init(path: String) { self.path = path }
}
