import Foundation
import Testing

/// The `reusable-gen` executable `swift build` made beside the test bundle, run as a process of its own.
enum BuiltTool {
    /// Where the tool is.
    static var url: URL {
        #if os(macOS)
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("reusable-gen")
        #else
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .deletingLastPathComponent().appendingPathComponent("reusable-gen")
        #endif
    }

    /// The tool's path; the calling test fails when there is no tool there.
    static func path() throws -> String {
        let path = url.path
        try #require(FileManager.default.isExecutableFile(atPath: path), "no tool at \(path)")
        return path
    }

    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `command` with `arguments` through `/bin/sh`, after `ulimit -s 512` with `smallStacks`.
    static func run(_ command: String, _ arguments: [String], smallStacks: Bool = false) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let limit = smallStacks ? "ulimit -s 512 && " : ""
        process.arguments = ["-c", limit + #"exec "$0" "$@""#, command] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // The tool prints little; reading one pipe to its end before the other cannot fill the other.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
