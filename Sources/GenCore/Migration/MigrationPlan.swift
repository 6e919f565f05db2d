// MARK: - MigrationPlan

/// What `migrate` would do: the changed files, the classes adopted, the notes for what it left as is, and counts.
public struct MigrationPlan: Sendable, Hashable {
    /// Changed files only, sorted by path.
    public var files: [MigratedFile] = []
    /// Sorted by class name.
    public var adoptions: [MigrationAdoption] = []
    /// One note per site left as is, plus problems reading the inputs; sorted.
    public var notes: [Diagnostic] = []
    /// String-typed registrations and dequeues found.
    public var sitesFound = 0
    public var sitesRewritten = 0
    /// Sites left as is, by reason.
    public var sitesLeft: [MigrationReason: Int] = [:]

    /// Creates an empty plan.
    public init() {}

    /// Whether there is nothing to change.
    public var isEmpty: Bool { files.isEmpty }

    /// `migrate: 3 classes adopted, 7 sites rewritten, 2 sites left as is (1 migrate-…, 1 migrate-…)`.
    public var summary: String {
        let adopted = adoptions.filter(\.addsConformance).count
        let left = sitesLeft.values.reduce(0, +)
        var text =
            "migrate: \(sitesFound) string-typed site\(sitesFound == 1 ? "" : "s") found, "
            + "\(adopted) class\(adopted == 1 ? "" : "es") adopted, "
            + "\(sitesRewritten) site\(sitesRewritten == 1 ? "" : "s") rewritten, \(left) left as is"
        if left > 0 {
            text +=
                " ("
                + sitesLeft.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
                + ")"
        }
        return text
    }
}
