// MARK: - Positions

/// A tag's position in its template: the template's name, a 1-based line and a 1-based UTF-8 column.
struct MustachePosition: Sendable, Equatable {
    var templateName: String
    var line: Int
    var column: Int

    /// An error at this position.
    func error(_ message: String) -> MustacheError {
        MustacheError(templateName: templateName, line: line, column: column, message: message)
    }
}
