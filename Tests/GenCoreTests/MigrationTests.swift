import Foundation
import Testing
@testable import GenCore

/// Before/after fixtures of `Migration`: each case under `Fixtures/Migration/<case>/` holds `before/` (Swift, XIB
/// and storyboard files), `after/` (the Swift files as migrate leaves them), `notes.txt` (its notes and summary)
/// and the hand-written `identifiers.txt` (`Class Mixin identifier` for each class adopted: the identifier its call
/// sites used before). Set `RECORD_MIGRATION=1` to re-record `after/` and `notes.txt` (that run fails).
@Suite struct MigrationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Migration")

    static let cases = [
        "table-cells", "collection-views", "nibs", "custom-identifier", "hierarchy", "conditional-compilation",
        "identifiers-left", "dequeues-left", "nibs-left", "classes-left", "identifier-constants", "keep-identifier",
        "uncast-and-kept-dequeues", "storyboard-prototypes", "home-grown-identifiers", "guarded-dequeues",
        "scoped-constants", "appkit-table-views", "runtime-identifiers", "home-grown-api", "local-constants",
        "appkit-own-protocols",
        "look-alike-protocol", "guarded-dequeues-unread", "framework-ancestor-identifiers", "class-for-coder",
        "class-for-coder-overridden", "mutable-identifier", "own-nib-reusable",
    ]

    /// The files of a fixture folder, named by file name alone.
    static func files(_ folder: URL) throws -> (swift: [SourceFile], interface: [SourceFile]) {
        var isDirectory: ObjCBool = false
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { name in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
        var swift: [SourceFile] = []
        var interface: [SourceFile] = []
        for name in names {
            let file = SourceFile(path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
            if name.hasSuffix(".swift") { swift.append(file) } else { interface.append(file) }
        }
        return (swift, interface)
    }

    /// `Class Mixin identifier` lines.
    static func expectedAdoptions(_ name: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent("\(name)/identifiers.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    /// Migrate's plan for these files, with the default options.
    static func plan(_ swift: [SourceFile], _ interface: [SourceFile]) -> MigrationPlan {
        Migration.plan(
            GenerationInput(swiftFiles: swift.map(InputFile.init), interfaceFiles: interface.map(InputFile.init)))
    }

    static func notesText(_ plan: MigrationPlan) -> String {
        (plan.notes.map(\.formatted) + [plan.summary]).joined(separator: "\n") + "\n"
    }

    @Test(arguments: cases)
    func migratesToTheAfterFiles(_ name: String) throws {
        let (swift, interface) = try Self.files(Self.root.appendingPathComponent("\(name)/before"))
        let plan = Self.plan(swift, interface)
        let migrated = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.migrated) })
        let after = Self.root.appendingPathComponent("\(name)/after")
        let notesURL = Self.root.appendingPathComponent("\(name)/notes.txt")
        if ProcessInfo.processInfo.environment["RECORD_MIGRATION"] == "1" {
            try? FileManager.default.removeItem(at: after)
            try FileManager.default.createDirectory(at: after, withIntermediateDirectories: true)
            for file in swift {
                try Data(migrated[file.path] ?? file.bytes).write(to: after.appendingPathComponent(file.path))
            }
            try Data(Self.notesText(plan).utf8).write(to: notesURL)
            Issue.record("re-recorded \(name); run again without RECORD_MIGRATION to check it")
            return
        }
        let (expected, _) = try Self.files(after)
        #expect(expected.map(\.path) == swift.map(\.path))
        for file in expected {
            #expect(
                (migrated[file.path] ?? swift.first { $0.path == file.path }?.bytes) == file.bytes,
                "\(name)/\(file.path)")
        }
        #expect(Self.notesText(plan) == (try String(contentsOf: notesURL, encoding: .utf8)))
        #expect(
            plan.adoptions.map { "\($0.className) \($0.mixin) \($0.identifier)" } == (try Self.expectedAdoptions(name)))
        // Nothing but the edits changed: the unchanged bytes between edits are the original's.
        for file in plan.files {
            var position = 0
            var output = 0
            for edit in file.edits {
                let kept = edit.range.lowerBound - position
                #expect(
                    Array(file.migrated[output..<(output + kept)])
                        == Array(file.original[position..<edit.range.lowerBound]))
                output += kept + edit.replacement.utf8.count
                position = edit.range.upperBound
            }
        }
    }

    @Test(arguments: cases)
    func migratedSourcesKeepTheIdentifiersAndNeedNoSecondRun(_ name: String) throws {
        let (swift, interface) = try Self.files(Self.root.appendingPathComponent("\(name)/after"))
        let model = ModelBuilder.build(scanEveryFile(swift), options: GenerationOptions())
        for line in try Self.expectedAdoptions(name) {
            let parts = line.split(separator: " ").map(String.init)
            let type = try #require(model.types.first { $0.name == parts[0] }, "\(name): \(parts[0]) is not adopted")
            #expect(type.mixins.contains(.reusable))
            #expect(type.mixins.contains(.nibLoadable) == (parts[1] == "NibReusable"), "\(name): \(parts[0])")
            #expect((type.literal(of: .reuseIdentifier) ?? type.bareName) == parts[2], "\(name): \(parts[0])")
        }
        let (_, beforeInterface) = try Self.files(Self.root.appendingPathComponent("\(name)/before"))
        let second = Self.plan(swift, interface + beforeInterface)
        #expect(second.files.isEmpty, "\(name): a second run changes \(second.files.map(\.path))")
        #expect(second.sitesRewritten == 0)
    }

    /// Migrate never reports its own output as string-typed: run again on what it wrote, it changes nothing and finds
    /// no more sites than the first run left (fewer where the first run made a left site's identifier typed:
    /// `dequeueReusableCell(withIdentifier: X.reuseIdentifier) as? X` is no string-typed site; a left site's reason
    /// may change, as the typed registrations around it no longer name its identifier).
    @Test(arguments: cases)
    func aSecondRunFindsOnlyTheSitesTheFirstLeft(_ name: String) throws {
        let (swift, interface) = try Self.files(Self.root.appendingPathComponent("\(name)/before"))
        let first = Self.plan(swift, interface)
        let migrated = Dictionary(uniqueKeysWithValues: first.files.map { ($0.path, $0.migrated) })
        let written = swift.map { file in migrated[file.path].map { SourceFile(path: file.path, bytes: $0) } ?? file }
        let second = Self.plan(written, interface)
        #expect(second.files.isEmpty, "\(name): \(second.files.map(\.path))")
        #expect(second.sitesRewritten == 0, "\(name): \(second.summary)")
        #expect(
            second.sitesFound <= first.sitesLeft.values.reduce(0, +), "\(name): \(first.summary) then \(second.summary)"
        )
        #expect(second.notes.count == second.sitesFound, "\(name): \(second.notes)")
    }

    /// `Cell.reuseIdentifier` read where `Cell` may be either of two classes of that name, only one of which adopts
    /// `Reusable`, is not known to be typed: the site is counted and keeps its note.
    @Test func aBareNameTwoClassesShareIsNotTakenForTheAdopter() {
        let source = """
            import UIKit
            import Reusable

            enum First {
                final class Cell: UITableViewCell, Reusable {}
            }

            enum Second {
                final class Cell: UITableViewCell {
                    static let reuseIdentifier = "Second"
                }
            }

            extension Second {
                static func kept(_ table: UITableView) -> UITableViewCell {
                    table.dequeueReusableCell(withIdentifier: Cell.reuseIdentifier) as! Cell
                }
            }

            """
        let plan = Self.plan([SourceFile(path: "Cells.swift", text: source)], [])
        #expect(plan.sitesFound == 1)
        #expect(
            plan.notes.map(\.formatted) == [
                "Cells.swift:16:9: note: left as is: several classes in the sources are named 'Cell' (First.Cell, Second.Cell) [migrate-ambiguous-class-name]"
            ])
    }

    /// The fixture package's `MigrationAfter` target is exactly what migrate makes of `MigrationBefore` (its
    /// `MigrationEquivalenceTests` then show that both behave the same against the stand-in UIKit), and
    /// `AppKitMigrationAfter` of `AppKitMigrationBefore` (`AppKitMigrationEquivalenceTests`, stand-in AppKit).
    @Test(arguments: [
        (
            "Migration",
            "migrate: 39 string-typed sites found, 18 classes adopted, 34 sites rewritten, 5 left as is (2 migrate-class-not-named, 3 migrate-identifier-not-static)"
        ),
        ("AppKitMigration", "migrate: 3 string-typed sites found, 3 classes adopted, 3 sites rewritten, 0 left as is"),
    ])
    func fixtureAppAfterIsWhatMigrateWrites(_ name: String, _ summary: String) throws {
        let app = Self.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/App/Sources")
        let (before, _) = try Self.files(app.appendingPathComponent(name + "Before"))
        let (after, _) = try Self.files(app.appendingPathComponent(name + "After"))
        let resources = app.appendingPathComponent(name + "After/Resources")
        let interface =
            FileManager.default.fileExists(atPath: resources.path) ? try Self.files(resources).interface : []
        let plan = Self.plan(before, interface)
        #expect(plan.files.map(\.path) == after.map(\.path))
        #expect(plan.files.map(\.migrated) == after.map(\.bytes))
        #expect(plan.summary == summary)
    }

    @Test func everyReasonHasAFixture() throws {
        var seen = Set<String>()
        for name in Self.cases {
            let notes = try String(contentsOf: Self.root.appendingPathComponent("\(name)/notes.txt"), encoding: .utf8)
            for reason in MigrationReason.allCases where notes.contains("[\(reason.rawValue)]") {
                seen.insert(reason.rawValue)
            }
        }
        // `migrate-unverified` is the safety net behind the rules: no input we know of reaches it.
        let expected = Set(MigrationReason.allCases.map(\.rawValue)).subtracting([MigrationReason.unverified.rawValue])
        #expect(seen == expected, "missing: \(expected.subtracting(seen).sorted())")
    }
}
