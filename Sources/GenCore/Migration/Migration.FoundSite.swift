// MARK: - Migration.FoundSite

extension Migration {
    /// A string-typed site with what the run learned about it.
    struct FoundSite {
        var file: Int
        var site: CallSite
        /// The method name as written.
        var method: String
        var target: SiteTarget?
        /// The qualified name of the class the site is attributed to, if one.
        var className: String?
        /// The identifier's value, when the tokens tell it.
        var identifier: String?
        /// The class the site names (or is attributed by registration or identifier), as written; `""` when none.
        var typeName = ""
        /// Whether the site only reads the class's identifier (a dequeue without a cast whose identifier is the class's
        /// name, `String(describing: X.self)`, with nothing in its type telling the class dequeued): only its
        /// identifier can become the class's.
        var readsIdentifierOnly = false
        /// The nib of a nib registration, with a nib held in a constant resolved.
        var nib: CallSite.Nib?
        /// What becomes of it, once decided.
        var outcome = SiteOutcome.undecided
    }
}
