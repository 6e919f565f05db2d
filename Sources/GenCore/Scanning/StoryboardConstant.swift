// MARK: - StoryboardConstant

/// A static property of a type or extension whose value is a storyboard of a literal name, which a
/// `StoryboardSceneBased` class may name as its `sceneStoryboard` (`static var sceneStoryboard = Storyboards.product`).
public struct StoryboardConstant: Sendable, Hashable {
    /// The qualified name of the type the property belongs to, as the body it is declared in names it
    /// (`Storyboards`, `UIStoryboard`).
    public var owner: String
    /// The property's name.
    public var name: String
    /// The storyboard name the value is created with.
    public var storyboardName: String
    /// Where the property's name is.
    public var location: SourceLocation
}
