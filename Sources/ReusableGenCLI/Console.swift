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

    /// The process's real standard output and standard error, written unbuffered.
    public static let standardStreams = Console(
        output: { writeAll($0, to: STDOUT_FILENO) },
        error: { writeAll($0, to: STDERR_FILENO) }
    )

    /// Writes all of `text`; a stream that fails (closed, full) is given up on quietly, since there is nowhere left
    /// to say so.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { PathOperations.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
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
