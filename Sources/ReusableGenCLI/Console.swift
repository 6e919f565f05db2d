import Foundation
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
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) }
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
