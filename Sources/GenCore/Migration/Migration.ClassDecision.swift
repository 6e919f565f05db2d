// MARK: - Migration.ClassDecision

extension Migration {
    /// What the run decided for one class with string-typed sites.
    struct ClassDecision {
        var name: String
        /// The one identifier all its sites use, when they do.
        var identifier: String?
        /// The identifier to declare in the class (`static let reuseIdentifier = "…"`) when it is not the one the
        /// generated code would give it.
        var customIdentifier: String?
        /// Whether it is registered by nib (then it needs `NibLoadable`).
        var needsNib = false
        /// Whether it adopts, or why it and its sites are left as is.
        var outcome = ClassOutcome.adopts
        /// Whether migrate adds the mixin to this class (not inherited, not already adopted).
        var addsConformance = false
    }
}
