import Foundation
import Testing
@testable import GenCore

/// The bytes a run produces stay the same when the pipeline is made faster: the generated Swift, the JSON model and
/// every diagnostic of a run over the repository's example app with every XIB and storyboard fixture beside it
/// (files of its classes, of other classes, malformed ones), recorded in `Fixtures/Golden/interface-builder/` by the
/// pipeline without issue 17's speed work (main at 8edcd5e). A change that means to alter the output or the checks
/// re-records with `RECORD_GOLDEN=1`, as for `GoldenTests` (the recording run fails).
@Suite struct OutputStabilityTests {
    /// The inputs: the example app's Swift files, and every IB file below the folders, by repository path.
    static func inputs() throws -> (swift: [SourceFile], interface: [SourceFile]) {
        var swift: [SourceFile] = []
        var interface: [SourceFile] = []
        for folder in [
            "Examples/SampleApp", "Tests/GenCoreTests/Fixtures/InterfaceBuilderChecks",
            "Tests/GenCoreTests/Fixtures/InterfaceBuilder",
        ] {
            let base = GoldenTests.repository.appendingPathComponent(folder)
            let names = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
            for name in names.sorted() {
                let isSwift = name.hasSuffix(".swift")
                guard isSwift || name.hasSuffix(".xib") || name.hasSuffix(".storyboard") else { continue }
                let file = SourceFile(
                    path: "\(folder)/\(name)", bytes: Array(try Data(contentsOf: base.appendingPathComponent(name))))
                if isSwift { swift.append(file) } else { interface.append(file) }
            }
        }
        return (swift, interface)
    }

    /// What one run produced, as recorded: the output, then the diagnostics one per line.
    static func transcript(_ format: GenerationOptions.Format) throws -> String {
        let (swift, interface) = try inputs()
        var options = GenerationOptions()
        options.format = format
        options.moduleName = "App"
        let result = Generator.generate(swiftFiles: swift, interfaceFiles: interface, options: options)
        return result.output + "\n--- diagnostics ---\n" + result.diagnostics.map(\.formatted).joined(separator: "\n")
            + "\n"
    }

    @Test(arguments: [("swift", GenerationOptions.Format.swift), ("json", .json)])
    func aRunGivesTheRecordedBytes(_ name: String, _ format: GenerationOptions.Format) throws {
        let transcript = try Self.transcript(format)
        #expect(transcript.contains("error:"), "the inputs exercise the checks")
        let url = GoldenTests.root.appendingPathComponent("Fixtures/Golden/interface-builder/\(name).txt")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(transcript.utf8).write(to: url)
            Issue.record("re-recorded \(url.path); run again without RECORD_GOLDEN to check it")
            return
        }
        #expect(transcript == (try String(contentsOf: url, encoding: .utf8)))
    }
}
