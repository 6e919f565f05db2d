// MARK: - ExtensionDeclaration

/// One `extension` as written in one file.
public struct ExtensionDeclaration: Sendable, Hashable {
    public var extendedType: TypeReference
    public var location: SourceLocation
    public var access: DeclaredAccess?
    public var inheritance: [TypeReference]
    public var whereClause: String?
    public var conditions: [String]
    public var members: [DeclaredMember]
    public var lexicalScope: [String]
    public var isLocal: Bool
    /// The full names (`register(cellType:)`) of the functions declared directly in the body, recorded only for
    /// extensions of the classes and protocols reusable-gen's helpers extend (`DeclarationScanner.helperHosts`).
    public var functions: [String] = []
    /// The instance properties and methods of the body as Objective-C sees them (outlets, actions, runtime attributes).
    public var objectiveC = ObjectiveCMembers()
}
