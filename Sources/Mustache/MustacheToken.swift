/// One piece of a template: literal text of at most one line, or a tag.
struct MustacheToken: Sendable {
    /// `nil` for text, else the tag's kind.
    var tag: MustacheTagKind?
    /// The literal text, or the tag's trimmed name.
    var text: String
    /// Where the token starts.
    var position: MustachePosition
    /// Whether this is text that ends with a line break.
    var endsLine = false
    /// Whether this is text of spaces, tabs and line breaks only.
    var isBlank = false
    /// Whether the standalone rules removed this text from the output.
    var isRemoved = false
    /// Whether this tag stands alone on its line (or, for parents, its pair does).
    var isStandalone = false
    /// The whitespace before a standalone or left-clear tag.
    var indentation: String?
    /// Whether only whitespace precedes this tag on its line.
    var isLeftClear = false
    /// Whether only whitespace follows this tag on its line.
    var isRightClear = false
}
