// MARK: - MustacheError

/// A template syntax or rendering error, located at the offending tag of the named template.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the template or partial the error is in, such as `uikit.mustache`.
    public var templateName: String
    /// The 1-based line of the offending tag.
    public var line: Int
    /// The 1-based column of the offending tag, counted in UTF-8 bytes.
    public var column: Int
    /// What is wrong, without location, such as `unclosed section 'types'`.
    public var message: String

    /// Creates an error at a position of a template.
    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as a compiler prints it: `uikit.mustache:12:5: error: unclosed section 'types'`.
    public var description: String { "\(templateName):\(line):\(column): error: \(message)" }
}
