import Foundation
import GenCore
import Testing
@testable import ReusableGenCLI

// MARK: - OutputCapture

/// Collects what a `Console` prints, for exact comparisons.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    /// A console that appends to this capture.
    var console: Console {
        Console(
            output: { text in self.lock.withLock { self.outputText += text } },
            error: { text in self.lock.withLock { self.errorText += text } }
        )
    }

    var output: String { lock.withLock { outputText } }
    var error: String { lock.withLock { errorText } }
}

/// What one in-process run of the tool returned and printed.
struct ToolRun: Equatable {
    var status: ReusableGenCLI.ExitStatus
    var output: String
    var error: String
}

/// Runs the tool in-process with `arguments`.
func runTool(_ arguments: [String]) -> ToolRun {
    let capture = OutputCapture()
    let status = CommandLineTool(console: capture.console).run(arguments)
    return ToolRun(status: status, output: capture.output, error: capture.error)
}

// MARK: - TemporaryDirectory

/// A uniquely named folder under the system's temporary directory, removed when released. Set-up that fails
/// (a folder or file that cannot be made) records an issue at the caller's line, so a test never goes on silently
/// against a folder that is not what it meant.
final class TemporaryDirectory: Sendable {
    let path: String

    init() {
        let name = "reusable-gen-tests-" + UUID().uuidString
        path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        Self.setUp("create the folder \(path)") {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

    /// Runs one set-up step; a failure is recorded as an issue at the test's line.
    static func setUp(
        _ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) {
        do {
            try body()
        } catch {
            Issue.record("cannot \(step): \(error)", sourceLocation: sourceLocation)
        }
    }

    deinit {
        // Restore permissions a test may have removed so that everything can be deleted.
        if let paths = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in paths {
                chmod(path + "/" + relative, 0o755)
            }
        }
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
        // A tree deeper than a path may be long (a test builds one with `openat`) is left by `removeItem`; `rm`
        // removes it folder by folder.
        if FileManager.default.fileExists(atPath: path) {
            let remover = Process()
            remover.executableURL = URL(fileURLWithPath: "/bin/rm")
            remover.arguments = ["-rf", path]
            if (try? remover.run()) != nil { remover.waitUntilExit() }
        }
    }

    /// The absolute path of `relative` inside the folder.
    func callAsFunction(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes a file (creating its folders) and returns its absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String
    {
        let full = self(relative)
        Self.setUp("write \(relative)", sourceLocation: sourceLocation) {
            try FileManager.default.createDirectory(
                atPath: FileSystem.parent(of: full), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return full
    }

    /// Creates a folder (and its parents) and returns its absolute path.
    @discardableResult
    func makeDirectory(_ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let full = self(relative)
        Self.setUp("create the folder \(relative)", sourceLocation: sourceLocation) {
            try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        }
        return full
    }

    /// Creates a symbolic link at `relative` whose stored target is `target`.
    func link(_ relative: String, to target: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        Self.setUp("link \(relative) to \(target)", sourceLocation: sourceLocation) {
            try FileManager.default.createSymbolicLink(atPath: self(relative), withDestinationPath: target)
        }
    }

    /// The bytes of a file, or `nil` when it cannot be read.
    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: self(relative)).map(Array.init)
    }

    /// The names in the folder (or a subfolder), sorted.
    func listing(_ relative: String = "") -> [String] {
        let folder = relative.isEmpty ? path : self(relative)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Sets a file's modification date to a fixed moment in the past, so that a later write is detectable.
    func backdate(_ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        Self.setUp("backdate \(relative)", sourceLocation: sourceLocation) {
            try FileManager.default.setAttributes([.modificationDate: Self.pastDate], ofItemAtPath: self(relative))
        }
    }

    /// A file's modification date.
    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: self(relative)))?[.modificationDate] as? Date
    }

    static let pastDate = Date(timeIntervalSince1970: 1_000_000_000)
}

/// Whether the tests run as the superuser, for whom permission bits do not stop reads or writes.
/// In an exit test's child process: gives up superuser rights (becoming `nobody`), so permission checks apply.
func dropSuperuserPrivileges() {
    guard getuid() == 0 else { return }
    guard setgid(65_534) == 0, setuid(65_534) == 0 else { exit(2) }
}

/// What the placeholder-or-real generator writes first.
let header = GeneratedFile.swiftHeader

// MARK: - Child processes

/// The outcome of one child process: its exit status and everything it printed, standard error included.
struct ProcessRun: Hashable, CustomStringConvertible {
    var status: Int32
    var output: String
    var description: String { "exit \(status)\n\(output)" }

    /// Runs `command` (looked up on `PATH`, as `swift test` found it) with `arguments` in `folder`, and waits for it;
    /// `environment` replaces this process's environment when given.
    static func run(
        _ command: String, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
