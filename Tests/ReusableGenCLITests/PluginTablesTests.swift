import Foundation
import GenCore
import Testing

/// The plugins cannot import GenCore, so each keeps a copy of the tables it needs; these tests fail when a copy
/// drifts from GenCore's one source (`InputFileKind`, `BuiltInTemplate`).
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

    @Test(arguments: ["ReusableGenPlugin/ReusableGenPlugin.swift", "GenerateReusableCommand/GenerateReusableCommand.swift"])
    func pluginInputExtensionsAreGenCores(plugin: String) throws {
        #expect(try Self.table("inputExtensions", in: plugin) == InputFileKind.extensions)
    }

    @Test func buildPluginBuiltInTemplatesAreGenCores() throws {
        #expect(try Self.table("builtInTemplates", in: "ReusableGenPlugin/ReusableGenPlugin.swift") == BuiltInTemplate.names)
    }

    @Test func inputKindsAreSpelledOutForMessages() {
        #expect(InputFileKind.spelledOut == ".swift, .xib or .storyboard")
    }
}
