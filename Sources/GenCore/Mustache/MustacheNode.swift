// MARK: - MustacheName

/// A tag's name split on periods; no components means the implicit iterator `.`.
struct MustacheName: Sendable, Equatable {
    /// The dotted parts, in order; empty for `.`.
    var components: [String]
    /// Whether the name starts with a period (`.name`), which looks the first part up on the top context only.
    var isScopedToTop: Bool
    /// The name as written in the tag, for messages.
    var text: String

    /// Whether this is the implicit iterator `.`, which names the top of the context stack.
    var isImplicitIterator: Bool { components.isEmpty }

    /// Splits a tag name on periods, or returns `nil` when a part is empty (as in `a..b` or `a.`).
    init?(_ text: String) {
        self.text = text
        if text == "." {
            components = []
            isScopedToTop = false
            return
        }
        isScopedToTop = text.hasPrefix(".")
        let parts = text.dropFirst(isScopedToTop ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) { return nil }
        components = parts.map(String.init)
    }
}

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

// MARK: - MustacheProgram

/// A parsed template or partial: its name for errors and its flat list of nodes.
struct MustacheProgram: Sendable {
    /// The template's name, such as `uikit.mustache`.
    var name: String
    /// The nodes, in source order; nested content follows its opening node.
    var nodes: [MustacheNode]
}
