// MARK: - DeclaredMember

/// A static member the user wrote that the generator must not redeclare (and may read a literal from).
public struct DeclaredMember: Sendable, Hashable {
    /// The members the generator cares about.
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        case reuseIdentifier, nib, nibName, sceneStoryboard, sceneIdentifier, defaultReuseIdentifier
    }

    public var name: Name
    public var location: SourceLocation
    /// The string the member evaluates to when the source makes it a literal: `"Custom"` for
    /// `static var reuseIdentifier: String { "Custom" }`, `"Main"` for `UIStoryboard(name: "Main", bundle: nil)`.
    public var literal: String?
    /// For a `sceneStoryboard` whose value is a static constant of the sources (`Storyboards.main`, `.main`), the
    /// dotted name as written (`Storyboards.main`, `.main`), which the model resolves to that constant's literal.
    public var reference: String?
    /// The member's type when the source tells it: the annotation as written (`UINib`, `String`), or `String` for a
    /// property initialised with a string literal (`static let nib = "Photo"`); `nil` when unknown.
    public var typeName: String? = nil
}
