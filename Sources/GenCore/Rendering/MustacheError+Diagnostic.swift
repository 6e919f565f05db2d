import Mustache

// MARK: - MustacheError as a diagnostic

extension MustacheError {
    /// The error as a diagnostic whose location's path is the template name: where the template engine's errors
    /// enter GenCore's one kind of report.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(path: templateName, line: line, column: column))
    }
}
