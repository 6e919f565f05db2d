import Foundation
import PackagePlugin

// MARK: - GenerateReusableCommand

/// `swift package --allow-writing-to-package-directory generate-reusable [--target NAME …]`: writes or refreshes
/// each target's checked-in `<Module>+ReusableGen.swift` in the target's directory, running the same tool as the
/// build plugin. The tool rewrites a file only when its bytes change and never replaces a file it did not write.
/// The input paths travel in a response file in the plugin's work directory, so the command line stays short.
@main
struct GenerateReusableCommand: CommandPlugin {
    /// The input extensions: a copy of GenCore's `InputFileKind.extensions`, which a plugin cannot import
    /// (`PluginTablesTests` fails when the two differ).
    static let inputExtensions = ["swift", "xib", "storyboard"]

    /// Runs the tool for the chosen targets (every source target when none is named).
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let manifest =
            (try? String(
                contentsOf: context.package.directoryURL.appendingPathComponent("Package.swift"), encoding: .utf8))
            ?? ""
        let tool = try context.tool(named: "reusable-gen").url
        for case let target as SourceModuleTarget in targets where target.kind != .test {
            if ManifestText.appliesBuildPlugin(to: target.name, in: manifest) {
                throw CommandError(
                    """
                    reusable-gen: target '\(target.name)' already uses ReusableGenPlugin, which generates its code at \
                    build time; a checked-in copy would declare everything twice. Remove the plugin from the target \
                    or do not run generate-reusable for it.
                    """)
            }
            try run(
                tool, for: target, package: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
        }
    }

    private func run(_ tool: URL, for target: SourceModuleTarget, package: URL, workDirectory: URL) throws {
        let files = target.sourceFiles.map(\.url)
            .filter { Self.inputExtensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        let output = target.directoryURL.appendingPathComponent("\(target.moduleName)+ReusableGen.swift")
        var arguments = ["--output", output.path, "--module-name", target.moduleName]
        let configuration = [target.directoryURL, package]
            .map { $0.appendingPathComponent("reusable-gen.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        if let configuration { arguments += ["--config", configuration.path] }
        let responseFile = workDirectory.appendingPathComponent("\(target.moduleName)+ReusableGen.rsp")
        let inputs = files.filter { $0.standardizedFileURL != output.standardizedFileURL }.map(\.path)
        try ResponseFileWriter.write(["--"] + inputs, to: responseFile)
        arguments.append("@" + responseFile.path)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError(
                "reusable-gen: generating code for target '\(target.name)' failed (see the errors above)")
        }
    }
}

// MARK: - ManifestText

/// Reads the one fact the plugin API does not expose: whether a target in `Package.swift` applies the build plugin.
enum ManifestText {
    /// Whether a declaration named like the target mentions `ReusableGenPlugin`: for each `name: "Target"`, the
    /// text from there to the next target declaration (`.target(`, `.executableTarget(`, `.testTarget(`, …) or the end. `.plugin(`
    /// ends nothing, since plugin usages are spelled with it too.
    static func appliesBuildPlugin(to target: String, in manifest: String) -> Bool {
        var searched = manifest[...]
        while let start = searched.range(of: "name: \"\(target)\"") {
            let rest = manifest[start.upperBound...]
            let end =
                [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(", ".systemLibrary("]
                .compactMap { rest.range(of: $0)?.lowerBound }
                .min() ?? rest.endIndex
            if rest[..<end].contains("ReusableGenPlugin") { return true }
            searched = manifest[start.upperBound...]
        }
        return false
    }
}

// MARK: - ResponseFileWriter

/// Writes the arguments `reusable-gen` reads from an `@FILE` argument, one per line, so that the command line stays
/// short whatever the number of inputs. The same text in both plugins (`PluginTablesTests` compares the copies).
enum ResponseFileWriter {
    /// An argument that one line cannot hold (empty, or with a line break); its text is shown to the user as is.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `arguments` to `file`, only when its content changes, so that the file never re-runs a command by itself.
    static func write(_ arguments: [String], to file: URL) throws {
        if let bad = arguments.first(where: { $0.isEmpty || $0.contains("\n") || $0.contains("\r") }) {
            throw Failure(description: "reusable-gen: cannot pass '\(bad)' in a response file (one argument per line)")
        }
        let data = Data(arguments.map { $0 + "\n" }.joined().utf8)
        if FileManager.default.contents(atPath: file.path) == data { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }
}

// MARK: - CommandError

/// An error whose text is shown to the user as is.
struct CommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
