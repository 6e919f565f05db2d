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
        if name == "NibReusable" { return [.nibLoadable, .reusable] }
        return Mixin(rawValue: name).map { [$0] }
    }
}
