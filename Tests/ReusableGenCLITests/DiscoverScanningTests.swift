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
        // The IB files are read once the model is known.
        #expect(scanned.interfaceFiles.isEmpty)
        #expect(scanned.interfacePaths == read.interfaceFiles.map(\.path))

        let reference = Generator.generate(
            swiftFiles: read.swiftFiles, interfaceFiles: read.interfaceFiles, options: options)
        let fast = Generator.generate(scanned: scanned.scannedFiles, options: options) { model in
            InputDiscovery.checkInterfaceFiles(scanned.interfacePaths, against: model, options: options)
        }
        #expect(reference.diagnostics.contains { $0.severity == .error }, "the inputs exercise the checks")
        #expect(fast.output == reference.output)
        #expect(fast.diagnostics == reference.diagnostics)
        let everyFile = Generator.generate(
            scanned: Generator.scan(sources), interfaceFiles: read.interfaceFiles, options: options)
        #expect(fast.output == everyFile.output)
        #expect(fast.diagnostics == everyFile.diagnostics)
    }

    /// The files are read while the walk goes on, a run of `InputDiscovery.filesPerTask` at a time on every core: each
    /// file's bytes still come with its path, in the search's order (`findFiles`), when the walk's order is not that
    /// order (a name that continues another with a byte below `/`) and when a link reaches a file twice.
    @Test func filesReadDuringTheWalkComeInTheSearchOrder() {
        let folder = TemporaryDirectory()
        // Each file holds its own path below `src`; five runs and more, in folders whose walk order is not the paths'.
        for group in ["a", "a-b", "a!c", "b", "c/d"] {
            for index in 0..<(InputDiscovery.filesPerTask + 3) {
                folder.write("src/\(group)/File\(index).swift", "// \(group)/File\(index).swift\n")
            }
        }
        folder.write("src/a.swift", "// a.swift\n")
        folder.write("src/View.xib", "<document/>\n")
        folder.link("src/again", to: "b")
        let root = folder("src")

        let found = InputDiscovery().findFiles([root])
        let read = InputDiscovery().discover([root])
        // The linked folder's files are found once, under the name that sorts first.
        #expect(found.paths.count == 5 * (InputDiscovery.filesPerTask + 3) + 2)
        #expect(
            found.paths.contains(folder("src/again/File0.swift")) && !found.paths.contains(folder("src/b/File0.swift")))
        #expect(read.diagnostics == found.diagnostics)
        #expect(read.swiftFiles.map(\.path) == found.paths.filter { $0.hasSuffix(".swift") })
        #expect(read.interfaceFiles.map(\.path) == [folder("src/View.xib")])
        for file in read.swiftFiles {
            let relative = file.path.dropFirst(root.count + 1)
            let original = relative.hasPrefix("again/") ? "b/" + relative.dropFirst("again/".count) : relative
            #expect(String(decoding: file.bytes, as: UTF8.self) == "// \(original)\n")
        }
        let scanned = InputDiscovery().discoverScanning([root])
        #expect(scanned.swiftFileCount == read.swiftFiles.count)
        #expect(scanned.interfacePaths == [folder("src/View.xib")])
    }

    /// An IB file that cannot be read is an error, and the others are cross-checked as if it were not there; when
    /// none can be read, nothing is cross-checked, as when there is none.
    @Test func unreadableInterfaceFilesAreErrorsAndTheOthersAreChecked() {
        let folder = TemporaryDirectory()
        let cell = folder.write("Cell.swift", Self.cellText)
        let other = folder.write(
            "Other.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
            """)
        let missing = folder("Missing.xib")
        let options = GenerationOptions()
        let model = ModelBuilder.build(
            [DeclarationScanner.scan(SourceFile(path: cell, text: Self.cellText))], options: options)
        let cannotRead = Diagnostic(.error, "cannot read '\(missing)': no such file or directory", at: nil)

        let none = InputDiscovery.checkInterfaceFiles([missing], against: model, options: options)
        #expect(none == [cannotRead])

        let otherFile = SourceFile(path: other, bytes: folder.bytes("Other.xib") ?? [])
        let checked = InterfaceBuilderChecks.check(model, interfaceFiles: [otherFile], options: options)
        #expect(checked.contains { $0.message.contains("Cell") }, "the checks report the nib Cell lacks")
        let some = InputDiscovery.checkInterfaceFiles([missing, other], against: model, options: options)
        #expect(some == [cannotRead] + checked)
    }

    static let cellText = "import UIKit\nfinal class Cell: UITableViewCell, NibReusable {}\n"
}
