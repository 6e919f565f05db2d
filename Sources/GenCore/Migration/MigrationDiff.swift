// MARK: - MigrationDiff

/// The unified diff of a migrated file (`diff -u` format, `patch -p0` applies it), built from the edits
/// themselves rather than by comparing lines, with three lines of context.
public enum MigrationDiff {
    /// Lines of unchanged context around each change.
    static let contextLines = 3

    /// The diff of one file, headed `--- path` / `+++ path`.
    public static func diff(_ file: MigratedFile) -> String {
        let old = Lines(file.original)
        // Changed blocks: runs of old lines touched by edits, with the edits inside them.
        var blocks: [(first: Int, last: Int, edits: [MigrationEdit])] = []
        for edit in file.edits {
            let first = old.line(containing: edit.range.lowerBound)
            let last = edit.range.isEmpty ? first : old.line(containing: edit.range.upperBound - 1)
            if let previous = blocks.last, first <= previous.last + 1 {
                blocks[blocks.count - 1].last = max(previous.last, last)
                blocks[blocks.count - 1].edits.append(edit)
            } else {
                blocks.append((first, last, [edit]))
            }
        }
        // `patch` reads a name up to white space unless a tab ends it, as the tab before `diff -u`'s timestamp does.
        let name = file.path.contains(where: \.isWhitespace) ? file.path + "\t" : file.path
        var output = "--- \(name)\n+++ \(name)\n"
        var delta = 0
        var position = 0
        while position < blocks.count {
            var end = position
            while end + 1 < blocks.count, blocks[end + 1].first - blocks[end].last - 1 <= 2 * contextLines { end += 1 }
            let start = max(0, blocks[position].first - contextLines)
            let stop = min(old.count - 1, blocks[end].last + contextLines)
            var body = ""
            var newCount = 0
            var line = start
            for block in blocks[position...end] {
                while line < block.first { body += " " + old.text(line); newCount += 1; line += 1 }
                let blockStart = old.start(block.first)
                let blockEnd = old.end(block.last)
                var replaced = Array(file.original[blockStart..<blockEnd])
                for edit in block.edits.reversed() {
                    replaced.replaceSubrange(
                        (edit.range.lowerBound - blockStart)..<(edit.range.upperBound - blockStart),
                        with: Array(edit.replacement.utf8))
                }
                for oldLine in block.first...block.last { body += "-" + old.text(oldLine) }
                let new = Lines(replaced)
                for newLine in 0..<new.count { body += "+" + new.text(newLine) }
                newCount += new.count
                line = block.last + 1
            }
            while line <= stop { body += " " + old.text(line); newCount += 1; line += 1 }
            let oldCount = stop - start + 1
            output += "@@ -\(start + 1),\(oldCount) +\(start + 1 + delta),\(newCount) @@\n" + body
            delta += newCount - oldCount
            position = end + 1
        }
        return output
    }

    /// A file's lines by byte offsets; each line's text keeps its line break, and the last line without one is
    /// followed by `\ No newline at end of file`.
    struct Lines {
        let bytes: [UInt8]
        let starts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
                starts.append(offset + 1)
            }
            self.starts = bytes.isEmpty ? [] : starts
        }

        var count: Int { starts.count }

        func start(_ line: Int) -> Int { starts[line] }

        func end(_ line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : bytes.count }

        /// The line holding a byte offset (the last line for an offset at the end).
        func line(containing offset: Int) -> Int {
            var low = 0
            var high = max(0, starts.count - 1)
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }

        func text(_ line: Int) -> String {
            let text = String(decoding: bytes[start(line)..<end(line)], as: UTF8.self)
            return text.hasSuffix("\n") ? text : text + "\n\\ No newline at end of file\n"
        }
    }
}
