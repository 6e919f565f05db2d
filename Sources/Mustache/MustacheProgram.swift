// MARK: - MustacheProgram

/// A parsed template or partial: its name for errors and its flat list of nodes.
struct MustacheProgram: Sendable {
    /// The template's name, such as `uikit.mustache`.
    var name: String
    /// The nodes, in source order; nested content follows its opening node.
    var nodes: [MustacheNode]
}
