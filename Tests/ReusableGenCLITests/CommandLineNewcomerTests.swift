import Foundation
import GenCore
import Testing
@testable import ReusableGenCLI

/// What a newcomer meets on the command line: the usual short options and subcommands, help for `migrate`, hints
/// after a mistake, output fit for CI (diffs on standard output, diagnostics on standard error, `migrate --check`),
/// the configuration file found in the current directory, and a note when nothing adopts a mixin.
@Suite struct CommandLineNewcomerTests {
    static let adopter = "import UIKit\nfinal class ProfileCell: UITableViewCell, Reusable {}\n"
    static let stringTyped = """
        import UIKit
        final class ListController: UITableViewController {
            override func viewDidLoad() {
                tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
            }
        }
        final class ProfileCell: UITableViewCell {}

        """

    // MARK: - Short options and subcommands

    @Test func shortOptionsAndSubcommandsAreTheLongOnes() {
        let help = runTool(["--help"])
        #expect(help.status == .success)
        #expect(runTool(["-h"]) == help)
        #expect(runTool(["help"]) == help)
        #expect(runTool(["src", "-h", "--bogus"]) == help)
        let version = ToolRun(status: .success, output: "reusable-gen \(CommandLineArguments.version)\n", error: "")
        #expect(runTool(["--version"]) == version)
        #expect(runTool(["-v"]) == version)
        #expect(runTool(["version"]) == version)
        let migrateHelp = ToolRun(status: .success, output: CommandLineArguments.helpText(for: .migrate), error: "")
        #expect(runTool(["help", "migrate"]) == migrateHelp)
        #expect(runTool(["migrate", "-h"]) == migrateHelp)
        #expect(migrateHelp != help)
        #expect(
            runTool(["version", "x"])
                == ToolRun(
                    status: .usage, output: "",
                    error: "reusable-gen: error: 'reusable-gen version' takes no arguments\n"))
    }

    @Test func dashOWritesTheOutput() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", Self.adopter)
        let run = runTool(["-o", folder("Out.swift"), folder("src")])
        #expect(run == ToolRun(status: .success, output: "reusable-gen: wrote '\(folder("Out.swift"))'\n", error: ""))
        #expect(runTool(["-o=" + folder("Out.swift"), folder("src")]).output.hasSuffix("is up to date\n"))
    }

    // MARK: - Options of the other subcommand

    @Test(arguments: [
        (
            ["migrate", "--output", "x", "src"],
            "'--output' does not apply to 'reusable-gen migrate'; it is an option of 'reusable-gen' (run 'reusable-gen migrate --help' for the options)"
        ),
        (
            ["migrate", "--format", "json", "src"],
            "'--format' does not apply to 'reusable-gen migrate'; it is an option of 'reusable-gen' (run 'reusable-gen migrate --help' for the options)"
        ),
        (
            ["--write", "src"],
            "'--write' does not apply to 'reusable-gen'; it is an option of 'reusable-gen migrate' (run 'reusable-gen --help' for the options)"
        ),
        (
            ["migrate", "--check", "--write", "src"],
            "'--check' and '--write' cannot be combined (--check writes nothing)"
        ),
        (["migrate"], "no input paths given (run 'reusable-gen migrate --help' for usage)"),
    ])
    func optionsOfTheOtherSubcommandSaySo(arguments: [String], message: String) {
        #expect(runTool(arguments) == ToolRun(status: .usage, output: "", error: "reusable-gen: error: \(message)\n"))
    }

    // MARK: - CI

    @Test func checkPrintsTheDiffOnStandardOutputAndTheErrorOnStandardError() throws {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", Self.adopter)
        let output = folder("Out.swift")
        #expect(runTool(["--output", output, folder("src")]).status == .success)
        folder.write("src/Cell.swift", Self.adopter.replacingOccurrences(of: "ProfileCell", with: "CardCell"))
        let check = runTool(["--check", "--output", output, folder("src")])
        #expect(check.status == .failure)
        #expect(
            check.error
                == "reusable-gen: error: '\(output)' is out of date; run reusable-gen without --check to update it\n")
        #expect(check.output.hasPrefix("--- \(output) (on disk)\n+++ \(output) (generated)\n@@ "))
        #expect(check.output.contains("\n-extension ProfileCell"))
        #expect(check.output.contains("\n+extension CardCell"))
    }

    @Test func migrateCheckFailsWhilChangesArePendingAndPassesAfterWrite() {
        let folder = TemporaryDirectory()
        folder.write("src/List.swift", Self.stringTyped)
        let check = runTool(["migrate", "--check", folder("src")])
        #expect(check.status == .failure)
        #expect(check.output.hasPrefix("--- \(folder("src/List.swift"))\n"))
        #expect(!check.error.contains("--- "))
        let summary = check.error.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            summary
                == "migrate: 1 string-typed site found, 1 class adopted, 1 site rewritten, 0 left as is; to apply: reusable-gen migrate --write \(folder("src"))"
        )
        let dryRun = runTool(["migrate", "--bundle", "main", folder("src")])
        #expect(dryRun.status == .success)
        #expect(dryRun.output == check.output)
        #expect(dryRun.error.hasSuffix("; to apply: reusable-gen migrate --write --bundle main \(folder("src"))\n"))
        #expect(runTool(["migrate", "--write", folder("src")]).status == .success)
        let after = runTool(["migrate", "--check", folder("src")])
        #expect(after.status == .success)
        #expect(after.output == "")
        #expect(after.error.hasSuffix("; nothing to change\n"))
    }

    @Test func theWriteCommandQuotesWhatTheShellWouldSplit() {
        #expect(
            CommandLineTool.writeCommand(["migrate", "--check", "My App/Sources", "it's", "@args.txt"])
                == #"reusable-gen migrate --write 'My App/Sources' 'it'\''s' @args.txt"#)
    }

    // MARK: - Configuration

    @Test func aConfigurationInTheCurrentDirectoryIsReadAndConfigWins() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "import UIKit\npublic final class ProfileCell: UITableViewCell, Reusable {}\n")
        folder.write("reusable-gen.json", #"{"accessLevel": "public"}"#)
        let other = folder.write("other.json", #"{"accessLevel": "package"}"#)
        func run(_ arguments: [String]) -> ToolRun {
            let capture = OutputCapture()
            let status = CommandLineTool(console: capture.console, currentDirectory: folder.path).run(arguments)
            return ToolRun(status: status, output: capture.output, error: capture.error)
        }
        let register = "static func register(in tableView: UITableView) {\n"
        #expect(run([folder("src")]).output.contains("    public " + register))
        #expect(run(["--config", other, folder("src")]).output.contains("    package " + register))
        #expect(run(["--access-level", "internal", folder("src")]).output.contains("\n    " + register))
        // Elsewhere (the tests' own current directory has no reusable-gen.json) the default applies.
        #expect(runTool([folder("src")]).output.contains("\n    " + register))
        folder.write("reusable-gen.json", #"{"acessLevel": "public"}"#)
        #expect(
            run([folder("src")])
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "\(folder("reusable-gen.json")):1:2: error: unknown key 'acessLevel' (did you mean 'accessLevel'?)\n"
                ))
    }

    @Test func configurationErrorsStopTheRunBeforeAnyWork() {
        let folder = TemporaryDirectory()
        let config = folder.write("c.json", #"{"platform": "watchkit"}"#)
        let expected = ToolRun(
            status: .failure, output: "",
            error:
                "\(config):1:14: error: invalid value 'watchkit' for 'platform' (expected one of: auto, uikit, appkit)\n"
        )
        // The input does not exist: a run that went on would report it too.
        #expect(runTool(["--config", config, "--output", folder("Out.swift"), folder("missing")]) == expected)
        #expect(runTool(["migrate", "--config", config, folder("missing")]) == expected)
        #expect(folder.listing() == ["c.json"])
    }

    @Test func missingFilesGivenAsOptionsAreUsageErrors() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", Self.adopter)
        #expect(runTool(["--config", folder("none.json"), folder("src")]).status == .usage)
        #expect(runTool(["migrate", "--config", folder("none.json"), folder("src")]).status == .usage)
        #expect(runTool(["@" + folder("none.txt")]).status == .usage)
    }

    // MARK: - Nothing adopted

    @Test func nothingAdoptedIsANoteWithTheMigrateCommand() {
        let folder = TemporaryDirectory()
        folder.write("src/List.swift", Self.stringTyped)
        folder.write("src/Other.swift", "struct Other {}\n")
        let run = runTool([folder("src")])
        #expect(run.status == .success)
        #expect(
            run.error
                == "reusable-gen: note: no class adopts a mixin in the 2 Swift files read; the output declares only the protocols and helpers; 1 register or dequeue call by string identifier can be converted: run 'reusable-gen migrate \(folder("src"))'\n"
        )
        let plain = runTool([folder("src/Other.swift")])
        #expect(
            plain.error
                == "reusable-gen: note: no class adopts a mixin in the 1 Swift file read; the output declares only the protocols and helpers\n"
        )
        #expect(runTool(["--quiet", folder("src")]).error == "")
        folder.write(
            "src/List.swift",
            Self.stringTyped.replacingOccurrences(of: "UITableViewCell {}", with: "UITableViewCell, Reusable {}"))
        #expect(runTool([folder("src")]).error == "")
    }

    @Test func replacingAFileThatDeclaredTypesWithOneThatDeclaresNoneIsAWarning() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", Self.adopter)
        let output = folder("Out.swift")
        #expect(runTool(["--output", output, folder("src")]).error == "")
        folder.write("src/Cell.swift", "struct Cell {}\n")
        let run = runTool(["--output", output, folder("src")])
        #expect(run.status == .success)
        #expect(
            run.error == """
                reusable-gen: note: no class adopts a mixin in the 1 Swift file read; the output declares only the protocols and helpers
                reusable-gen: warning: replaced '\(output)' with a file that declares no types: no class adopts a mixin

                """)
    }

    /// The extensions a generated file declares are counted by line, whatever the line ending, and an output that
    /// stays the same is not compared at all: the run says it is up to date and warns of nothing.
    @Test func extensionsAreCountedByLineAndAnUnchangedOutputIsNotWarnedAbout() {
        let lines =
            "// x\nextension A {}\r\npublic extension B {}\npackage extension C {}\n  extension D {}\nextensions E"
        #expect(CommandLineTool.extensionCount(Array(lines.utf8)) == 3)
        #expect(CommandLineTool.extensionCount([]) == 0)

        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "struct Cell {}\n")
        let output = folder("Out.swift")
        #expect(runTool(["--quiet", "--output", output, folder("src")]).error == "")
        let again = runTool(["--output", output, folder("src")])
        #expect(again.status == .success)
        #expect(again.output == "reusable-gen: '\(output)' is up to date\n")
        #expect(
            again.error == """
                reusable-gen: note: no class adopts a mixin in the 1 Swift file read; the output declares only the \
                protocols and helpers

                """)
    }

    // MARK: - Where a mixin comes from

    /// A missing XIB of a class whose `NibReusable` comes from an extension of its superclass in another file names
    /// that extension, and the comment that silences the check for the class.
    @Test func aMissingXIBNamesTheExtensionTheMixinComesFrom() {
        let folder = TemporaryDirectory()
        folder.write("src/RoomCallBaseCell.swift", "import UIKit\nclass RoomCallBaseCell: UITableViewCell {}\n")
        let origin = folder.write(
            "src/Conformances.swift", "import UIKit\n\nextension RoomCallBaseCell: NibReusable {}\n")
        let cell = folder.write(
            "src/RoomDirectCallStatusCell.swift",
            "import UIKit\nfinal class RoomDirectCallStatusCell: RoomCallBaseCell {}\n")
        folder.write(
            "src/Other.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="v1"/>
                </objects>
            </document>

            """)
        let run = runTool(["--output", folder("Generated.swift"), folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .success, output: "reusable-gen: wrote '\(folder("Generated.swift"))'\n",
                    error: """
                        \(cell):2:13: warning: 'RoomDirectCallStatusCell' is NibLoadable but no XIB named \
                        'RoomDirectCallStatusCell' is among the inputs; add RoomDirectCallStatusCell.xib to the target or \
                        provide 'static var nib' [ib-missing-xib]
                        \(origin):3:11: note: 'RoomDirectCallStatusCell' is NibLoadable through this declaration; if it \
                        never loads its XIB, write '// reusable-gen:disable:next ib-missing-xib' above \
                        'RoomDirectCallStatusCell'

                        """))
    }

    // MARK: - Atomic replacement

    /// The output is replaced by renaming a new file over it: a reader holding the old file open keeps reading the
    /// old bytes, and the path then names another file. A write in place (truncate and rewrite) fails this test.
    @Test func replacingTheOutputLeavesTheOldFileIntactForItsReaders() throws {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", Self.adopter)
        let output = folder("Out.swift")
        #expect(runTool(["--output", output, folder("src")]).status == .success)
        let old = try #require(folder.bytes("Out.swift"))
        let oldInode = try FileManager.default.attributesOfItem(atPath: output)[.systemFileNumber] as? Int
        let reader = try #require(FileHandle(forReadingAtPath: output))
        defer { try? reader.close() }
        folder.write("src/Cell.swift", Self.adopter.replacingOccurrences(of: "ProfileCell", with: "CardCell"))
        #expect(runTool(["--output", output, folder("src")]).status == .success)
        let new = try #require(folder.bytes("Out.swift"))
        #expect(new != old)
        #expect(try reader.readToEnd().map(Array.init) == old)
        let newInode = try FileManager.default.attributesOfItem(atPath: output)[.systemFileNumber] as? Int
        #expect(newInode != oldInode)
        #expect(folder.listing() == ["Out.swift", "src"])
    }
}
