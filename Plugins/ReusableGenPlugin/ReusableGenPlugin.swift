import Foundation
import PackagePlugin

// MARK: - ReusableGenPlugin

/// Runs `reusable-gen` over a target's Swift sources and Interface Builder files as one build command, so the
/// generated file is rebuilt only when one of its inputs changes. All logic lives in the tool.
@main
struct ReusableGenPlugin: BuildToolPlugin {
    /// One `.buildCommand` per source target: inputs are its `.swift`, `.xib` and `.storyboard` files and the
    /// configuration file; the output is one Swift file in the plugin work directory.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PluginError("reusable-gen: target '\(target.name)' has no sources; apply ReusableGenPlugin to a Swift source target")
        }
        let files = target.sourceFiles.map(\.url)
        let configuration = PluginInputs.configuration(
            targetDirectory: target.directoryURL, packageDirectory: context.package.directoryURL)
        return [try PluginInputs.command(
            tool: try context.tool(named: "reusable-gen").url,
            targetName: target.name,
            moduleName: target.moduleName,
            files: files,
            configuration: configuration,
            workDirectory: context.pluginWorkDirectoryURL
        )]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ReusableGenPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target. The Swift files are declared as inputs of the command only (never
    /// as outputs or as files the command consumes), so Xcode still compiles them as part of the target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let configuration = PluginInputs.configuration(
            targetDirectory: context.xcodeProject.directoryURL, packageDirectory: context.xcodeProject.directoryURL)
        return [try PluginInputs.command(
            tool: try context.tool(named: "reusable-gen").url,
            targetName: target.displayName,
            moduleName: target.product?.name ?? target.displayName,
            files: files,
            configuration: configuration,
            workDirectory: context.pluginWorkDirectoryURL
        )]
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
              let template = object["template"] as? String, !builtInTemplates.contains(template) else { return [] }
        let url = URL(fileURLWithPath: template, relativeTo: configuration.deletingLastPathComponent()).standardizedFileURL
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
        var arguments = ["--output", output.path, "--module-name", moduleName]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments.append("--")
        arguments += inputs.map(\.path)
        return .buildCommand(
            displayName: "Generating reusable views for \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs + (configuration.map { [$0] + templateFile(configuredIn: $0) } ?? []),
            outputFiles: [output]
        )
    }
}

// MARK: - PluginError

/// An error whose text is shown to the user as is.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
