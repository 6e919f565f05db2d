// MARK: - SuppressionComment

/// A `// reusable-gen:disable…` or `// reusable-gen:enable…` comment, read as SwiftLint reads its own: it silences
/// the named checks (or `all`) for the diagnostics reported on the lines it covers.
public struct SuppressionComment: Sendable, Hashable {
    /// What the comment does, as written after `reusable-gen:`.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// `disable`: from this line until an `enable` of the same check (or the end of the file).
        case disable
        /// `enable`: ends a `disable` region from this line on.
        case enable
        /// `disable:next`: the next line with code, and the declaration line its attributes lead to.
        case disableNext = "disable:next"
        /// `disable:this`: the comment's own line.
        case disableThis = "disable:this"
        /// `disable:previous`: the last line with code before the comment.
        case disablePrevious = "disable:previous"
    }

    public var action: Action
    /// The checks named; empty when the comment names `all`.
    public var checks: [DiagnosticCheck]
    /// The lines a `disable:next`, `disable:this` or `disable:previous` covers; for `disable` and `enable`, the
    /// comment's own line.
    public var lines: ClosedRange<Int>

    /// Whether the comment concerns a check.
    public func names(_ check: DiagnosticCheck) -> Bool {
        checks.isEmpty || checks.contains(check)
    }
}
