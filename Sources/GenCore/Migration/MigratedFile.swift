// MARK: - MigratedFile

/// A Swift file `migrate` changes: its path, its bytes before and after, and the edits between them.
public struct MigratedFile: Sendable, Hashable {
    public var path: String
    public var original: [UInt8]
    public var migrated: [UInt8]
    /// Sorted, non-overlapping.
    public var edits: [MigrationEdit]

    /// Creates a migrated file by applying the edits.
    public init(path: String, original: [UInt8], edits: [MigrationEdit]) {
        self.path = path
        self.original = original
        self.edits = edits.sorted()
        self.migrated = MigrationEdit.apply(self.edits, to: original)
    }
}
