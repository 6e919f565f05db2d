import Foundation
import ReusableGenCLI
import Testing

/// What users get at a release (docs/architecture.md, "Source builds and releases"): the artifact bundle
/// `Scripts/make-artifactbundle` builds, and the package whose manifest `Scripts/release-manifest` writes, whose
/// plugins run the bundle's prebuilt binary. A consumer of that package, built with both of SwiftPM's build engines,
/// compiles nothing of reusable-gen, gets the source-built tool's bytes, and runs the tool only when an input changes.
/// The bundle's release build takes minutes, so it is built once per test run (`BuiltBundle.shared`).
@Suite(.serialized) struct ArtifactBundleTests {
    /// This machine's target triple, the one variant the script builds here.
    static let hostTriple: String = {
        #if arch(x86_64)
        "x86_64-unknown-linux-gnu"
        #else
        "aarch64-unknown-linux-gnu"
        #endif
    }()

    /// The classes of the consumer package: a cell of each mixin family, in the file shape of a shared iOS/macOS app
    /// (the classes exist where UIKit does, so the consumer builds on Linux too).
    static let consumerSources = [
        "Cells.swift": """
        #if canImport(UIKit)
        import UIKit

        final class ProfileCell: UITableViewCell, Reusable {}

        final class AvatarCell: UICollectionViewCell, NibReusable {}

        final class SettingsViewController: UIViewController, StoryboardBased {}
        #endif

        """,
        "Consumer.swift": """
        /// Something the module holds on every platform.
        public let consumerName = "Consumer"

        """,
    ]

