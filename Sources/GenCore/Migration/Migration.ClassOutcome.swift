// MARK: - Migration.ClassOutcome

extension Migration {
    /// What becomes of one class with string-typed sites: it adopts (unless a later phase finds why not), or it is
    /// left as is with a reason, and its sites with it.
    enum ClassOutcome: Hashable {
        case adopts
        case left(Leave)

        /// Why it is left, when it is.
        var leave: Leave? {
            if case .left(let leave) = self { leave } else { nil }
        }

        var isAdopting: Bool { self == .adopts }
    }
}
