/// One nominal type declaration as written in one file (a class declared in two `#if` branches is two).
public struct TypeDeclaration: Sendable, Hashable {
    public var keyword: TypeKeyword
    /// The bare name, without backticks.
    public var name: String
    /// The name qualified by the enclosing types and extended types: `Outer.Inner`.
    public var qualifiedName: String
    public var location: SourceLocation
    /// The access modifier written on the declaration, if any.
    public var access: DeclaredAccess?
    public var isFinal: Bool
    /// Declared inside a function, closure, accessor or other code block: invisible outside it.
    public var isLocal: Bool
    /// The generic parameter clause as written, normalised to single spaces: `<T: Hashable>`.
    public var genericParameters: String?
    /// The `where` clause as written, normalised, without the `where` keyword.
    public var whereClause: String?
    /// The inheritance clause: superclass first (for classes), then protocols, compositions split at `&`.
    public var inheritance: [TypeReference]
    /// Attributes as written, normalised: `@available(iOS 15, *)`, `@MainActor`.
    public var attributes: [String]
    /// Enclosing `#if` conditions, outermost first, each the condition under which this branch is compiled.
    public var conditions: [String]
    /// The members of interest declared directly in the body.
    public var members: [DeclaredMember]
    /// The qualified names of the enclosing types, innermost last, for resolving names used in the header.
    public var lexicalScope: [String]
    /// The effective access of the enclosing declarations (the most restrictive), `nil` at file scope.
    public var enclosingAccess: DeclaredAccess?
    /// The Objective-C names of the instance properties declared in the body that key-value coding can set
    /// (`@IBOutlet`, `@objc`, `@NSManaged`), in order: the names a XIB's outlets may connect to.
    public var outlets: [String] = []
    /// The instance properties and methods of the body as Objective-C sees them (outlets, actions, runtime attributes).
    public var objectiveC = ObjectiveCMembers()
    /// For a protocol, the properties and functions its body declares, in order: what an adopter must provide.
    public var requirements: [ProtocolRequirement] = []
}
