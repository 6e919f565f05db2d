import Foundation
import Testing
@testable import GenCore

/// Golden files pin the generated text for representative inputs. Each case is a folder under
/// `Fixtures/Golden/<case>/` holding `input/*.swift` and the expected `expected.swift`.
/// Set `RECORD_GOLDEN=1` to re-record: the run that records fails, so a recording never passes unnoticed.
@Suite struct GoldenTests {
    /// A golden case: its folder, the inputs (a folder, or the example app) and the options.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var options: GenerationOptions = GenerationOptions()
        var testDescription: String { name }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent()

    static let cases: [Case] = [
        Case(name: "sample-app", input: "Examples/SampleApp"),
        Case(name: "hierarchy", input: "Tests/GenCoreTests/Fixtures/Golden/hierarchy/input"),
        Case(name: "reusable-import", input: "Tests/GenCoreTests/Fixtures/Golden/reusable-import/input"),
        // The AppKit fixture app: only AppKit classes, so the AppKit template alone.
        Case(name: "appkit", input: "Tests/Fixtures/App/Sources/AppKitApp"),
        // UIKit and AppKit classes, also in the two branches of one `#if`: one file with both sections.
        Case(name: "mixed", input: "Tests/GenCoreTests/Fixtures/Golden/mixed/input"),
        // Issue 28: an app that declares every protocol itself, with its own helper names, and one whose look-alikes
        // have other requirements (fixture targets of the fixture app, compiled there in three modes).
        Case(name: "own-protocols", input: "Tests/Fixtures/App/Sources/OwnProtocols"),
        Case(name: "look-alikes", input: "Tests/Fixtures/App/Sources/LookAlikes"),
        // Issue 39: mixin names the app declares as something else than the library does.
        Case(name: "own-nib-reusable", input: "Tests/Fixtures/App/Sources/OwnNibReusable"),
        Case(name: "other-nib-reusable", input: "Tests/Fixtures/App/Sources/OtherNibReusable"),
        Case(name: "own-reusable-alias", input: "Tests/Fixtures/App/Sources/OwnReusableAlias"),
        Case(name: "refined-nib-reusable", input: "Tests/Fixtures/App/Sources/RefinedNibReusable"),
        Case(
            name: "options", input: "Tests/GenCoreTests/Fixtures/Golden/options/input",
            options: {
                var options = GenerationOptions()
                options.qualifiedIdentifiers = true
                options.bundle = .module
                options.accessLevel = .public
                return options
            }()),
    ]

    /// Reads every Swift file below a folder of the repository, with paths relative to the repository.
    static func sources(in folder: String) throws -> [SourceFile] {
        let base = repository.appendingPathComponent(folder)
        let names = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            SourceFile(path: "\(folder)/\(name)", bytes: Array(try Data(contentsOf: base.appendingPathComponent(name))))
        }
    }

    @Test(arguments: cases)
    func generatedTextMatchesTheGoldenFile(_ golden: Case) throws {
        let result = Generator.generate(
            swiftFiles: try Self.sources(in: golden.input), interfaceFiles: [], options: golden.options)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let expectedURL = Self.root.appendingPathComponent("Fixtures/Golden/\(golden.name)/expected.swift")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: expectedURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.output.utf8).write(to: expectedURL)
            Issue.record("re-recorded \(expectedURL.path); run again without RECORD_GOLDEN to check it")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(result.output == expected)
    }

    @Test func theExampleAppWithItsXIBsAndStoryboardsHasNoDiagnostics() throws {
        let folder = Self.repository.appendingPathComponent("Examples/SampleApp/Resources")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let interfaceFiles = try names.map { name in
            SourceFile(
                path: "Examples/SampleApp/Resources/\(name)",
                bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        #expect(interfaceFiles.count == 5)
        let result = Generator.generate(
            swiftFiles: try Self.sources(in: "Examples/SampleApp"), interfaceFiles: interfaceFiles,
            options: GenerationOptions())
        #expect(result.diagnostics.map(\.formatted) == [])
    }

    @Test func shuffledInputsGiveTheSameBytes() throws {
        let files =
            try Self.sources(in: "Tests/GenCoreTests/Fixtures/Golden/hierarchy/input")
            + Self.sources(in: "Examples/SampleApp")
            + Self.sources(in: "Tests/GenCoreTests/Fixtures/Golden/mixed/input")
            + Self.sources(in: "Tests/Fixtures/App/Sources/AppKitApp")
        let reference = Generator.generate(swiftFiles: files, interfaceFiles: [], options: GenerationOptions()).output
        var (generator, seed) = SplitMix.announced(by: "shuffledInputsGiveTheSameBytes")
        for round in 0..<5 {
            let shuffled = files.shuffled(using: &generator)
            #expect(
                Generator.generate(swiftFiles: shuffled, interfaceFiles: [], options: GenerationOptions()).output
                    == reference,
                "round \(round) of seed \(seed) (REUSABLE_GEN_TEST_SEED=\(seed) replays it)")
        }
    }

    @Test func builtInTemplatesAreTheFilesInTemplates() throws {
        let folder = Self.repository.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".mustache")
        }.sorted()
        #expect(names.map { String($0.dropLast(".mustache".count)) } == BuiltInTemplate.names.sorted())
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(
                BuiltInTemplate(rawValue: String(name.dropLast(".mustache".count)))?.text == text,
                "Templates/\(name) differs from the copy in the binary: run Scripts/embed-templates")
        }
    }
}
