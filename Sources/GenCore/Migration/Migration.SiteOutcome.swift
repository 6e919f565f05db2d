// MARK: - Migration.SiteOutcome

extension Migration {
    /// What becomes of one string-typed site: not decided yet (a phase after decides), rewritten by one edit, or left
    /// as is with a reason.
    enum SiteOutcome: Hashable {
        case undecided
        case rewritten(MigrationEdit)
        case left(Leave)

        /// The edit, when rewritten.
        var edit: MigrationEdit? {
            if case .rewritten(let edit) = self { edit } else { nil }
        }

        /// Why it is left, when it is.
        var leave: Leave? {
            if case .left(let leave) = self { leave } else { nil }
        }

        var isUndecided: Bool { self == .undecided }
    }
}
