// MARK: - DeclaredOutlet

/// An instance property written with `@IBOutlet`: the name Interface Builder connects it by (its `@objc(name)`
/// when it has one) and where it is declared, for the opt-in `ib-unused-outlet` check.
public struct DeclaredOutlet: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
