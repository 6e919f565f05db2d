// MARK: - MustacheBlock

/// A `{{$name}}` block: where its body ends and how its lines are indented when it is expanded or passed to a parent.
struct MustacheBlock: Sendable, Equatable {
    /// The block's name, in the namespace of blocks.
    var name: String
    /// The index just past the block's body in its program.
    var end: Int
    /// Whether the opening tag ends its line, so that the body starts on a line of its own.
    var opensLine: Bool
    /// The indentation of the place the block's content goes, in the template's raw text.
    var siteIndentation: String
    /// The indentation of the body's first line, removed from each of its lines when it is expanded elsewhere.
    var intrinsicIndentation: String
    /// Where the opening tag is.
    var position: MustachePosition
}
