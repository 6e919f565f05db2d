// MARK: - MustacheNode

/// One instruction of a parsed template; sections, parents and blocks own the nodes up to their `end` index.
enum MustacheNode: Sendable, Equatable {
    /// Literal text, at most one line, copied to the output.
    case text(String)
    /// The start of a non-empty source line, where the indentation of an enclosing partial goes.
    case lineStart
    /// An interpolation tag; `escaped` is false for `{{{name}}}` and `{{&name}}`.
    case variable(MustacheName, escaped: Bool, MustachePosition)
    /// A section (`{{#name}}`) or inverted section (`{{^name}}`) whose body ends before `end`.
    case section(MustacheName, inverted: Bool, end: Int, MustachePosition)
    /// A partial tag; `indentation` is set when the tag stands alone on its line.
    case partial(String, indentation: String?, MustachePosition)
    /// A parent tag whose body ends before `end`; `blocks` maps each overriding block's name to its node index.
    case parent(String, indentation: String?, end: Int, blocks: [String: Int], MustachePosition)
    /// A block tag: a default body and a place that a parent's caller may override.
    case block(MustacheBlock)
}
