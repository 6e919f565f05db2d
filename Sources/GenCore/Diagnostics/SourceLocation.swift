// MARK: - SourceLocation

/// A position in an input file: the path as the user gave it, a 1-based line and a 1-based column in UTF-8 bytes.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int

    /// Creates a location; `line` and `column` are 1-based, the column counted in UTF-8 bytes.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
