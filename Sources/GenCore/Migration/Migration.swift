// MARK: - Migration

/// `reusable-gen migrate`: rewrites string-typed registrations and dequeues into the typed API and adds
/// `Reusable` / `NibReusable` to their classes, only where the result provably behaves the same; everything else
/// is left as is with a note naming the reason (`MigrationReason`). Pure: sources in, edits and notes out.
///
/// Decisions, each pinned by a before/after fixture:
/// - A class is adopted when all its string-typed sites use one identifier, known from the tokens (a literal,
///   `String(describing: X.self)`, or a `reuseIdentifier` member with a literal value), equal to what the generated
///   code will use (the class's literal `reuseIdentifier`, else its bare name), not used by another class, a
///   registration of an unnamed class or a storyboard prototype, and never dequeued without an index path.
/// - A nib registration is accepted for `UINib(nibName: <the class's nib name>, bundle: b)` when `--bundle`
///   reproduces `b`, or for `X.nib`; the class's XIB must not set another reuse identifier; registering by class
///   and by nib blocks the class (the typed register picks one by `NibLoadable`).
/// - The mixin goes on the topmost adopted class of a hierarchy; a subclass that would inherit the other
///   nib-ness is left as is.
/// - `as!` sites become the typed calls; `as?` keeps its optionality for header-footer views (the typed API
///   returns an optional) and is left as is for cells and supplementary views.
/// - The result is verified: the migrated sources are scanned again and each adopted class must resolve to the
///   mixin and identifier planned (else `migrate-unverified`) and pass reusable-gen's build-time Interface Builder
///   checks (else `migrate-fails-build-check`), or it is left as is.
public enum Migration {
    /// Plans the migration of the input's Swift sources (reusable-gen's own generated files are skipped) with its
    /// Interface Builder documents: the same input `Generator.generate(_:)` takes (its `diagnostics` are not
    /// repeated in the plan's notes).
    public static func plan(_ input: GenerationInput) -> MigrationPlan {
        let facts = Facts(input)
        var run = Run(facts)
        var plan = run.plan()
        plan.notes = (plan.notes + facts.readerNotes).sorted()
        return plan
    }
}
