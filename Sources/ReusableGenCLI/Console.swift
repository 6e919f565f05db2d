import GenCore

// MARK: - Console

/// The two places the tool prints to, standard output and standard error, passed as a value so that tests
/// can capture what a run prints.
public struct Console: Sendable {
    /// Receives text meant for standard output (the generated file when no `--output` is given, progress lines).
    public let writeOutput: @Sendable (String) -> Void
    /// Receives text meant for standard error (diagnostics and usage errors).
    public let writeError: @Sendable (String) -> Void

    /// Creates a console from two sinks; each receives text exactly as it should appear, newlines included.
    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.writeOutput = output
        self.writeError = error
    }

    /// The process's real standard output and standard error, written unbuffered. When standard output cannot be
    /// written (closed, a full disk), the run cannot deliver what it made: standard error says so and the process
    /// exits with a failure; a failure of standard error itself is given up on quietly, there being nowhere to say so.
    public static let standardStreams = Console(
        output: { text in
            guard let error = FileSystem.writeStandard(text, toError: false) else { return }
            let diagnostic = Diagnostic(.error, "cannot write to standard output: \(error.reason)", at: nil)
            _ = FileSystem.writeStandard(diagnostic.formatted + "\n", toError: true)
            FileSystem.exitProcess(.failure)
        },
        error: { _ = FileSystem.writeStandard($0, toError: true) }
    )

    // MARK: - Printing

    /// Prints one line (a newline is appended) to standard output.
    public func printOutput(_ line: String) {
        writeOutput(line + "\n")
    }

    /// Prints one line (a newline is appended) to standard error.
    public func printError(_ line: String) {
        writeError(line + "\n")
    }
}
