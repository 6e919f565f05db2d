// MARK: - MigrationAdoption

/// A class `migrate` brings onto the typed API: the mixin it adopts (added by migrate, or already adopted) and the
/// identifier its call sites used, which the generated code keeps.
public struct MigrationAdoption: Sendable, Hashable, Comparable {
    /// The qualified class name.
    public var className: String
    /// `Reusable` or `NibReusable`.
    public var mixin: String
    public var identifier: String
    /// Whether migrate adds the mixin (false when the class or a superclass adopts it already or gets it).
    public var addsConformance: Bool

    /// Creates an adoption.
    public init(className: String, mixin: String, identifier: String, addsConformance: Bool) {
        self.className = className
        self.mixin = mixin
        self.identifier = identifier
        self.addsConformance = addsConformance
    }

    public static func < (lhs: MigrationAdoption, rhs: MigrationAdoption) -> Bool { lhs.className < rhs.className }
}
