/// Where a name in the sources leads.
enum Resolution: Hashable {
    /// A type declared in the sources, by qualified name.
    case type(String)
    /// A typealias declared in the sources, by qualified name.
    case alias(String)
    /// A Reusable-library protocol that is not declared in the sources.
    case mixins([Mixin])
    /// A framework or mapped class outside the sources, with its kind.
    case external(TypeKind, String)
    /// Nothing known.
    case unknown(String)
}
