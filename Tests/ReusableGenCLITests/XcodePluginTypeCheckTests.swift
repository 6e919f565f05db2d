import Foundation
import Testing

/// The Xcode flavour of the plugins (`#if canImport(XcodeProjectPlugin)`) compiles only inside Xcode, which no machine
/// of this project has. These tests build the stand-in `XcodeProjectPlugin` module (`Tests/Fixtures/XcodeProjectPlugin`,
/// written from Apple's documented API) against the toolchain's `PackagePlugin` and type-check every plugin with it
/// importable, the way SwiftPM compiles a plugin, with warnings as errors.
@Suite struct XcodePluginTypeCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let standIn = repository.appendingPathComponent("Tests/Fixtures/XcodeProjectPlugin/XcodeProjectPlugin.swift")

    /// The outcome of one compiler run: exit status and everything it printed.
    typealias Run = ProcessRun

    /// Runs `swiftc` (the one on `PATH`, as `swift test` found it) with `arguments`.
    static func swiftc(_ arguments: [String]) throws -> Run {
        try ProcessRun.run("swiftc", arguments)
    }

    /// The flags SwiftPM compiles a plugin with that decide what it sees (`DefaultPluginScriptRunner`): the language
    /// mode and PackagePlugin API of the package's tools version, and the toolchain's plugin API modules.
    static func pluginFlags() throws -> [String] {
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let prefix = "// swift-tools-version: "
        let firstLine = String(manifest.prefix { $0 != "\n" })
        let toolsVersion = try #require(firstLine.hasPrefix(prefix) ? String(firstLine.dropFirst(prefix.count)) : nil)
        let languageMode = try #require(toolsVersion.split(separator: ".").first.map(String.init))
        return [
            "-parse-as-library", "-swift-version", languageMode, "-package-description-version", toolsVersion,
            "-warnings-as-errors",
        ] + (try pluginAPISearchPaths())
    }

    /// Where the toolchain keeps `PackagePlugin`: `lib/swift/pm/PluginAPI` beside the runtime resources, as a module
    /// (Linux, swift.org toolchains) or a framework (Xcode's toolchain).
    static func pluginAPISearchPaths() throws -> [String] {
        let info = try swiftc(["-print-target-info"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        let paths = try #require(json["paths"] as? [String: Any])
        let resources = try #require(paths["runtimeResourcePath"] as? String)
        let pluginAPI = URL(fileURLWithPath: resources).appendingPathComponent("pm/PluginAPI")
        if FileManager.default.fileExists(atPath: pluginAPI.appendingPathComponent("PackagePlugin.framework").path) {
            return ["-F", pluginAPI.path]
        }
        #expect(
            FileManager.default.fileExists(atPath: pluginAPI.appendingPathComponent("PackagePlugin.swiftmodule").path),
            "no PackagePlugin module in \(pluginAPI.path)")
        return ["-I", pluginAPI.path]
    }

    /// Builds the stand-in module into a new temporary folder and returns the folder.
    static func buildStandIn() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("xcode-project-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try swiftc(
            ["-emit-module", "-module-name", "XcodeProjectPlugin"] + pluginFlags() + [
                "-emit-module-path", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, standIn.path,
            ])
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "", "\(run)")
        return folder
    }

    /// The Swift files of one plugin target.
    static func sources(ofPlugin plugin: String) throws -> [String] {
        let folder = repository.appendingPathComponent("Plugins").appendingPathComponent(plugin)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Type-checks `files` as the plugin module `name`, with the stand-in in `standIn` importable when given.
    static func typeCheck(_ files: [String], as name: String, standIn: URL?) throws -> Run {
        try swiftc(
            ["-typecheck", "-module-name", name] + pluginFlags() + (standIn.map { ["-I", $0.path] } ?? []) + files)
    }

    @Test(arguments: ["ReusableGenPlugin", "GenerateReusableCommand"])
    func pluginTypeChecksWithXcodeProjectPluginImportable(plugin: String) throws {
        let standIn = try Self.buildStandIn()
        defer { try? FileManager.default.removeItem(at: standIn) }
        let run = try Self.typeCheck(try Self.sources(ofPlugin: plugin), as: plugin, standIn: standIn)
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "", "\(run)")
    }

    /// A mistake inside the build plugin's `#if canImport(XcodeProjectPlugin)` branch fails with the stand-in and
    /// passes without it: the branch is compiled against the stand-in, not skipped.
    @Test func theXcodeBranchIsWhatGetsChecked() throws {
        let standIn = try Self.buildStandIn()
        defer { try? FileManager.default.removeItem(at: standIn) }
        let original = try #require(try Self.sources(ofPlugin: "ReusableGenPlugin").first)
        let text = try String(contentsOfFile: original, encoding: .utf8)
        let branch = try #require(text.range(of: "#if canImport(XcodeProjectPlugin)"))
        let end = try #require(text.range(of: "#endif", range: branch.upperBound..<text.endIndex))
        let inside = String(text[branch.upperBound..<end.lowerBound])
        #expect(inside.components(separatedBy: "target.inputFiles").count == 2)
        let mutant = standIn.appendingPathComponent("ReusableGenPlugin.swift")
        let mutated =
            text[..<branch.upperBound] + inside.replacingOccurrences(of: "target.inputFiles", with: "target.inputFilez")
            + text[end.lowerBound...]
        try mutated.write(to: mutant, atomically: true, encoding: .utf8)

        let withStandIn = try Self.typeCheck([mutant.path], as: "ReusableGenPlugin", standIn: standIn)
        #expect(withStandIn.status == 1, "\(withStandIn)")
        #expect(
            withStandIn.output.contains("error: value of type 'XcodeTarget' has no member 'inputFilez'"),
            "\(withStandIn)")
        let without = try Self.typeCheck([mutant.path], as: "ReusableGenPlugin", standIn: nil)
        #expect(without.status == 0, "\(without)")
        #expect(without.output == "", "\(without)")
    }
}
