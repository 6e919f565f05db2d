import Foundation
import PackagePlugin

// MARK: - ReusableGenPlugin

/// Runs `reusable-gen` over a target's Swift sources and Interface Builder files as one build command, so the
/// generated file is rebuilt only when one of its inputs changes. The input paths travel in a response file, so the
/// command line stays short for any target size. All logic lives in the tool.
@main
struct ReusableGenPlugin: BuildToolPlugin {
    /// One `.buildCommand` per source target: inputs are its `.swift`, `.xib` and `.storyboard` files and the
    /// configuration file; the output is one Swift file in the plugin work directory.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PluginError(
                "reusable-gen: target '\(target.name)' has no sources; apply ReusableGenPlugin to a Swift source target"
            )
        }
        let files = target.sourceFiles.map(\.url)
        let configuration = PluginInputs.configuration(
            targetDirectory: target.directoryURL, packageDirectory: context.package.directoryURL)
        return [
            try PluginInputs.command(
                tool: try context.tool(named: "reusable-gen").url,
                targetName: target.name,
                moduleName: target.moduleName,
                files: files,
                configuration: configuration,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ReusableGenPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target, its inputs being the target's files (Sources and Resources phases).
    /// Xcode 14.x is reported to stop compiling Swift files that a build command lists as inputs; see docs/xcode.md.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let configuration = PluginInputs.configuration(
            targetDirectory: context.xcodeProject.directoryURL, packageDirectory: context.xcodeProject.directoryURL)
        return [
            try PluginInputs.command(
                tool: try context.tool(named: "reusable-gen").url,
                targetName: target.displayName,
                moduleName: target.product?.name ?? target.displayName,
                files: files,
                configuration: configuration,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }
}
#endif

// MARK: - PluginInputs

/// What both plugin flavours compute from a target: its inputs and the tool invocation.
enum PluginInputs {
    /// The name of the configuration file looked up in the target directory, then the package directory.
    static let configurationFileName = "reusable-gen.json"
    /// The input extensions: a copy of GenCore's `InputFileKind.extensions`, which a plugin cannot import
    /// (`PluginTablesTests` fails when the two differ).
    static let inputExtensions = ["swift", "xib", "storyboard"]
    /// The built-in template names: a copy of GenCore's `BuiltInTemplate.names` (`PluginTablesTests` compares them).
    static let builtInTemplates = ["uikit", "appkit"]

    /// The configuration file that applies to a target, if any.
    static func configuration(targetDirectory: URL, packageDirectory: URL) -> URL? {
        [targetDirectory, packageDirectory]
            .map { $0.appendingPathComponent(configurationFileName) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The user template a configuration file names (a path relative to the file, not a built-in name), so that
    /// editing the template re-runs the tool. The tool itself validates the file and reports its errors.
    static func templateFile(configuredIn configuration: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: configuration.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let template = object["template"] as? String, !builtInTemplates.contains(template)
        else { return [] }
        let url = URL(fileURLWithPath: template, relativeTo: configuration.deletingLastPathComponent())
            .standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path) ? [url] : []
    }

    /// The build command that writes `<Target>+ReusableGen.swift` into the work directory.
    static func command(
        tool: URL, targetName: String, moduleName: String, files: [URL], configuration: URL?, workDirectory: URL
    ) throws -> Command {
        let inputs = files.filter { inputExtensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard inputs.contains(where: { $0.pathExtension == "swift" }) else {
            throw PluginError("reusable-gen: target '\(targetName)' has no Swift sources to generate code for")
        }
        let output = workDirectory.appendingPathComponent("\(moduleName)+ReusableGen.swift")
        let responseFile = workDirectory.appendingPathComponent("\(moduleName)+ReusableGen.rsp")
        try ResponseFileWriter.write(["--"] + inputs.map(\.path), to: responseFile)
        var arguments = ["--output", output.path, "--module-name", moduleName]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments.append("@" + responseFile.path)
        return .buildCommand(
            displayName: "Generating reusable views for \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs + (configuration.map { [$0] + templateFile(configuredIn: $0) } ?? []) + [responseFile],
            outputFiles: [output]
        )
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

// MARK: - PluginError

/// An error whose text is shown to the user as is.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
