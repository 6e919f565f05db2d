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
        /// Why the site is left as is, once decided.
        var reason: MigrationReason?
        var message = ""
        /// The replacement of `site.name.lowerBound..<replacedEnd`, once decided.
        var replacement: String?
        var replacedEnd = 0
    }
}
