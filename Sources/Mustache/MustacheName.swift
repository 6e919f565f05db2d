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
