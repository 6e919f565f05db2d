import Foundation
import Testing

/// Builds and tests the integration fixture (`Tests/Fixtures/App`): a sample app whose reusable-view code the
/// build-tool plugin generates, compiled in Swift 6 mode with warnings as errors against the stand-in UIKit,
/// then exercised by the fixture's own behaviour tests. The tests run serially, because they build one folder: a
/// copy of the fixture (`FixtureCopy`), so the edits they make never reach the checkout, even when a run is killed.
@Suite(.serialized) struct FixturePackageTests {
    /// The fixture app's copy, brought up to date with the checkout before each test.
    let fixture: URL

    init() throws {
        fixture = try FixtureCopy("App").url
    }

    /// The outcome of one `swift` command in the fixture folder.
    typealias Run = ProcessRun

    /// Runs `swift` with `arguments`. SwiftPM itself (not the tool it builds and runs) sometimes dies on this
    /// toolchain: a CI run once saw `swift package` crash on a bad pointer in libdispatch's event loop right after
    /// linking the tool, and the run said nothing about this package. Such a run is made again, at most twice, and
    /// reported on standard error; every other outcome, a crash of our own tool included, is returned as it is.
    func swift(_ arguments: [String], in folder: URL? = nil) throws -> Run {
        var run = try swiftOnce(arguments, in: folder)
        for attempt in 1...2 where Self.swiftPMCrashed(run) {
            let command = "swift " + arguments.joined(separator: " ")
            FileHandle.standardError.write(Data("SwiftPM crashed running `\(command)`; attempt \(attempt + 1)\n".utf8))
            run = try swiftOnce(arguments, in: folder)
        }
        return run
    }

    /// Whether `run` ended in a crash of SwiftPM's own process: the runtime's crash report, whose first thread is
    /// named after a SwiftPM executable.
    static func swiftPMCrashed(_ run: Run) -> Bool {
        run.status != 0 && run.output.contains("*** Program crashed")
            && ["swift-package", "swift-build", "swift-test", "swift-run"].contains {
                run.output.contains("Thread 0 \"\($0)\"")
            }
    }

    private func swiftOnce(_ arguments: [String], in folder: URL?) throws -> Run {
        try ProcessRun.run("swift", arguments, in: folder ?? fixture, environment: Self.consumerEnvironment)
    }

