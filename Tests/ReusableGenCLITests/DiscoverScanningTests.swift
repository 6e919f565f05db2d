import Foundation
import GenCore
import Testing
@testable import ReusableGenCLI

/// The command line reads each Swift file's words, and scans the files every run needs, in the task that reads it
/// (`InputDiscovery.discoverScanning`); that path must give exactly what reading everything first and then running
/// `Generator.generate(swiftFiles:…)` gives, whose bytes `OutputStabilityTests` and the golden files pin, and what
/// scanning every file gives.
@Suite struct DiscoverScanningTests {
    static let folders = [
        "Examples/SampleApp", "Tests/GenCoreTests/Fixtures/InterfaceBuilderChecks",
        "Tests/GenCoreTests/Fixtures/InterfaceBuilder", "Tests/Fixtures/App/Sources/CheckedIn",
    ].map { FixtureCopy.repository.appendingPathComponent($0).path }

    @Test(arguments: [GenerationOptions.Format.swift, .json])
    func scanningWhileReadingGivesTheSameRun(format: GenerationOptions.Format) throws {
        var options = GenerationOptions()
        options.format = format
        options.moduleName = "App"
        let read = InputDiscovery().discover(Self.folders)
        let scanned = InputDiscovery().discoverScanning(Self.folders)

        #expect(scanned.diagnostics == read.diagnostics)
        #expect(scanned.swiftFiles.isEmpty)
        #expect(scanned.swiftFileCount == read.swiftFiles.count)
        #expect(read.swiftFileCount == read.swiftFiles.count)
        // The checked-in generated file is read but not scanned: it never feeds back into a run.
        let generated = read.swiftFiles.filter { GeneratedFile.isGenerated($0.bytes) }
        #expect(generated.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["CheckedIn+ReusableGen.swift"])
        let sources = read.swiftFiles.filter { !GeneratedFile.isGenerated($0.bytes) }
        // The one file left unread declares `class Operation: Foundation.Operation`, which no adopter depends on
        // and which mentions no mixin.
        let unread = Set(sources.map(\.path)).subtracting(scanned.scannedFiles.map(\.path))
        #expect(unread.map { $0.hasSuffix("/03-ModuleQualified/Operation.swift") } == [true])
        #expect(scanned.scannedFiles.map(\.path) == sources.map(\.path).filter { !unread.contains($0) })
        #expect(scanned.interfaceFiles.map(\.path) == read.interfaceFiles.map(\.path))

        let reference = Generator.generate(
            swiftFiles: read.swiftFiles, interfaceFiles: read.interfaceFiles, options: options)
        let fast = Generator.generate(
            scanned: scanned.scannedFiles, interfaceFiles: scanned.interfaceFiles, options: options)
        #expect(reference.diagnostics.contains { $0.severity == .error }, "the inputs exercise the checks")
        #expect(fast.output == reference.output)
        #expect(fast.diagnostics == reference.diagnostics)
        let everyFile = Generator.generate(
            scanned: Generator.scan(sources), interfaceFiles: read.interfaceFiles, options: options)
        #expect(fast.output == everyFile.output)
        #expect(fast.diagnostics == everyFile.diagnostics)
    }
}
