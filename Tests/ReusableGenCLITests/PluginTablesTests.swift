import Foundation
import GenCore
import Testing

/// The plugins cannot import GenCore or each other, so each keeps a copy of the tables and helpers it needs; these
/// tests fail when a copy drifts from its one source (`InputFileKind`, `BuiltInTemplate`, the build plugin's writer).
@Suite struct PluginTablesTests {
    static let plugins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Plugins")

    /// The string array assigned to `static let <name> = [...]` in a plugin's source, in order.
    static func table(_ name: String, in plugin: String) throws -> [String] {
        let text = try String(contentsOf: plugins.appendingPathComponent(plugin), encoding: .utf8)
        let declaration = "static let \(name) = ["
        let start = try #require(text.range(of: declaration), "\(plugin) declares no \(name)")
        let end = try #require(text[start.upperBound...].firstIndex(of: "]"))
        #expect(text.components(separatedBy: declaration).count == 2, "\(plugin) declares \(name) more than once")
        return text[start.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    @Test(arguments: [
        "ReusableGenPlugin/ReusableGenPlugin.swift", "GenerateReusableCommand/GenerateReusableCommand.swift",
    ])
    func pluginInputExtensionsAreGenCores(plugin: String) throws {
        #expect(try Self.table("inputExtensions", in: plugin) == InputFileKind.extensions)
    }

    @Test func buildPluginBuiltInTemplatesAreGenCores() throws {
        #expect(
            try Self.table("builtInTemplates", in: "ReusableGenPlugin/ReusableGenPlugin.swift") == BuiltInTemplate.names
        )
    }

    /// The text from `// MARK: - <name>` to the next `// MARK: -` in a plugin's source.
    static func section(_ name: String, in plugin: String) throws -> Substring {
        let text = try String(contentsOf: plugins.appendingPathComponent(plugin), encoding: .utf8)
        let start = try #require(text.range(of: "// MARK: - \(name)\n"), "\(plugin) has no \(name) section")
        let end = text[start.upperBound...].range(of: "// MARK: - ")?.lowerBound ?? text.endIndex
        return text[start.lowerBound..<end]
    }

    @Test func bothPluginsWriteResponseFilesWithTheSameCode() throws {
        let build = try Self.section("ResponseFileWriter", in: "ReusableGenPlugin/ReusableGenPlugin.swift")
        let command = try Self.section(
            "ResponseFileWriter", in: "GenerateReusableCommand/GenerateReusableCommand.swift")
        #expect(build.contains("static func write(_ arguments: [String], to file: URL) throws {"))
        #expect(build == command)
    }
}