    /// The environment a user's build has: this one without `REUSABLE_GEN_WARNINGS_AS_ERRORS`, which makes our
    /// `Package.swift` treat warnings as errors in our own builds only. A consumer built with it would get the setting
    /// for its dependency, which Xcode's build engine refuses (docs/architecture.md), so these builds would fail
    /// for a reason no user meets; and a build without it fails if the setting ever reaches dependents again.
    static let consumerEnvironment = ProcessInfo.processInfo.environment.filter {
        $0.key != "REUSABLE_GEN_WARNINGS_AS_ERRORS"
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    @Test func onlyACrashOfSwiftPMItselfIsRunAgain() {
        let report = "*** Program crashed: Bad pointer dereference at 0x0000000000000002 ***\n\nThread 0 "
        #expect(Self.swiftPMCrashed(Run(status: 11, output: report + "\"swift-package\":\n")))
        #expect(Self.swiftPMCrashed(Run(status: 11, output: report + "\"swift-build\":\n")))
        #expect(!Self.swiftPMCrashed(Run(status: 11, output: report + "\"reusable-gen-to\":\n")))
        #expect(!Self.swiftPMCrashed(Run(status: 1, output: "error: target 'App' already uses ReusableGenPlugin")))
        #expect(!Self.swiftPMCrashed(Run(status: 0, output: report + "\"swift-package\":\n")))
    }

    /// How many Swift Testing tests and suites the fixture's behaviour tests hold today: a run must execute at least
    /// these (raise them when fixture tests are added), so a run that finds fewer tests, or none, fails.
    static let fixtureTestCount = 129
    static let fixtureSuiteCount = 21

    /// What the summary line of a `swift test` run says (`✔ Test run with 128 tests in 21 suites passed after 4.7
    /// seconds.`), and the XCTest part's failure counts (`Executed 0 tests, with 0 failures …`).
    struct TestRunSummary: Equatable {
        var tests: Int
        var suites: Int
        var passed: Bool
        /// The failures of each `Executed … tests, with N failures` line of XCTest.
        var xcTestFailures: [Int]

        /// The summary of a run's output, or `nil` when it has no Swift Testing summary line.
        init?(_ output: String) {
            let lines = output.split(whereSeparator: \.isNewline)
            guard let line = lines.last(where: { $0.contains("Test run with ") }) else { return nil }
            func number(after marker: String, in text: Substring) -> Int? {
                guard let range = text.range(of: marker) else { return nil }
                return Int(text[range.upperBound...].prefix { $0.isNumber })
            }
            guard let tests = number(after: "Test run with ", in: line) else { return nil }
            self.tests = tests
            suites = number(after: " in ", in: line) ?? 0
            passed = line.hasPrefix("✔") && line.contains(" passed after ")
            xcTestFailures = lines.filter { $0.contains("Executed ") && $0.contains(" failures") }.map {
                number(after: "with ", in: $0) ?? -1
            }
        }

        init(tests: Int, suites: Int, passed: Bool, xcTestFailures: [Int]) {
            self.tests = tests
            self.suites = suites
            self.passed = passed
            self.xcTestFailures = xcTestFailures
        }
    }

    @Test func aTestRunSummaryIsRead() {
        #expect(
            TestRunSummary(
                """
                \t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
                ✔ Test run with 128 tests in 21 suites passed after 4.767 seconds.
                """) == TestRunSummary(tests: 128, suites: 21, passed: true, xcTestFailures: [0]))
        #expect(
            TestRunSummary("✔ Test run with 0 tests passed after 0.001 seconds.\n")
                == TestRunSummary(tests: 0, suites: 0, passed: true, xcTestFailures: []))
        #expect(
            TestRunSummary("✘ Test run with 128 tests in 21 suites failed after 4.8 seconds with 2 issues.\n")?.passed
                == false)
        #expect(TestRunSummary("\t Executed 3 tests, with 1 failure (0 unexpected)\n") == nil)
    }

    @Test func fixtureAppBuildsAndItsBehaviourTestsPass() throws {
        let build = try swift(["build", "--build-tests"])
        #expect(build.status == 0, "\(build.output)")
        let test = try swift(["test", "--skip-build"])
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains(" passed after "), "\(test.output)")
        #expect(!test.output.contains("✘"), "\(test.output)")
        // The run executed every behaviour test and none failed.
        let summary = try #require(TestRunSummary(test.output), "no summary line in \(test.output)")
        #expect(summary.passed, "\(test.output)")
        #expect(summary.tests >= Self.fixtureTestCount, "\(summary.tests) tests ran: \(test.output)")
        #expect(summary.suites >= Self.fixtureSuiteCount, "\(summary.suites) suites ran: \(test.output)")
        #expect(summary.xcTestFailures.allSatisfy { $0 == 0 }, "\(test.output)")
    }

    @Test func theToolRunsOnlyWhenAnInputChanges() throws {
        let marker = "Generating reusable views for App"
        let added = fixture.appendingPathComponent("Sources/App/AddedByIncrementalTest.swift")
        defer { try? FileManager.default.removeItem(at: added) }
        try? FileManager.default.removeItem(at: added)

        let first = try swift(["build", "--target", "App"])
        #expect(first.status == 0, "\(first.output)")
        let unchanged = try swift(["build", "--target", "App"])
        #expect(unchanged.status == 0 && !unchanged.output.contains(marker), "\(unchanged.output)")

        try "import UIKit\nfinal class AddedCell: UITableViewCell, Reusable {}\n".write(
            to: added, atomically: true, encoding: .utf8)
        let afterAdding = try swift(["build", "--target", "App"])
        #expect(afterAdding.status == 0 && afterAdding.output.contains(marker), "\(afterAdding.output)")

        let objects = try #require(
            FileManager.default.enumerator(atPath: fixture.appendingPathComponent(".build").path)
        )
        .compactMap { $0 as? String }.filter {
            $0.hasSuffix("App.build/TableCells.swift.o") || $0.hasSuffix("App.build/App+ReusableGen.swift.o")
        }
        #expect(objects.count == 2, "\(objects)")
        let paths = objects.map { fixture.appendingPathComponent(".build/\($0)").path }
        let before = paths.map(Self.modificationDate)

        try
            "import UIKit\n// A comment changes no generated text.\nfinal class AddedCell: UITableViewCell, Reusable {}\n"
            .write(to: added, atomically: true, encoding: .utf8)
        let afterComment = try swift(["build", "--target", "App"])
        #expect(afterComment.status == 0 && afterComment.output.contains(marker), "\(afterComment.output)")
        #expect(paths.map(Self.modificationDate) == before, "other files were recompiled")

        try FileManager.default.removeItem(at: added)
        let afterRemoving = try swift(["build", "--target", "App"])
        #expect(afterRemoving.status == 0 && afterRemoving.output.contains(marker), "\(afterRemoving.output)")
    }

    @Test func theCommandPluginKeepsTheCheckedInFileCurrentAndRefusesPluginTargets() throws {
        let folder = fixture.appendingPathComponent("Sources/CheckedIn")
        let file = folder.appendingPathComponent("CheckedIn+ReusableGen.swift").path
        let before = try #require(FileManager.default.contents(atPath: file))
        let modified = Self.modificationDate(file)

        let refresh = try swift([
            "package", "--allow-writing-to-package-directory", "generate-reusable", "--target", "CheckedIn",
        ])
        #expect(refresh.status == 0, "\(refresh.output)")
        #expect(refresh.output.contains("reusable-gen: '\(file)' is up to date"), "\(refresh.output)")
        #expect(FileManager.default.contents(atPath: file) == before)
        #expect(Self.modificationDate(file) == modified)

        let check = runTool([
            "--check", "--output", file, "--module-name", "CheckedIn",
            folder.appendingPathComponent("Cells.swift").path,
        ])
        #expect(check == ToolRun(status: .success, output: "reusable-gen: '\(file)' is up to date\n", error: ""))

        let refused = try swift([
            "package", "--allow-writing-to-package-directory", "generate-reusable", "--target", "App",
        ])
        #expect(refused.status != 0)
        #expect(refused.output.contains("target 'App' already uses ReusableGenPlugin"), "\(refused.output)")
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.appendingPathComponent("Sources/App/App+ReusableGen.swift").path))
    }

    @Test func interfaceBuilderResourcesAreInputsAndTheirMistakesFailTheBuild() throws {
        let marker = "Generating reusable views for InterfaceApp"
        let xib = fixture.appendingPathComponent("Sources/InterfaceApp/Resources/ProfileCell.xib")
        let original = try Data(contentsOf: xib)
        defer { try? original.write(to: xib) }
        let text = String(decoding: original, as: UTF8.self)

        let first = try swift(["build", "--target", "InterfaceApp"])
        #expect(first.status == 0, "\(first.output)")
        let unchanged = try swift(["build", "--target", "InterfaceApp"])
        #expect(unchanged.status == 0 && !unchanged.output.contains(marker), "\(unchanged.output)")

        try Data(text.replacingOccurrences(of: "text=\"Author\"", with: "text=\"Writer\"").utf8).write(to: xib)
        let edited = try swift(["build", "--target", "InterfaceApp"])
        #expect(edited.status == 0 && edited.output.contains(marker), "\(edited.output)")

        try Data(
            text.replacingOccurrences(of: "reuseIdentifier=\"ProfileCell\"", with: "reuseIdentifier=\"Profile\"").utf8
        ).write(to: xib)
        let broken = try swift(["build", "--target", "InterfaceApp"])
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                """
                Sources/InterfaceApp/Screens.swift:4:13: error: 'ProfileCell' is Reusable with the identifier 'ProfileCell' but \
                the root view of ProfileCell.xib has the reuse identifier 'Profile'; set its Identifier to 'ProfileCell' in the \
                Attributes inspector [ib-reuse-identifier]
                """), "\(broken.output)")
        #expect(
            broken.output.contains("Sources/InterfaceApp/Resources/ProfileCell.xib:9:9: note: root view declared here"),
            "\(broken.output)")
    }

    @Test func aBadConfigurationFileFailsTheBuildAtItsPosition() throws {
        let configuration = fixture.appendingPathComponent("Sources/InterfaceApp/reusable-gen.json")
        defer { try? FileManager.default.removeItem(at: configuration) }
        try Data("{\n  \"tempate\": \"uikit\"\n}\n".utf8).write(to: configuration)
        let broken = try swift(["build", "--target", "InterfaceApp"])
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                "Sources/InterfaceApp/reusable-gen.json:2:3: error: unknown key 'tempate' (did you mean 'template'?)"
            ), "\(broken.output)")
        try FileManager.default.removeItem(at: configuration)
        let repaired = try swift(["build", "--target", "InterfaceApp"])
        #expect(repaired.status == 0, "\(repaired.output)")
    }

    @Test func aTargetWithoutSwiftSourcesGetsThePluginsOwnMessage() throws {
        let folder = try FixtureCopy("PluginErrors").url
        let build = try swift(["build"], in: folder)
        #expect(build.status != 0)
        #expect(
            build.output.contains("error: reusable-gen: target 'CLib' has no Swift sources to generate code for"),
            "\(build.output)")
    }
}
