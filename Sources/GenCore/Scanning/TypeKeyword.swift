// MARK: - TypeDeclaration

/// The keyword that introduces a nominal type declaration.
public enum TypeKeyword: String, Sendable, Hashable, Codable {
    case `class`, `struct`, `enum`, actor, `protocol`
}
