import Foundation
import Testing
import GenCore
@testable import ReusableGenCLI

@Suite struct CommandLineToolTests {
    // MARK: - Standard output

    @Test func withoutOutputTheFileGoesToStandardOutput() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "final class Cell: Reusable {}\n")
        let run = runTool([folder("src")])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix(header + "\n"))
        #expect(run.error == "")
        #expect(folder.listing() == ["src"])
    }

    @Test func everyGenerationOptionIsAccepted() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "final class Cell: Reusable {}\n")
        let template = folder.write("My.mustache", "{{! custom }}\n")
        for arguments in [
            ["--format", "swift"], ["--format", "json"], ["--template", "uikit"], ["--template", "appkit"],
            ["--platform", "auto"], ["--platform", "uikit"], ["--platform", "appkit"], ["--template", template],
            ["--access-level", "package"], ["--bundle", "main"],
            ["--qualified-identifiers"], ["--module-name", "App"], ["--warnings-as-errors"], ["--quiet"], ["--force"],
        ] {
            let run = runTool(arguments + [folder("src")])
            #expect(run.status == .success, "\(arguments)")
            #expect(run.error == "", "\(arguments)")
        }
    }

    @Test func optionsReachTheGenerator() throws {
        var expected = GenerationOptions()
        expected.format = .json
        expected.template = .builtIn("appkit")
        expected.platform = .appkit
        expected.accessLevel = .public
        expected.bundle = .main
        expected.qualifiedIdentifiers = true
        expected.moduleName = "Kit"
        let arguments = try CommandLineArguments.parse([
            "--format=json", "--template=appkit", "--platform=appkit", "--access-level=public", "--bundle=main",
            "--qualified-identifiers",
            "--module-name=Kit", "src",
        ])
        var diagnostics: [Diagnostic] = []
        #expect(CommandLineTool.options(arguments, ConfigurationFile(), diagnostics: &diagnostics) == expected)
        #expect(diagnostics.isEmpty)
        let defaults = try CommandLineArguments.parse(["src"])
        #expect(
            CommandLineTool.options(defaults, ConfigurationFile(), diagnostics: &diagnostics) == GenerationOptions())
    }

    @Test func commandLineOverridesConfigurationAndTemplatesAreRead() {
        let folder = TemporaryDirectory()
        folder.write("cfg/Cells.mustache", "T")
        folder.write(
            "cfg/c.json",
            #"{"template": "Cells.mustache", "platform": "appkit", "accessLevel": "public", "#
                + #""bundle": "module", "#
                + #""moduleName": "Config", "qualifiedIdentifiers": true, "baseClassKinds": {"Base": "view"}}"#)
        var diagnostics: [Diagnostic] = []
        let configuration = ConfigurationFile.decode(
            SourceFile(path: folder("cfg/c.json"), bytes: folder.bytes("cfg/c.json") ?? [])
        ).configuration
        var arguments = CommandLineArguments()
        arguments.accessLevel = .package
        arguments.moduleName = "App"
        var adjusted = configuration
        adjusted.template = folder("cfg/Cells.mustache")
        let options = CommandLineTool.options(arguments, adjusted, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(options.platform == .appkit)
        #expect(options.accessLevel == .package)
        #expect(options.bundle == .module)
        #expect(options.moduleName == "App")
        #expect(options.qualifiedIdentifiers)
        #expect(options.baseClassKinds == ["Base": .view])
        #expect(options.template == .custom(path: folder("cfg/Cells.mustache"), text: "T"))
    }

    @Test func configurationTemplatePathIsRelativeToTheConfigurationFile() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}\n")
        folder.write("cfg/c.json", #"{"template": "Missing.mustache"}"#)
        let run = runTool(["--config", folder("cfg/c.json"), folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "\(folder("cfg/c.json")):1:14: error: cannot read template '\(folder("cfg/Missing.mustache"))': "
                        + "no such file or directory\n"))
    }

    @Test func mistypedBuiltInTemplateIsSuggested() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}\n")
        let run = runTool(["--template", "uikt", folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "reusable-gen: error: cannot read template 'uikt': no such file or directory "
                        + "(did you mean the built-in template 'uikit'?)\n"))
    }

    // MARK: - Configuration errors

    @Test func configurationErrorsAreReportedAtTheirPositionAndNothingIsWritten() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}\n")
        let config = folder.write(
            "config.json", "{\n  \"accessLevel\": \"public\",\n    \"tempate\": \"uikit\",\n  \"exclude\": \"x\"\n}\n")
        let run = runTool(["--config", config, "--output", folder("Out.swift"), folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error: """
                        \(config):3:5: error: unknown key 'tempate' (did you mean 'template'?)
                        \(config):4:14: error: 'exclude' must be an array of strings, not a string

                        """))
        #expect(folder.listing() == ["config.json", "src"])
    }

    @Test func missingConfigurationFileIsAUsageError() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}\n")
        let run = runTool(["--config", folder("none.json"), folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .usage, output: "",
                    error:
                        "reusable-gen: error: cannot read configuration file '\(folder("none.json"))': no such file or directory\n"
                ))
    }

    @Test func configurationExcludesAndWarningsAsErrorsApply() {
        let folder = TemporaryDirectory()
        folder.write("src/Legacy/Old.swift", "class Old {}\n")
        let config = folder.write("c.json", #"{"exclude": ["Legacy"], "warningsAsErrors": true}"#)
        let run = runTool(["--config", config, folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error:
                        "reusable-gen: error: no .swift, .xib or .storyboard files found\n"))
    }

    @Test func configurationChecksTurnACheckOffOrRegradeIt() {
        let folder = TemporaryDirectory()
        folder.write(
            "src/Cells.swift",
            """
            import UIKit
            final class ProfileCell: UITableViewCell, NibReusable {}
            final class CardView: UIView, NibLoadable {}
            """)
        folder.write(
            "src/CardView.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects><view id="v-1" customClass="OtherView"/></objects>
            </document>
            """)
        let config = folder.write(
            "c.json",
            """
            {"checks": {"ib-missing-xib": "error", "ib-root-view-class": "off"}}
            """)
        let run = runTool(["--config", config, folder("src")])
        #expect(
            run
                == ToolRun(
                    status: .failure, output: "",
                    error: """
                        \(folder("src/Cells.swift")):2:13: error: 'ProfileCell' is NibLoadable but no XIB named 'ProfileCell' is \
                        among the inputs; add ProfileCell.xib to the target or provide 'static var nib' [ib-missing-xib]

                        """))
    }

    @Test func jsonKeepsItsContractWhenThereAreErrors() throws {
        let folder = TemporaryDirectory()
        folder.write("src/Card.swift", "import UIKit\nfinal class CardView: UIView, NibLoadable {}\n")
        folder.write(
            "src/CardView.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects><view id="v-1" customClass="OtherView"/></objects>
            </document>
            """)
        // A configuration with errors stops the run before any work (CommandLineNewcomerTests); errors in the inputs
        // do not stop the JSON.
        let run = runTool(["--format", "json", folder("src")])
        #expect(run.status == .failure)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let types = try #require(object["types"] as? [[String: Any]])
        #expect(types.compactMap { $0["name"] as? String } == ["CardView"])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["severity"] as? String } == ["error", "note"])
        #expect(
            diagnostics.compactMap { $0["message"] as? String } == [
                """
                'CardView' is NibLoadable but the root view of CardView.xib is of class 'OtherView'; set its Custom Class \
                to 'CardView' in the Identity inspector [ib-root-view-class]
                """,
                "root view declared here",
            ])
        #expect(diagnostics.first?["line"] as? Int == 2)
        // With --output, the file is written too, and the run still fails.
        let written = runTool(["--format", "json", "--output", folder("Model.json"), folder("src")])
        #expect(written.status == .failure)
        #expect(folder.bytes("Model.json").map { String(decoding: $0, as: UTF8.self) } == run.output)
    }

    // MARK: - Diagnostics, --warnings-as-errors, --quiet

    @Test func diagnosticsAreSortedOnStandardError() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}\n")
        folder.write("notes.txt", "")
        folder.link("src/z.swift", to: "gone.swift")
        let run = runTool([folder("notes.txt"), folder("src"), folder("missing")])
        #expect(run.status == .failure)
        #expect(run.output == "")
        #expect(
            run.error == """
                reusable-gen: error: cannot read '\(folder("missing"))': no such file or directory
                reusable-gen: warning: skipping '\(folder("src/z.swift"))': dangling symbolic link to 'gone.swift'
                reusable-gen: note: ignoring '\(folder("notes.txt"))': not a .swift, .xib or .storyboard file

                """)
    }

    @Test func warningsAsErrorsFailsTheRunAndWritesNothing() throws {
        let folder = TemporaryDirectory()
        folder.makeDirectory("empty")
        let plain = runTool(["--output", folder("Out.swift"), folder("empty")])
        #expect(
            plain
                == ToolRun(
                    status: .success, output: "reusable-gen: wrote '\(folder("Out.swift"))'\n",
                    error: "reusable-gen: warning: no .swift, .xib or .storyboard files found\n"))
        let written = try #require(folder.bytes("Out.swift"), "the plain run wrote no Out.swift")
        #expect(written.starts(with: Array(GeneratedFile.swiftHeader.utf8)))
        try FileManager.default.removeItem(atPath: folder("Out.swift"))
        try #require(folder.listing() == ["empty"])
        let strict = runTool(["--warnings-as-errors", "--output", folder("Out.swift"), folder("empty")])
        #expect(
            strict
                == ToolRun(
                    status: .failure, output: "",
                    error: "reusable-gen: error: no .swift, .xib or .storyboard files found\n"))
        #expect(folder.listing() == ["empty"])
    }

    @Test func quietKeepsOnlyErrors() {
        let folder = TemporaryDirectory()
        folder.write("src/A.swift", "class A {}\n")
        folder.write("notes.txt", "")
        folder.link("src/z.swift", to: "gone.swift")
        let quiet = runTool(["--quiet", "--output", folder("Out.swift"), folder("notes.txt"), folder("src")])
        #expect(quiet == ToolRun(status: .success, output: "", error: ""))
        let again = runTool(["--quiet", "--output", folder("Out.swift"), folder("src")])
        #expect(again == ToolRun(status: .success, output: "", error: ""))
        let failing = runTool(["--quiet", folder("src"), folder("missing")])
        #expect(
            failing
                == ToolRun(
                    status: .failure, output: "",
                    error: "reusable-gen: error: cannot read '\(folder("missing"))': no such file or directory\n"))
    }
}
