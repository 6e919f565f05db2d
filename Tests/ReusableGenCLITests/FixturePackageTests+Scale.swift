import Foundation
import Testing

/// The build plugin at scale: a generated package whose one target has 2,000 Swift files at paths of about 600
/// bytes (1.2 MB of paths, more than macOS's 1 MiB limit on a command line) builds through the plugin, whose command
/// line stays under 4 KB because the paths travel in a response file. Part of `FixturePackageTests` so that it
/// never builds at the same time as the fixture.
extension FixturePackageTests {
    static let scaleFileCount = 2_000
    static let scalePathLength = 600

    /// Writes the package into `root`: `Package.swift` and `Sources/Big/<9 long folders>/CellNNNN.swift`, each file a
    /// Reusable cell (compiled only where UIKit exists) and a struct; returns every Swift file's path.
    static func writeScalePackage(at root: URL) throws -> [String] {
        let repository = FixtureCopy.repository
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Scale",
            dependencies: [.package(name: "reusable-gen", path: "\(repository.path)")],
            targets: [
                .target(
                    name: "Big",
                    swiftSettings: [.treatAllWarnings(as: .error)],
                    plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sources = root.appendingPathComponent("Sources/Big").path
        let levels = 9
        let fileName = "/Cell0000.swift".utf8.count
        let folderLength = (scalePathLength - sources.utf8.count - fileName) / levels - 1
        var paths: [String] = []
        for group in 0..<20 {
            let folders = (0..<levels).map { level in
                let name = "g\(group)-level\(level)-"
                return name + String(repeating: "x", count: max(1, folderLength - name.count))
            }
            let folder = sources + "/" + folders.joined(separator: "/")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for index in stride(from: group, to: scaleFileCount, by: 20) {
                let number = String(index + 10_000).dropFirst()
                let path = folder + "/Cell\(number).swift"
                let text = """
                    #if canImport(UIKit)
                    import UIKit
                    final class Cell\(number): UITableViewCell, Reusable {}
                    #endif
                    struct Value\(number) {}

                    """
                try text.write(toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    @Test func twoThousandLongPathsBuildThroughTheBuildPluginWithAShortCommandLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reusable-gen-scale-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: root)
            // SwiftPM leaves empty lock files named after the build folder in the temporary directory.
            let temporary = FileManager.default.temporaryDirectory
            for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            where name.contains(root.lastPathComponent) && name.hasSuffix(".lock") {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        let paths = try Self.writeScalePackage(at: root)
        #expect(paths.count == Self.scaleFileCount)
        let lengths = paths.map(\.utf8.count)
        #expect(
            lengths.allSatisfy { abs($0 - Self.scalePathLength) <= 10 }, "\(lengths.min() ?? 0)...\(lengths.max() ?? 0)"
        )

        let first = try swift(["build", "-v"], in: root)
        #expect(first.status == 0, "\(first.output.suffix(4_000))")

        // The command as SwiftPM ran it (`-v` prints every command line): the tool, its options, one `@FILE` in the
        // plugin's work directory.
        let commands = first.output.split(separator: "\n").filter { $0.contains(" --module-name Big ") }
        #expect(commands.count == 1, "\(commands.map { $0.prefix(300) })")
        let command = try #require(commands.first)
        #expect(command.utf8.count < 4_096, "\(command.utf8.count) bytes")
        let at = try #require(command.range(of: " @", options: .backwards))
        let responseFile = String(command[at.upperBound...])
        let work = try #require(
            responseFile.hasSuffix("/Big+ReusableGen.rsp")
                ? URL(fileURLWithPath: responseFile).deletingLastPathComponent().path : nil)
        #expect(work.hasPrefix(root.path + "/.build/plugins/outputs/"), "\(work)")
        #expect(
            command.hasSuffix(" --output \(work)/Big+ReusableGen.swift --module-name Big @\(responseFile)"),
            "\(command)")

        // The response file holds `--` and every path, sorted: more than 1 MiB that the command line no longer carries.
        let listed = try #require(FileManager.default.contents(atPath: responseFile))
        let listsEveryPathInOrder = listed == Data((["--"] + paths).map { $0 + "\n" }.joined().utf8)
        #expect(listsEveryPathInOrder)
        #expect(listed.count > 1_048_576, "\(listed.count) bytes")
        let generated = try String(contentsOfFile: work + "/Big+ReusableGen.swift", encoding: .utf8)
        // Every one of the 2,000 cells is extended: no path of the response file was lost.
        let extended = (0..<Self.scaleFileCount).filter { index in
            generated.contains("extension Cell\(String(index + 10_000).dropFirst()) {")
        }
        #expect(extended.count == Self.scaleFileCount, "\(generated.prefix(2_000))")

        // SwiftPM re-runs the command once on the build after the one that built the tool (seen without response
        // files too); the build after that is the no-op build under test.
        let marker = "Generating reusable views for Big"
        let settle = try swift(["build"], in: root)
        #expect(settle.status == 0, "\(settle.output.suffix(4_000))")
        let written = Self.modificationDate(responseFile)
        let noOp = try swift(["build"], in: root)
        #expect(noOp.status == 0, "\(noOp.output.suffix(4_000))")
        let ranTheTool = noOp.output.contains(marker)
        #expect(!ranTheTool, "\(noOp.output.suffix(4_000))")
        #expect(Self.modificationDate(responseFile) == written)

        // Xcode's build engine: the same package builds, the generated file is the same bytes, and a no-op build
        // runs nothing.
        let engine = BuildEngine.swiftbuild
        let xcode = try swift(["build"] + engine.arguments, in: root)
        #expect(xcode.status == 0, "\(xcode.output.suffix(4_000))")
        let xcodeFiles = Self.generatedFiles(in: root.appendingPathComponent(engine.scratch))
        #expect(xcodeFiles.count == 1 && xcodeFiles.first?.value == Data(generated.utf8), "\(xcodeFiles.keys)")
        let xcodeNoOp = try swift(["build"] + engine.arguments, in: root)
        #expect(xcodeNoOp.status == 0, "\(xcodeNoOp.output.suffix(4_000))")
        #expect(engine.toolRuns(for: "Big", in: xcodeNoOp.output) == 0, "\(xcodeNoOp.output.suffix(4_000))")
    }
}
