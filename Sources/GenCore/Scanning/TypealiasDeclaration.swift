// MARK: - TypealiasDeclaration

/// A `typealias` whose right-hand side is a type or a protocol composition.
public struct TypealiasDeclaration: Sendable, Hashable {
    public var name: String
    public var qualifiedName: String
    public var location: SourceLocation
    /// The composed types: `[Reusable, NibLoadable]` for `Reusable & NibLoadable`.
    public var components: [TypeReference]
    public var lexicalScope: [String]
}
