// MARK: - GenerationResult

/// What one generator run produced: the output text (Swift or JSON) and every diagnostic, sorted.
public struct GenerationResult: Sendable, Hashable {
    /// The generated file's complete text.
    public var output: String
    /// All problems found, in a stable order.
    public var diagnostics: [Diagnostic]
    /// The model the output was made from.
    public var model: Model

    /// Whether any diagnostic is an error (the CLI then exits 1, and writes nothing unless the format is JSON).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
