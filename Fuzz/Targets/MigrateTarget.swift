// MARK: - MigrateTarget

/// `reusable-gen migrate` on Swift sources (split at NUL bytes into up to three files): nothing may crash, every site
/// found is rewritten or left with a note, and every changed file is its original with sorted, non-overlapping edits
/// inside it, which the diff renders.
enum MigrateTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let files = FuzzInput.parts(bytes, limit: 3).enumerated().map { index, text in
            InputFile(path: "File\(index).swift", bytes: Array(text.utf8))
        }
        let plan = Migration.plan(GenerationInput(swiftFiles: files))
        let left = plan.sitesLeft.values.reduce(0, +)
        FuzzCheck.require(plan.sitesFound == plan.sitesRewritten + left, "sites found are not rewritten plus left")
        FuzzCheck.require(plan.notes.count == left, "\(left) sites left with \(plan.notes.count) notes")
        for file in plan.files {
            var position = 0
            for edit in file.edits {
                FuzzCheck.require(
                    edit.range.lowerBound >= position && edit.range.upperBound <= file.original.count,
                    "an edit of \(file.path) overlaps another or leaves the file")
                position = edit.range.upperBound
            }
            FuzzCheck.require(file.migrated != file.original, "\(file.path) is listed but unchanged")
            FuzzCheck.require(!MigrationDiff.diff(file).isEmpty, "no diff for \(file.path)")
        }
    }
}