    static let consumerManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "../reusable-gen")],
            targets: [
                .target(name: "Consumer", plugins: [.plugin(name: "ReusableGenPlugin", package: "reusable-gen")])
            ]
        )

        """

    /// What the build prints when it runs the plugin's command (its `displayName`).
    static let marker = "Generating reusable views for Consumer"

    @Test func theBundleHoldsThisMachinesVariantLinkedWithoutTheSwiftRuntime() throws {
        let bundle = try BuiltBundle.shared.get()
        let info = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: bundle.path + "/info.json")))
        let object = try #require(info as? [String: Any])
        #expect(object["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(object["artifacts"] as? [String: Any])
        #expect(Array(artifacts.keys) == ["reusable-gen"])
        let artifact = try #require(artifacts["reusable-gen"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == CommandLineArguments.version)
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        #expect(variants.first?["path"] as? String == "reusable-gen-\(Self.hostTriple)/bin/reusable-gen")
        #expect(variants.first?["supportedTriples"] as? [String] == [Self.hostTriple])

        let binary = bundle.binary
        let libraries = try ProcessRun.run("ldd", [binary])
        #expect(libraries.status == 0, "\(libraries)")
        #expect(!libraries.output.contains("libswift"), "\(libraries)")
        #expect(!libraries.output.contains("libdispatch"), "\(libraries)")
        // From an empty environment: no PATH, no LD_LIBRARY_PATH, no toolchain.
        let version = try ProcessRun.run("env", ["-i", binary, "--version"])
        #expect(version == ProcessRun(status: 0, output: "reusable-gen \(CommandLineArguments.version)\n"))

        // The last line the script printed is the zip's checksum.
        let checksum = try ProcessRun.run(
            "swift", ["package", "compute-checksum", bundle.path + ".zip"],
            in: URL(fileURLWithPath: bundle.path + "/.."))
        #expect(checksum == ProcessRun(status: 0, output: bundle.checksum + "\n"))
        #expect(bundle.checksum.count == 64 && bundle.checksum.allSatisfy(\.isHexDigit), "\(bundle.checksum)")
    }

    /// The release workflow adds the binaries it built on other machines with `--variant TRIPLES=BINARY`: each is
    /// listed for its triples, beside this machine's. (Stand-in files here: the script copies what it is given.)
    @Test func variantsBuiltElsewhereAreListedForTheirTriples() throws {
        _ = try BuiltBundle.shared.get() // the release build is done once, before
        let folder = TemporaryDirectory()
        let mac = folder.write("mac/reusable-gen", "#!/bin/sh\necho mac\n")
        let arm = folder.write("arm/reusable-gen", "#!/bin/sh\necho arm\n")
        #expect(chmod(mac, 0o755) == 0 && chmod(arm, 0o755) == 0)
        let script = FixtureCopy.repository.path + "/Scripts/make-artifactbundle"
        let run = try ProcessRun.run(
            script,
            [
                folder("out"), "--variant", "arm64-apple-macosx,x86_64-apple-macosx=\(mac)", "--variant",
                "aarch64-unknown-linux-gnu=\(arm)",
            ])
        #expect(run.status == 0, "\(run)")
        let bundle = folder("out/reusable-gen.artifactbundle")
        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json")))
        let artifact = (info as? [String: Any]).flatMap { ($0["artifacts"] as? [String: Any])?["reusable-gen"] }
        let variants = try #require((artifact as? [String: Any])?["variants"] as? [[String: Any]])
        #expect(
            variants.map { "\($0["path"] ?? "") \(($0["supportedTriples"] as? [String]) ?? [])" } == [
                "reusable-gen-aarch64-unknown-linux-gnu/bin/reusable-gen [\"aarch64-unknown-linux-gnu\"]",
                "reusable-gen-arm64-apple-macosx/bin/reusable-gen [\"arm64-apple-macosx\", \"x86_64-apple-macosx\"]",
                "reusable-gen-\(Self.hostTriple)/bin/reusable-gen [\"\(Self.hostTriple)\"]",
            ])
        #expect(
            folder.bytes("out/reusable-gen.artifactbundle/reusable-gen-arm64-apple-macosx/bin/reusable-gen")
                == folder.bytes("mac/reusable-gen"))
        #expect(
            folder.bytes("out/reusable-gen.artifactbundle/reusable-gen-aarch64-unknown-linux-gnu/bin/reusable-gen")
                == folder.bytes("arm/reusable-gen"))
        // A variant that is not an executable file stops the script.
        let missing = try ProcessRun.run(
            script, [folder("out2"), "--variant", "aarch64-unknown-linux-gnu=\(folder("none"))"])
        #expect(missing.status == 1 && missing.output.contains("no executable at"), "\(missing)")
    }

    /// The bundle as a folder in the package, with each build engine, and as the zip a release uploads (SwiftPM
    /// extracts it into the consumer's `.build/artifacts`, as it does a downloaded one).
    @Test(arguments: [
        ConsumerBuild(engine: .native, zipped: false), ConsumerBuild(engine: .swiftbuild, zipped: false),
        ConsumerBuild(engine: .native, zipped: true),
    ])
    func aConsumerOfTheReleasedPackageRunsTheBundledBinaryAndCompilesNothingOfIt(_ build: ConsumerBuild) throws {
        let bundle = try BuiltBundle.shared.get()
        let folder = TemporaryDirectory()
        let release = try Self.releasedPackage(in: folder, bundle: bundle, zipped: build.zipped)
        // Its links go first: `TemporaryDirectory` restores permissions on everything it holds before deleting it,
        // and `chmod` follows a link; `removeItem` removes the links, never what they name.
        defer { try? FileManager.default.removeItem(atPath: release) }
        for (name, text) in Self.consumerSources { folder.write("Consumer/Sources/Consumer/\(name)", text) }
        folder.write("Consumer/Package.swift", Self.consumerManifest)
        let consumer = URL(fileURLWithPath: folder("Consumer"))
        let arguments = ["build", "-v"] + build.engine.arguments

        // `-v` prints each command the build runs: the plugin's is the bundle's binary, in the released package.
        let first = try ProcessRun.swiftAsAUser(arguments, in: consumer)
        #expect(first.status == 0, "\(first)")
        let bundleFolder =
            build.zipped
            ? folder("Consumer/.build/artifacts/reusable-gen/ReusableGenBinary/reusable-gen.artifactbundle")
            : release + "/reusable-gen.artifactbundle"
        let bundled = bundleFolder + "/reusable-gen-\(Self.hostTriple)/bin/reusable-gen"
        #expect(first.output.contains(bundled + " --output "), "\(first)")

        // Nothing of reusable-gen was compiled: no object file, module or executable of its targets (the native
        // engine plans every target of the graph, so their empty `GenCore.build` folders may exist).
        let built = try #require(FileManager.default.subpaths(atPath: folder("Consumer/.build")))
        let compiled = built.filter { !$0.hasPrefix("artifacts/") && Self.isBuiltFromReusableGenSources($0) }
        #expect(compiled.isEmpty, "\(compiled)")
        #expect(built.contains { $0.hasSuffix("Consumer.swift.o") || $0.hasSuffix("Consumer.o") }, "\(built)")

        // The generated file is the source-built tool's, byte for byte, for the same inputs.
        let outputs = built.filter { $0.hasSuffix("/Consumer+ReusableGen.swift") }
        #expect(outputs.count == 1, "\(outputs)")
        let output = try #require(outputs.first, "no generated file in \(built)")
        let generated = try #require(FileManager.default.contents(atPath: folder("Consumer/.build/\(output)")))
        let inputs = Self.consumerSources.keys.sorted().map { folder("Consumer/Sources/Consumer/\($0)") }
        let expected = folder("expected+ReusableGen.swift")
        let sourceBuilt = runTool(["--output", expected, "--module-name", "Consumer", "--"] + inputs)
        #expect(sourceBuilt.status == .success, "\(sourceBuilt)")
        #expect(generated == FileManager.default.contents(atPath: expected))
        #expect(String(decoding: generated, as: UTF8.self).contains("extension ProfileCell"))

        // A build with nothing changed runs the tool no more.
        let again = try ProcessRun.swiftAsAUser(arguments, in: consumer)
        #expect(again.status == 0, "\(again)")
        #expect(!again.output.contains(bundled + " --output "), "\(again)")
        #expect(!again.output.contains(Self.marker), "\(again)")
    }

    @Test func theReleaseManifestsPluginsDependOnTheBinaryTargetOnly() throws {
        let checksum = String(repeating: "0123456789abcdef", count: 4)
        let url = "https://github.com/example/reusable-gen/releases/download/1.0.0/reusable-gen.artifactbundle.zip"
        let manifest = try Self.releaseManifest(["--url", url, "--checksum", checksum])
        let folder = TemporaryDirectory()
        folder.write("Package.swift", manifest)
        let dump = try ProcessRun.swiftAsAUser(["package", "dump-package"], in: URL(fileURLWithPath: folder.path))
        #expect(dump.status == 0, "\(dump)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any], "\(dump)")
        let targets = try #require(json["targets"] as? [[String: Any]])
        func dependencies(_ target: [String: Any]) -> [String] {
            ((target["dependencies"] as? [[String: Any]]) ?? []).flatMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }
            }
        }
        let plugins = targets.filter { $0["type"] as? String == "plugin" }
        #expect(plugins.map { $0["name"] as? String } == ["ReusableGenPlugin", "GenerateReusableCommand"])
        #expect(plugins.map(dependencies) == [["ReusableGenBinary"], ["ReusableGenBinary"]])
        let binaries = targets.filter { $0["type"] as? String == "binary" }
        #expect(binaries.map { $0["name"] as? String } == ["ReusableGenBinary"])
        #expect(binaries.first?["url"] as? String == url)
        #expect(binaries.first?["checksum"] as? String == checksum)
        // The products are the source manifest's.
        // (read from a copy: the checkout's own `.build` is the running test's)
        let copy = TemporaryDirectory()
        copy.write(
            "Package.swift",
            try String(contentsOf: FixtureCopy.repository.appendingPathComponent("Package.swift"), encoding: .utf8))
        let source = try ProcessRun.swiftAsAUser(["package", "dump-package"], in: URL(fileURLWithPath: copy.path))
        #expect(source.status == 0, "\(source)")
        let sourceProducts = try #require(
            try JSONSerialization.jsonObject(with: Data(source.output.utf8)) as? [String: Any])["products"]
        #expect(
            (sourceProducts as? [[String: Any]])?.map { $0["name"] as? String }
                == (json["products"] as? [[String: Any]])?.map { $0["name"] as? String })
    }

    @Test func theReleaseManifestRefusesWhatSwiftPMWouldReject() throws {
        #expect(try Self.releaseManifestRun(["--path", "/tmp/reusable-gen.artifactbundle"]).status == 1)
        #expect(try Self.releaseManifestRun(["--url", "https://example.com/a.zip", "--checksum", "abc"]).status == 1)
        #expect(try Self.releaseManifestRun(["--url", "http://example.com/a.zip", "--checksum", "0"]).status == 1)
        #expect(try Self.releaseManifestRun(["--path", "a", "--url", "https://example.com/a.zip"]).status == 2)
        #expect(try Self.releaseManifestRun([]).status == 2)
    }

    // MARK: - Helpers

    /// Whether a path under a build folder is an object file, module, library or executable of one of
    /// reusable-gen's source targets (or the `reusable-gen-tool` SwiftPM builds for a plugin from source).
    static func isBuiltFromReusableGenSources(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        let name = components.last ?? ""
        if ["reusable-gen", "reusable_gen"].contains(name) || name.hasPrefix("reusable-gen-tool") { return true }
        let targets = ["GenCore", "Mustache", "ReusableGenCLI", "reusable_gen", "reusable-gen"]
        let built = [".o", ".swiftmodule", ".swiftinterface", ".a", ".so", ".swiftdeps"].contains { name.hasSuffix($0) }
        return built
            && components.contains { component in
                targets.contains { component == $0 || component.hasPrefix($0 + ".") || component.hasPrefix($0 + "-") }
            }
    }

    @Test func whatTheSourceBuiltPluginLeavesInABuildFolderIsRecognized() {
        #expect(Self.isBuiltFromReusableGenSources("x86_64-unknown-linux-gnu/debug/GenCore.build/Lexer.swift.o"))
        #expect(Self.isBuiltFromReusableGenSources("x86_64-unknown-linux-gnu/debug/Modules/Mustache.swiftmodule"))
        #expect(Self.isBuiltFromReusableGenSources("x86_64-unknown-linux-gnu/debug/reusable-gen-tool"))
        #expect(
            Self.isBuiltFromReusableGenSources(
                "out/Intermediates.noindex/ReusableGenCLI.build/Debug-linux/ReusableGenCLI.build/Objects-normal/x86_64/ResponseFile.o"
            ))
        #expect(
            !Self.isBuiltFromReusableGenSources("x86_64-unknown-linux-gnu/debug/GenCore.build/output-file-map.json"))
        #expect(!Self.isBuiltFromReusableGenSources("x86_64-unknown-linux-gnu/debug/Consumer.build/Cells.swift.o"))
        #expect(
            !Self.isBuiltFromReusableGenSources(
                "plugins/outputs/consumer/Consumer/destination/ReusableGenPlugin/Consumer+ReusableGen.swift"))
    }

    static func releaseManifestRun(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun.run(FixtureCopy.repository.path + "/Scripts/release-manifest", arguments)
    }

    static func releaseManifest(_ arguments: [String]) throws -> String {
        let run = try releaseManifestRun(arguments)
        try #require(run.status == 0, "\(run)")
        return run.output
    }

    /// A release-shaped copy of the repository in `folder/reusable-gen`: the release manifest naming the bundle by a
    /// path inside the package (SwiftPM wants it so), the bundle there (its folder or its zip), and the repository's
    /// other entries as links (the caller removes the folder before `folder` goes).
    static func releasedPackage(in folder: TemporaryDirectory, bundle: BuiltBundle, zipped: Bool) throws -> String {
        let release = folder.makeDirectory("reusable-gen")
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: FixtureCopy.repository.path)
        where !name.hasPrefix(".") && name != "Package.swift" {
            folder.link("reusable-gen/\(name)", to: FixtureCopy.repository.path + "/" + name)
        }
        let name = zipped ? "reusable-gen.artifactbundle.zip" : "reusable-gen.artifactbundle"
        try manager.copyItem(atPath: bundle.path + (zipped ? ".zip" : ""), toPath: release + "/" + name)
        folder.write("reusable-gen/Package.swift", try releaseManifest(["--path", name]))
        return release
    }
}

// MARK: - ConsumerBuild

/// How a consumer is built: with which engine, and whether the released package holds the bundle's zip.
struct ConsumerBuild: CustomTestStringConvertible, Sendable {
    let engine: BuildEngine
    let zipped: Bool

    var testDescription: String { engine.rawValue + (zipped ? ", bundle as a zip" : ", bundle as a folder") }
}

// MARK: - BuildEngine

/// SwiftPM's two build engines: its own, and the one Xcode builds with (`--build-system swiftbuild`).
enum BuildEngine: String, CustomTestStringConvertible, Sendable {
    case native, swiftbuild

    var arguments: [String] { self == .native ? [] : ["--build-system", "swiftbuild"] }
    var testDescription: String { rawValue }
}

// MARK: - BuiltBundle

/// The artifact bundle `Scripts/make-artifactbundle` built for this test run.
struct BuiltBundle: Sendable {
    /// The `reusable-gen.artifactbundle` folder; its zip is beside it.
    let path: String
    /// The last line the script printed.
    let checksum: String

    /// The variant built on this machine.
    var binary: String { path + "/reusable-gen-\(ArtifactBundleTests.hostTriple)/bin/reusable-gen" }

    /// Built on first use, once per test run, into a folder beside the fixture copies. The release build reuses
    /// the checkout's `.build-artifactbundle`, so only a clean clone pays for a whole release build.
    static let shared: Result<BuiltBundle, ScriptFailure> = {
        let output = FixtureCopy.root.appendingPathComponent("artifactbundle").path
        do {
            let run = try ProcessRun.run(
                FixtureCopy.repository.path + "/Scripts/make-artifactbundle", [output])
            let checksum = run.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            guard run.status == 0 else { return .failure(ScriptFailure(description: "\(run)")) }
            return .success(BuiltBundle(path: output + "/reusable-gen.artifactbundle", checksum: checksum))
        } catch {
            return .failure(ScriptFailure(description: "\(error)"))
        }
    }()
}

/// Why the bundle could not be built: the script's output.
struct ScriptFailure: Error, CustomStringConvertible {
    let description: String
}

extension ProcessRun {
    /// Runs `swift` as on a user's machine: without the setting that makes warnings errors in our own builds. A run
    /// in which SwiftPM itself crashed (`FixturePackageTests.swiftPMCrashed`, seen in CI under `swiftbuild` too) is
    /// made again, at most twice, and reported on standard error.
    static func swiftAsAUser(_ arguments: [String], in folder: URL) throws -> ProcessRun {
        var result = try run("swift", arguments, in: folder, environment: FixturePackageTests.consumerEnvironment)
        for attempt in 1...2 where FixturePackageTests.swiftPMCrashed(result) {
            let command = "swift " + arguments.joined(separator: " ")
            FileHandle.standardError.write(Data("SwiftPM crashed running `\(command)`; attempt \(attempt + 1)\n".utf8))
            result = try run("swift", arguments, in: folder, environment: FixturePackageTests.consumerEnvironment)
        }
        return result
    }
}
