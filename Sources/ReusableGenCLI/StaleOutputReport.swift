import GenCore

// MARK: - StaleOutputReport

/// What `--check` prints when the output file is not what a run would write: that it is missing, or a
/// unified-diff-style summary of the differences, capped so that a CI log stays readable.
public enum StaleOutputReport {
    /// The most diff lines shown; the rest are counted.
    public static let maximumDiffLines = 100
    /// Lines of unchanged context around each change.
    static let contextLines = 3
    /// Above this many cells the line matching falls back to "all removed, all added" for the changed middle.
    static let maximumMatchingCells = 4_000_000

    /// The report for `existing` against the `generated` bytes, or `nil` when they are identical: the error line
    /// (for standard error) and the diff (for standard output; empty when the file is missing).
    public static func report(
        path: String, existing: ExistingOutput, generated: [UInt8]
    ) -> (error: String, diff: String)? {
        guard case .contents(let old) = existing else {
            return (
                "reusable-gen: error: '\(path)' does not exist; run reusable-gen without --check to create it\n", ""
            )
        }
        if old == generated { return nil }
        return (
            "reusable-gen: error: '\(path)' is out of date; run reusable-gen without --check to update it\n",
            diff(old: lines(old), new: lines(generated), path: path)
        )
    }

    // MARK: - Diff

    /// A unified diff of two line lists, headed by `path`, with at most `maximumDiffLines` body lines.
    static func diff(old: [String], new: [String], path: String) -> String {
        let edits = editScript(old: old, new: new)
        let hunks = self.hunks(edits)
        var output = ["--- \(path) (on disk)", "+++ \(path) (generated)"]
        if hunks.isEmpty {
            output.append("(the lines are equal; the files differ in line endings, the final newline or invalid UTF-8)")
            return output.joined(separator: "\n") + "\n"
        }
        var body: [String] = []
        for hunk in hunks {
            body.append("@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@")
            body.append(contentsOf: hunk.lines)
        }
        if body.count > maximumDiffLines {
            let hidden = body[maximumDiffLines...].filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
            body = Array(body[..<maximumDiffLines])
            body.append("... \(hidden) more changed line\(hidden == 1 ? "" : "s") not shown")
        }
        return (output + body).joined(separator: "\n") + "\n"
    }

    private enum Edit: Equatable {
        case same(String), removed(String), added(String)

        var isSame: Bool {
            if case .same = self { return true }
            return false
        }
    }

    private struct Hunk {
        var oldStart = 0, oldCount = 0, newStart = 0, newCount = 0
        var lines: [String] = []
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    private static func editScript(old: [String], new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edits = old[..<prefix].map(Edit.same)
        if a.count * b.count > maximumMatchingCells || a.isEmpty || b.isEmpty {
            edits += a.map(Edit.removed) + b.map(Edit.added)
        } else {
            edits += matched(a, b)
        }
        edits += old[(old.count - suffix)...].map(Edit.same)
        return edits
    }

    /// The edits between two line lists by longest common subsequence.
    private static func matched(_ a: [String], _ b: [String]) -> [Edit] {
        let width = b.count + 1
        var table = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i * width + j] =
                    a[i] == b[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                edits.append(.removed(a[i])); i += 1
            } else {
                edits.append(.added(b[j])); j += 1
            }
        }
        return edits
    }

    private static func hunks(_ edits: [Edit]) -> [Hunk] {
        let changed = edits.indices.filter { !edits[$0].isSame }
        guard let first = changed.first else { return [] }
        // Group changes whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        var start = first, end = first
        for index in changed.dropFirst() {
            if index - end > 2 * contextLines {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        // Line numbers before each edit.
        var oldLine = [Int](), newLine = [Int]()
        var o = 0, n = 0
        for edit in edits {
            oldLine.append(o); newLine.append(n)
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        return groups.map { group in
            let lower = max(0, group.lowerBound - contextLines)
            let upper = min(edits.count - 1, group.upperBound + contextLines)
            var hunk = Hunk(oldStart: oldLine[lower], newStart: newLine[lower])
            for edit in edits[lower...upper] {
                switch edit {
                case .same(let line): hunk.lines.append(" " + line); hunk.oldCount += 1; hunk.newCount += 1
                case .removed(let line): hunk.lines.append("-" + line); hunk.oldCount += 1
                case .added(let line): hunk.lines.append("+" + line); hunk.newCount += 1
                }
            }
            return hunk
        }
    }
}
