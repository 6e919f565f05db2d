import Foundation

// MARK: - GenerationResult

/// What one generator run produced: the output text (Swift or JSON) and every diagnostic, sorted.
public struct GenerationResult: Sendable, Hashable {
    /// The generated file's complete text.
    public var output: String
    /// All problems found, in a stable order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error (the CLI then exits 1 and writes nothing).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
