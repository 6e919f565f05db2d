// MARK: - CallSiteScanner.Receiver

extension CallSiteScanner {
    /// The expression before a member's dot.
    struct Receiver {
        /// The first token of the receiver; `nil` for an implicit member (`.loadFromNib()`).
        var first: Int?
        /// The dotted type name when the receiver names a type (`ProfileCell`, `Outer.Cell`, `Self` resolved).
        var typeName: String?
    }
}
