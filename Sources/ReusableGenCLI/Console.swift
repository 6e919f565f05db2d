#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
            guard !writeAll(text, to: STDOUT_FILENO) else { return }
            let reason = FileSystemError.current().reason
            let diagnostic = Diagnostic(.error, "cannot write to standard output: \(reason)", at: nil)
            _ = writeAll(diagnostic.formatted + "\n", to: STDERR_FILENO)
            exit(ExitStatus.failure.rawValue)
        },
        error: { _ = writeAll($0, to: STDERR_FILENO) }
    )

    /// Writes all of `text`; `false` when a write fails.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { PathOperations.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

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
