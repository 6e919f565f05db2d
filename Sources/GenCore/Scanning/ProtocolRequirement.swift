// MARK: - ProtocolRequirement

/// A property or function a protocol's body declares.
public struct ProtocolRequirement: Sendable, Hashable {
    /// The property's name, or the function's full name (`instantiate()`, `register(in:)`).
    public var name: String
    public var isStatic: Bool
    public var isFunction: Bool
    /// A property's type annotation as written, normalised (`String`, `UINib`); `nil` for functions.
    public var typeName: String?
    public var location: SourceLocation

    /// The requirement as Swift declares it, for messages: `static var reuseIdentifier: String`, `func load()`.
    public var declaration: String {
        let prefix = isStatic ? "static " : ""
        if isFunction { return prefix + "func " + name }
        return prefix + "var " + name + (typeName.map { ": " + $0 } ?? "")
    }
}
