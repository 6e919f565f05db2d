import Foundation

/// One diagnostic printed by `swiftc`.
struct CompilerDiagnostic: Hashable {
    /// The file's path as printed.
    var path: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int
    /// `error` or `warning` (notes and remarks are not kept).
    var severity: String
    /// The message.
    var message: String
}

/// Runs programs and the Swift compiler.
enum Shell {
    /// Runs a program, returning its exit status and its standard output and error together.
    static func run(_ executable: String, _ arguments: [String], directory: String? = nil) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "cannot run \(executable): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The path of a program found on `PATH`.
    static func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// The Swift compiler, type-checking against the stand-in modules.
struct Compiler {
    /// The `swiftc` executable.
    let swiftc: String
    /// The folder holding the stand-in modules (`UIKit.swiftmodule`, `Reusable.swiftmodule`).
    let moduleFolder: String

    /// Compiles a stand-in module from its sources into the module folder.
    func buildModule(name: String, sources: [String], swiftVersion: String) -> (Bool, String) {
        let arguments =
            [
                "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", swiftVersion,
                "-I", moduleFolder, "-emit-module-path", "\(moduleFolder)/\(name).swiftmodule",
            ] + sources
        let (status, output) = Shell.run(swiftc, arguments, directory: moduleFolder)
        return (status == 0, output)
    }

    /// Type-checks files as one module and returns the errors and warnings.
    func typecheck(files: [String], swiftVersion: String) -> [CompilerDiagnostic] {
        let arguments =
            [
                "-typecheck", "-module-name", "SkeletonApp", "-swift-version", swiftVersion, "-I", moduleFolder,
                "-D", "DEBUG", "-j2", "-continue-building-after-errors",
            ] + files
        let (_, output) = Shell.run(swiftc, arguments)
        return Self.parse(output)
    }

    /// Parses `path:line:column: severity: message` lines.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        var seen: Set<CompilerDiagnostic> = []
        for line in output.split(separator: "\n") {
            for severity in ["error", "warning"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                    let column = Int(location[location.count - 1])
                else { continue }
                let path = location.dropLast(2).joined(separator: ":")
                let diagnostic = CompilerDiagnostic(
                    path: path, line: lineNumber, column: column, severity: severity,
                    message: String(line[marker.upperBound...]))
                if seen.insert(diagnostic).inserted { result.append(diagnostic) }
                break
            }
        }
        return result
    }
}
