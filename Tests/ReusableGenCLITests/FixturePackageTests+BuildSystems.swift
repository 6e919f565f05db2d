import Foundation
import Testing

/// The consumers of the build plugin built with Xcode's build engine too: SwiftPM 6.3 ships it as
/// `swift build --build-system swiftbuild` (swiftlang/swift-build, SwiftPM's default from Swift 6.4). It compiles a
/// dependency with `-suppress-warnings`, so a warnings-as-errors setting that reaches dependents fails these builds
/// (docs/architecture.md). Each engine builds in its own scratch folder; the generated files must be the same bytes.
/// Part of `FixturePackageTests` so that it never builds at the same time as the fixture.
extension FixturePackageTests {
    /// A build engine and the arguments that select it.
    enum BuildEngine: String, CaseIterable {
        case native, swiftbuild

        /// The scratch folder, relative to the package: the engines never share one.
        var scratch: String { self == .native ? ".build" : ".build-swiftbuild" }

        /// What `swift build` needs to use this engine in its scratch folder.
        var arguments: [String] {
            self == .native ? [] : ["--build-system", "swiftbuild", "--scratch-path", scratch]
        }

        /// How many times the build ran reusable-gen for `target`: the native engine prints the plugin command's
        /// display name; Xcode's engine prints only what the tool itself prints, one line per run naming its output.
        func toolRuns(for target: String, in output: String) -> Int {
            output.split(separator: "\n").filter { line in
                switch self {
                case .native: line.hasSuffix("Generating reusable views for \(target)")
                case .swiftbuild:
                    line.hasPrefix("reusable-gen: ") && line.hasSuffix("/\(target)+ReusableGen.swift' is up to date")
                        || line.hasPrefix("reusable-gen: wrote '") && line.hasSuffix("/\(target)+ReusableGen.swift'")
                }
            }.count
        }
    }

    /// Every file the build plugin generated in a scratch folder, by its path below `plugins/outputs`.
    static func generatedFiles(in scratch: URL) -> [String: Data] {
        let outputs = scratch.appendingPathComponent("plugins/outputs")
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: outputs.path) ?? [] where path.hasSuffix("+ReusableGen.swift")
        {
            files[path] = FileManager.default.contents(atPath: outputs.appendingPathComponent(path).path)
        }
        return files
    }

    /// The names of the fixture's targets that apply a plugin, read from the manifest as SwiftPM loads it.
    func targetsApplyingThePlugin() throws -> [String] {
        let dump = try swift(["package", "dump-package"])
        try #require(dump.status == 0, "\(dump.output)")
        let start = try #require(dump.output.firstIndex(of: "{"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output[start...].utf8)) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        return targets.filter { !(($0["pluginUsages"] as? [Any]) ?? []).isEmpty }.compactMap { $0["name"] as? String }
            .sorted()
    }

    @Test func xcodesBuildEngineBuildsTheFixtureIntoTheSameGeneratedFiles() throws {
        let native = try swift(["build", "--build-tests"])
        #expect(native.status == 0, "\(native.output.suffix(4_000))")
        let xcode = try swift(["build", "--build-tests"] + BuildEngine.swiftbuild.arguments)
        #expect(xcode.status == 0, "\(xcode.output.suffix(4_000))")

        let nativeFiles = Self.generatedFiles(in: fixture.appendingPathComponent(BuildEngine.native.scratch))
        let xcodeFiles = Self.generatedFiles(in: fixture.appendingPathComponent(BuildEngine.swiftbuild.scratch))
        // One generated file per target that applies the plugin, named after it, in each engine's folder.
        let targets = try targetsApplyingThePlugin()
        #expect(targets.count >= 28, "\(targets)")
        #expect(
            nativeFiles.keys.map { $0.split(separator: "/").last.map(String.init) ?? "" }.sorted()
                == targets.map { $0 + "+ReusableGen.swift" }.sorted())
        #expect(xcodeFiles.keys.sorted() == nativeFiles.keys.sorted())
        for (path, bytes) in nativeFiles.sorted(by: { $0.key < $1.key }) {
            #expect(xcodeFiles[path] == bytes, "\(path) differs between the engines")
        }
    }

    @Test func xcodesBuildEngineRunsTheToolOnlyWhenAnInputChanges() throws {
        let engine = BuildEngine.swiftbuild
        let source = fixture.appendingPathComponent("Sources/App/TableCells.swift")
        let original = try Data(contentsOf: source)
        defer { try? original.write(to: source) }
        let build = ["build", "--target", "App"] + engine.arguments

        let first = try swift(build)
        #expect(first.status == 0, "\(first.output.suffix(4_000))")
        let generated = Self.generatedFiles(in: fixture.appendingPathComponent(engine.scratch))
            .first { $0.key.hasSuffix("/App+ReusableGen.swift") }
        try #require(generated != nil, "no App+ReusableGen.swift in \(engine.scratch)")

        let unchanged = try swift(build)
        #expect(unchanged.status == 0, "\(unchanged.output.suffix(4_000))")
        #expect(engine.toolRuns(for: "App", in: unchanged.output) == 0, "\(unchanged.output.suffix(4_000))")

        try (original + Data("\n// Touched by the incremental test: no generated text changes.\n".utf8)).write(
            to: source)
        let touched = try swift(build)
        #expect(touched.status == 0, "\(touched.output.suffix(4_000))")
        #expect(engine.toolRuns(for: "App", in: touched.output) == 1, "\(touched.output.suffix(4_000))")
        let regenerated = Self.generatedFiles(in: fixture.appendingPathComponent(engine.scratch))
            .first { $0.key.hasSuffix("/App+ReusableGen.swift") }
        #expect(regenerated?.value == generated?.value)
    }

    @Test func theToolRunCountIsReadForEachEngine() {
        let native = "[3/9] Generating reusable views for App\n[4/9] Generating reusable views for AppKitApp\n"
        #expect(BuildEngine.native.toolRuns(for: "App", in: native) == 1)
        let xcode = """
            reusable-gen: wrote '/p/.build-swiftbuild/plugins/outputs/app/App/destination/ReusableGenPlugin/App+ReusableGen.swift'
            reusable-gen: '/p/plugins/outputs/app/EdgeApp/destination/ReusableGenPlugin/EdgeApp+ReusableGen.swift' is up to date
            reusable-gen: '/p/plugins/outputs/app/App/destination/ReusableGenPlugin/App+ReusableGen.swift' is up to date
            """
        #expect(BuildEngine.swiftbuild.toolRuns(for: "App", in: xcode) == 2)
        #expect(BuildEngine.swiftbuild.toolRuns(for: "Other", in: xcode) == 0)
    }
}
