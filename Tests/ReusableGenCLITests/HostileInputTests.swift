import Foundation
import Testing
@testable import GenCore
@testable import ReusableGenCLI

/// Injection tests (issue 10): hostile names and literals from Swift sources, Interface Builder files and configuration
/// values reach the generated file only as escaped literals and identifiers. The fixture app compiles the same
/// hostile source (`Tests/Fixtures/App/Sources/App/HostileNames.swift`) with warnings as errors.
@Suite struct HostileInputTests {
    static let hostileNamesPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/App/Sources/App/HostileNames.swift").path

    /// Generates Swift for one source file with default options.
    private func generate(
        _ text: String, path: String = "Hostile.swift", options: GenerationOptions = GenerationOptions()
    )
        -> GenerationResult
    {
        Generator.generate(GenerationInput(swiftFiles: [InputFile(path: path, text: text)], options: options))
    }

    /// The lines of `text` that contain `fragment`, without leading spaces.
    private func lines(of text: String, containing fragment: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.contains(fragment) }.map { String($0.drop { $0 == " " }) }
    }

    // MARK: - Swift sources

    @Test func theFixtureAppsHostileNamesComeOutEscaped() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.hostileNamesPath))
        let result = Generator.generate(
            GenerationInput(swiftFiles: [InputFile(path: "HostileNames.swift", bytes: Array(bytes))]))
        #expect(
            result.diagnostics.map(\.formatted) == [
                "HostileNames.swift:15:13: note: 'Dotted.Cell' adopts Reusable but its name or an enclosing type's name "
                    + "contains '.', so it cannot be extended from another file; it keeps the mixins' run-time defaults "
                    + "(String(describing:), Bundle(for:))"
            ])
        #expect(
            lines(of: result.output, containing: "exit(1)") == [
                #"@available(iOS, introduced: 12.0, message: "Main\"); exit(1); //")"#,
                #"@available(macOS, introduced: 10.15, message: "back\\slash \u{202E} \"); exit(1); /* ")"#,
                #"// MARK: - Main"); exit(1); //"#,
                #"extension `Main"); exit(1); //` {"#,
                #"nonisolated static let reuseIdentifier = "Main\"); exit(1); //""#,
            ])
        #expect(
            lines(of: result.output, containing: "not a comment") == [
                "// MARK: - Header // not a comment */",
                "extension `Header // not a comment */` {",
                #"nonisolated static let reuseIdentifier = "Header // not a comment */""#,
            ])
        #expect(lines(of: result.output, containing: "#if FIXTURE_FLAG") == ["#if FIXTURE_FLAG && !os(Windows)"])
        #expect(
            lines(of: result.output, containing: "os(Windows))") == [
                "#if !(FIXTURE_FLAG && !os(Windows)) && (os(Windows))"
            ])
        #expect(!result.output.contains("Dotted"))
        #expect(
            lines(of: result.output, containing: "HostileIdentifierCell")
                == ["// MARK: - HostileIdentifierCell", "extension HostileIdentifierCell {"])
        #expect(lines(of: result.output, containing: "`class`").first == "extension `class` {")
        #expect(
            lines(of: result.output, containing: "\"my cell\"") == [
                #"nonisolated static let reuseIdentifier = "my cell""#, #"nonisolated static let nibName = "my cell""#,
            ])
    }

    @Test(arguments: [
        // (declared name, expected Swift spelling, expected literal)
        ("`Main\"); exit(1); //`", "`Main\"); exit(1); //`", #""Main\"); exit(1); //""#),
        ("`a \"b\" \\(c)`", "`a \"b\" \\(c)`", #""a \"b\" \\(c)""#),
        ("`self`", "`self`", #""self""#),
        ("`Type`", "`Type`", #""Type""#),
        ("`é x`", "`é x`", #""é x""#),
        ("Ünïcødé", "Ünïcødé", #""Ünïcødé""#),
        ("`#\"raw\"#`", "`#\"raw\"#`", ##""#\"raw\"#""##),
    ])
    func classNamesAreEscapedAsIdentifiersAndLiterals(declared: String, spelled: String, literal: String) {
        let result = generate("import UIKit\nfinal class \(declared): UITableViewCell, Reusable {}\n")
        #expect(result.diagnostics == [])
        #expect(lines(of: result.output, containing: "extension \(spelled) {") == ["extension \(spelled) {"])
        #expect(
            lines(of: result.output, containing: "reuseIdentifier = ")
                == ["nonisolated static let reuseIdentifier = \(literal)"])
    }

    @Test func namesNoSwiftSpellingCanNameAreErrorsNotCode() {
        // Bidirectional overrides and other format characters are rejected by `StringLiteral.identifier`.
        let result = generate("import UIKit\nfinal class `Evil\u{202E}Cell`: UITableViewCell, Reusable {}\n")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Hostile.swift:2:13: error: 'Evil\u{202E}Cell' cannot be named in generated Swift code"
            ])
        #expect(!result.output.contains("Evil"))
    }

    @Test func qualifiedIdentifiersOfNestedHostileNamesAreEscaped() {
        var options = GenerationOptions()
        options.qualifiedIdentifiers = true
        let result = generate(
            """
            import UIKit
            enum `Outer "x"` { final class `Inner\\n`: UITableViewCell, Reusable {} }
            """, options: options)
        #expect(result.diagnostics == [])
        #expect(
            lines(of: result.output, containing: "reuseIdentifier = ")
                == [#"nonisolated static let reuseIdentifier = "Outer \"x\".Inner\\n""#])
        #expect(lines(of: result.output, containing: "extension `Outer") == [#"extension `Outer "x"`.`Inner\n` {"#])
    }

    @Test func aTypeNestedInADottedNameIsLeftToTheRunTimeDefaults() {
        let result = generate("import UIKit\nenum `a.b` { final class Cell: UITableViewCell, Reusable {} }\n")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Hostile.swift:2:26: note: 'a.b.Cell' adopts Reusable but its name or an enclosing type's name contains "
                    + "'.', so it cannot be extended from another file; it keeps the mixins' run-time defaults "
                    + "(String(describing:), Bundle(for:))"
            ])
        #expect(!result.output.contains("extension a"))
    }

    // MARK: - Interface Builder files and configuration values

    @Test func interfaceBuilderValuesNeverReachTheGeneratedFile() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "import UIKit\nfinal class Cell: UITableViewCell, NibReusable {}\n")
        let plain = runTool([folder("src")])
        folder.write(
            "src/Cell.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell customClass="Main&quot;); exit(1); //" reuseIdentifier="&quot;); exit(2)" id="a"/>
                </objects>
            </document>
            """)
        folder.write(
            "src/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="b">
                <scenes><scene sceneID="s"><objects>
                    <viewController storyboardIdentifier="&quot;); exit(3)" customClass="`x`" id="b"/>
                </objects></scene></scenes>
            </document>
            """)
        // The XIB's root has another class: an error that quotes it, and the CLI writes nothing.
        let withInterfaceFiles = runTool([folder("src")])
        #expect(withInterfaceFiles.status == .failure)
        #expect(withInterfaceFiles.output == "")
        #expect(withInterfaceFiles.error.contains("is of class 'Main\"); exit(1); //'"), "\(withInterfaceFiles.error)")
        // The generated text never depends on IB values: the same with and without the hostile files.
        let swift = InputFile(
            path: "Cell.swift", text: "import UIKit\nfinal class Cell: UITableViewCell, NibReusable {}\n")
        let interfaceFiles = ["src/Cell.xib", "src/Main.storyboard"].map {
            InputFile(path: $0, bytes: folder.bytes($0) ?? [])
        }
        let generated = Generator.generate(GenerationInput(swiftFiles: [swift], interfaceFiles: interfaceFiles))
        #expect(generated.output == Generator.generate(GenerationInput(swiftFiles: [swift])).output)
        #expect(!generated.output.contains("exit("))
        #expect(plain.status == .success)
    }

    @Test func configurationValuesAreNeverPastedIntoCode() {
        let folder = TemporaryDirectory()
        folder.write("src/Cell.swift", "import UIKit\nclass Base: Thing {}\nfinal class Cell: Base, Reusable {}\n")
        folder.write(
            "c.json",
            #"{"moduleName": "App\"); exit(1); //", "baseClassKinds": {"Thing\"); exit(2)": "view", "Thing": "tableViewCell"}}"#
        )
        let run = runTool(["--config", folder("c.json"), folder("src")])
        #expect(run.status == .success)
        #expect(run.error == "")
        #expect(!run.output.contains("exit("))
        #expect(
            lines(of: run.output, containing: "reuseIdentifier = ") == [
                #"nonisolated static let reuseIdentifier = "Cell""#
            ])

        folder.write(
            "bad.json", #"{"accessLevel": "public\"); exit(1); //", "bundle": "x\nsrc/Cell.swift:1:1: error: forged"}"#)
        let bad = runTool(["--config", folder("bad.json"), folder("src")])
        #expect(bad.status == .failure)
        #expect(bad.output == "")
        #expect(
            bad.error.components(separatedBy: "\n").filter { !$0.isEmpty }.map {
                $0.replacingOccurrences(of: folder.path + "/", with: "")
            } == BadConfiguration.expectedErrors)
    }
}

/// The exact errors for a configuration whose values try to inject code or forge a diagnostic line.
enum BadConfiguration {
    static let expectedErrors = [
        #"bad.json:1:17: error: invalid value 'public"); exit(1); //' for 'accessLevel' (expected one of: internal, package, public)"#,
        #"bad.json:1:53: error: invalid value 'x\nsrc/Cell.swift:1:1: error: forged' for 'bundle' (expected one of: class, module, main)"#,
    ]
}
