// MARK: - Mixin

/// The protocols reusable-gen generates code for (docs/architecture.md, "Mixins and kinds"); `NibReusable` expands to `Reusable` + `NibLoadable`.
public enum Mixin: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case nibLoadable = "NibLoadable"
    case nibOwnerLoadable = "NibOwnerLoadable"
    case reusable = "Reusable"
    case reusableView = "ReusableView"
    case storyboardBased = "StoryboardBased"
    case storyboardSceneBased = "StoryboardSceneBased"

    public static func < (lhs: Mixin, rhs: Mixin) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The base mixins a Reusable-library protocol name stands for, including the `NibReusable` typealias.
    static func named(_ name: String) -> [Mixin]? {
        guard couldBeNamed(name) else { return nil }
        if name == "NibReusable" { return [.nibLoadable, .reusable] }
        return Mixin(rawValue: name).map { [$0] }
    }

    /// Whether a name has the length and the first byte of a name `named(_:)` knows: two bit tests that turn away
    /// most names before any comparison (lengths from 63 and bytes with equal low six bits share a bit).
    private static func couldBeNamed(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let initial = utf8.first else { return false }
        return nameLengths & (1 << min(utf8.count, 63)) != 0 && nameInitials & (1 << (initial & 63)) != 0
    }

    /// The names `named(_:)` knows: the mixins' and `NibReusable`.
    static let knownNames = allCases.map(\.rawValue) + ["NibReusable"]

    /// The lengths in UTF-8 bytes of `knownNames`, as bits (see `couldBeNamed(_:)`).
    private static let nameLengths: UInt64 = knownNames.reduce(0) { $0 | 1 << min($1.utf8.count, 63) }

    /// The first bytes of `knownNames`, as bits (see `couldBeNamed(_:)`).
    private static let nameInitials: UInt64 = knownNames.reduce(0) { $0 | 1 << (($1.utf8.first ?? 0) & 63) }
}
