// MARK: - MigrationEdit

/// One replacement in a file: the bytes `range` become `replacement` (an insertion when the range is empty).
public struct MigrationEdit: Sendable, Hashable, Comparable {
    public var range: Range<Int>
    public var replacement: String

    /// Creates an edit.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func < (lhs: MigrationEdit, rhs: MigrationEdit) -> Bool {
        (lhs.range.lowerBound, lhs.range.upperBound) < (rhs.range.lowerBound, rhs.range.upperBound)
    }

    /// The bytes with the edits applied; the edits must not overlap.
    public static func apply(_ edits: [MigrationEdit], to bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 16)
        var position = 0
        for edit in edits.sorted() {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return output
    }
}
