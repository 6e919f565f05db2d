import Foundation
import GenCore
import Testing
@testable import ReusableGenCLI

/// `reusable-gen migrate` end to end on copies of the before/after fixtures of `MigrationTests`: the diff is
/// printed and nothing written; `patch` applied to that diff and `--write` give the same files, equal to `after/`;
/// a second run has nothing to change; and `--format json` over the migrated copy lists each adopted class with
/// the identifier its call sites used before (the fixture's hand-written `identifiers.txt`).
@Suite struct MigrateCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../GenCoreTests/Fixtures/Migration").standardizedFileURL

    static let cases = [
        "table-cells", "collection-views", "nibs", "custom-identifier", "hierarchy", "conditional-compilation",
        "identifiers-left", "dequeues-left", "nibs-left", "classes-left", "identifier-constants", "keep-identifier",
        "uncast-and-kept-dequeues", "storyboard-prototypes", "home-grown-identifiers", "guarded-dequeues",
        "scoped-constants", "appkit-table-views", "runtime-identifiers", "home-grown-api", "local-constants",
        "appkit-own-protocols",
        "look-alike-protocol", "class-for-coder", "mutable-identifier", "own-nib-reusable",
    ]

    /// Copies a fixture's `before/` into a new temporary folder.
    static func copy(_ name: String) throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        let before = fixtures.appendingPathComponent("\(name)/before")
        for file in try FileManager.default.contentsOfDirectory(atPath: before.path) {
            try FileManager.default.copyItem(atPath: before.path + "/" + file, toPath: directory.path + "/" + file)
        }
        return directory
    }

    static func contents(_ path: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: path).sorted() {
            result[file] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + file))
        }
        return result
    }

    /// Applies one file's section of a unified diff with the system's `patch`.
    static func patch(_ file: String, with section: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["--silent", "--force", file]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(section.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(arguments: cases)
    func diffThenWriteThenNothingLeft(_ name: String) throws {
        let directory = try Self.copy(name)
        let before = try Self.contents(directory.path)
        let dryRun = runTool(["migrate", directory.path])
        #expect(dryRun.status == .success)
        #expect(try Self.contents(directory.path) == before, "a run without --write changed files")
        let summary = dryRun.error.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasPrefix("migrate: ") && summary.contains(" string-typed sites found, "), "\(summary)")

        // The diff applied with `patch` to a second copy gives the after files; it has a section for each file that
        // differs between before/ and after/, and none for the others.
        let patched = try Self.copy(name)
        let sections = dryRun.output.components(separatedBy: "--- ").dropFirst()
        let afterFiles = try Self.contents(Self.fixtures.appendingPathComponent("\(name)/after").path)
        let changed = try Self.contents(Self.fixtures.appendingPathComponent("\(name)/before").path)
            .filter { $0.key.hasSuffix(".swift") && afterFiles[$0.key] != $0.value }
        #expect(sections.count == changed.count, "\(name)")
        for section in sections {
            let path = String(section.prefix { $0 != "\n" })
            let file = patched.path + "/" + URL(fileURLWithPath: path).lastPathComponent
            #expect(try Self.patch(file, with: "--- " + section) == 0, "\(name): patch failed on \(path)")
        }

        let written = runTool(["migrate", "--write", directory.path])
        #expect(written.status == .success)
        #expect(
            summary.hasSuffix("; to apply: reusable-gen migrate --write \(directory.path)")
                || summary.hasSuffix("; nothing to change"), "\(summary)")
        #expect(
            written.error.split(separator: "\n").last.map(String.init)
                == summary.replacingOccurrences(
                    of: "; to apply: reusable-gen migrate --write \(directory.path)", with: ""))
        #expect(written.output.isEmpty)
        let after = Self.fixtures.appendingPathComponent("\(name)/after").path
        let expected = try Self.contents(after)
        let actual = try Self.contents(directory.path).filter { $0.key.hasSuffix(".swift") }
        #expect(actual == expected, "\(name): --write differs from after/")
        #expect(
            try Self.contents(patched.path).filter { $0.key.hasSuffix(".swift") } == expected,
            "\(name): the diff differs from --write")

        let second = runTool(["migrate", directory.path])
        #expect(second.status == .success)
        #expect(second.output.isEmpty)
        #expect(second.error.hasSuffix("; nothing to change\n"))
        // Migrate does not count what it wrote: the second run finds no more sites than the first left.
        let secondSummary = second.error.split(separator: "\n").last.map(String.init) ?? ""
        let found = Self.number(before: " string-typed site", in: secondSummary)
        let left = Self.number(before: " left as is", in: summary)
        #expect(found != nil && left != nil && found! <= left!, "\(name): \(summary) then \(secondSummary)")

        let json = runTool(["--format", "json", directory.path])
        let model = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let types = try #require(model["types"] as? [[String: Any]])
        let identifiers = try String(
            contentsOf: Self.fixtures.appendingPathComponent("\(name)/identifiers.txt"), encoding: .utf8)
        // A case that leaves every class as it was (an empty list) gives a model without any adopter; for the others
        // the loop below finds each listed class among the adopters (its subclasses adopt through it).
        if identifiers.isEmpty {
            #expect(types.filter { ($0["mixins"] as? [String] ?? []).contains("Reusable") }.isEmpty, "\(name)")
        }
        for line in identifiers.split(separator: "\n") {
            let parts = line.split(separator: " ").map(String.init)
            let type = try #require(
                types.first { $0["name"] as? String == parts[0] }, "\(name): \(parts[0]) missing from the JSON model")
            let members = type["providedMembers"] as? [[String: Any]] ?? []
            let literal = members.first { $0["name"] as? String == "reuseIdentifier" }?["literal"] as? String
            #expect((literal ?? type["bareName"] as? String) == parts[2], "\(name): \(parts[0])")
            let mixins = type["mixins"] as? [String] ?? []
            #expect(mixins.contains("Reusable"))
            #expect(mixins.contains("NibLoadable") == (parts[1] == "NibReusable"), "\(name): \(parts[0])")
        }
    }

    /// Sites left for their nib's bundle (`migrate-nib-bundle`): the summary says how many of them each other
    /// `--bundle` would rewrite, and nothing when none would.
    @Test func theSummarySaysHowManyMoreSitesAnotherBundleWouldRewrite() throws {
        let directory = try Self.copy("uncast-and-kept-dequeues")
        let counts = "migrate: 20 string-typed sites found, 7 classes adopted, 14 sites rewritten, 6 left as is"
        let reasons = "(3 migrate-class-not-in-sources, 1 migrate-identifier-shared, 2 migrate-nib-bundle)"
        func summary(_ arguments: [String]) -> String? {
            runTool(["migrate"] + arguments + [directory.path]).error.split(separator: "\n").last.map(String.init)
        }
        let apply = "; to apply: reusable-gen migrate --write"
        #expect(
            summary([])
                == "\(counts) \(reasons); 2 more sites would be rewritten with --bundle main\(apply) \(directory.path)")
        #expect(
            summary(["--bundle", "module"]) == """
                migrate: 20 string-typed sites found, 6 classes adopted, 12 sites rewritten, 8 left as is (3 \
                migrate-class-not-in-sources, 1 migrate-identifier-shared, 4 migrate-nib-bundle); 2 more sites would \
                be rewritten with --bundle class; 2 more sites would be rewritten with --bundle main\(apply) --bundle \
                module \(directory.path)
                """)
        // The nib of `nibs-left` in `Bundle.main` is left for another reason under --bundle main too: no hint.
        let nibsLeft = try Self.copy("nibs-left")
        #expect(
            runTool(["migrate", nibsLeft.path]).error.split(separator: "\n").last.map(String.init) == """
                migrate: 8 string-typed sites found, 1 class adopted, 1 site rewritten, 7 left as is (1 \
                migrate-fails-build-check, 2 migrate-mixed-registration, 1 migrate-nib-bundle, 2 \
                migrate-nib-not-reproducible, 1 migrate-xib-identifier)\(apply) \(nibsLeft.path)
                """)
    }

    @Test func printsTheDiffNotesAndSummary() throws {
        let directory = try Self.copy("dequeues-left")
        let run = runTool(["migrate", directory.path])
        let path = directory.path + "/Dequeues.swift"
        let expected =
            [
                "--- \(path)",
                "+++ \(path)",
                "@@ -1,11 +1,11 @@",
                " import UIKit",
                " ",
                "-final class LoaderCell: UITableViewCell {}",
                "+final class LoaderCell: UITableViewCell, Reusable {}",
                " ",
                "-final class StatusCell: UITableViewCell {}",
                "+final class StatusCell: UITableViewCell, Reusable {}",
                " ",
                " /// Already reads its identifier from the class: what migrate cannot type stays, with its reason.",
                "-final class KeptCell: UITableViewCell {",
                "+final class KeptCell: UITableViewCell, Reusable {",
                "     static let reuseIdentifier = \"KeptCell\"",
                " }",
                " ",
                "@@ -13,19 +13,19 @@",
                "     var tableView: UITableView?",
                " ",
                "     func setUp(_ table: UITableView) {",
                "-        table.register(LoaderCell.self, forCellReuseIdentifier: \"LoaderCell\")",
                "-        table.register(StatusCell.self, forCellReuseIdentifier: \"StatusCell\")",
                "-        table.register(KeptCell.self, forCellReuseIdentifier: KeptCell.reuseIdentifier)",
                "+        table.register(cellType: LoaderCell.self)",
                "+        table.register(cellType: StatusCell.self)",
                "+        table.register(cellType: KeptCell.self)",
                "     }",
                " ",
                "     func loader(_ table: UITableView) -> UITableViewCell {",
                "         // No index path: the call and its cast stay, the identifier is read from the class.",
                "-        table.dequeueReusableCell(withIdentifier: \"LoaderCell\") as! LoaderCell",
                "+        table.dequeueReusableCell(withIdentifier: LoaderCell.reuseIdentifier) as! LoaderCell",
                "     }",
                " ",
                "     func status(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {",
                "         // `if let … as?`: the call, its cast and its fallback stay, the identifier is read from the class.",
                "-        if let cell = table.dequeueReusableCell(withIdentifier: \"StatusCell\", for: indexPath) as? StatusCell {",
                "+        if let cell = table.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath) as? StatusCell {",
                "             return cell",
                "         }",
                "         return UITableViewCell()",
                "@@ -33,11 +33,11 @@",
                " ",
                "     func maybeStatus(_ indexPath: IndexPath) -> StatusCell? {",
                "         // Optional-chained: the call stays, the identifier is read from the class.",
                "-        tableView?.dequeueReusableCell(withIdentifier: \"StatusCell\", for: indexPath) as! StatusCell",
                "+        tableView?.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath) as! StatusCell",
                "     }",
                " ",
                "     func forced(_ table: UITableView, _ indexPath: IndexPath) -> StatusCell {",
                "-        table.dequeueReusableCell(withIdentifier: \"StatusCell\", for: indexPath) as! StatusCell",
                "+        table.dequeueReusableCell(for: indexPath, cellType: StatusCell.self)",
                "     }",
                " ",
                "     // What a first run leaves as is once the identifier is the class's.",
            ].joined(separator: "\n") + "\n"
        #expect(run.output == expected)
        #expect(
            run.error.hasPrefix(
                "\(path):46:22: note: left as is: the dequeue has no index path (the typed dequeue needs one); it reads the class's identifier [migrate-dequeue-without-index-path]\n"
            ))
        #expect(run.error.contains("reusable-gen: StatusCell adopts Reusable, identifier \"StatusCell\"\n"))
        #expect(
            run.error.hasSuffix(
                "migrate: 10 string-typed sites found, 3 classes adopted, 7 sites rewritten, 3 left as is (1 migrate-conditional-cast, 1 migrate-dequeue-without-index-path, 1 migrate-optional-receiver); to apply: reusable-gen migrate --write \(directory.path)\n"
            ))
    }

    @Test func usage() {
        #expect(
            runTool(["--write", "Sources"]).error
                == "reusable-gen: error: '--write' does not apply to 'reusable-gen'; it is an option of 'reusable-gen migrate' (run 'reusable-gen --help' for the options)\n"
        )
        #expect(runTool(["migrate", "--check", "--output", "x.swift", "Sources"]).status == .usage)
        #expect(runTool(["migrate"]).status == .usage)
        #expect(runTool(["--help"]).output.contains("       reusable-gen migrate [options] <paths...>\n"))
    }

    /// The whole number written just before `marker` in `text` (`12` in `…, 12 left as is`).
    static func number(before marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }
}
