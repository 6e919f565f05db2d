import Testing
@testable import GenCore

// MARK: - MigrationDiffTests

/// The diff's headers name the file so that `patch -p0` finds it.
@Suite struct MigrationDiffTests {
    /// One edit of the second line of a three-line file.
    private func diff(path: String) -> String {
        let original = Array("one\ntwo\nthree\n".utf8)
        let edit = MigrationEdit(range: 4..<7, replacement: "TWO")
        return MigrationDiff.diff(MigratedFile(path: path, original: original, edits: [edit]))
    }

    @Test func aPathWithoutSpacesIsWrittenAsItIs() {
        #expect(
            diff(path: "Sources/App/Cells.swift")
                == "--- Sources/App/Cells.swift\n+++ Sources/App/Cells.swift\n@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three\n"
        )
    }

    /// `patch` takes a name up to white space unless a tab ends it (`diff -u` writes one before its timestamp).
    @Test func aPathWithSpacesEndsWithATab() {
        #expect(
            diff(path: "My App/Cells.swift").hasPrefix(
                "--- My App/Cells.swift\t\n+++ My App/Cells.swift\t\n@@ -1,3 +1,3 @@\n"))
    }
}
