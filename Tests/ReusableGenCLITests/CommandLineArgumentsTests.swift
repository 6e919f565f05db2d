import Testing
import GenCore
@testable import ReusableGenCLI

@Suite struct CommandLineArgumentsTests {
    // MARK: - Parsing

    @Test func everyOptionIsParsedInBothSpellings() throws {
        let spaced = try CommandLineArguments.parse([
            "--output", "Out.swift", "--check", "--force", "--format", "json", "--template", "uikit",
            "--platform", "appkit", "--access-level", "public", "--bundle", "module", "--qualified-identifiers",
            "--module-name", "App",
            "--config", "c.json", "--exclude", "*Tests*", "--exclude", "Legacy/**", "--warnings-as-errors", "--quiet",
            "Sources",
        ])
        let joined = try CommandLineArguments.parse([
            "--output=Out.swift", "--check", "--force", "--format=json", "--template=uikit", "--platform=appkit",
            "--access-level=public",
            "--bundle=module", "--qualified-identifiers", "--module-name=App", "--config=c.json",
            "--exclude=*Tests*", "--exclude=Legacy/**", "--warnings-as-errors", "--quiet", "Sources",
        ])
        var expected = CommandLineArguments()
        expected.paths = ["Sources"]
        expected.output = "Out.swift"
        expected.isChecking = true
        expected.isForced = true
        expected.format = .json
        expected.template = "uikit"
        expected.platform = .appkit
        expected.accessLevel = .public
        expected.bundle = .module
        expected.qualifiedIdentifiers = true
        expected.moduleName = "App"
        expected.configuration = "c.json"
        expected.excludes = ["*Tests*", "Legacy/**"]
        expected.warningsAsErrors = true
        expected.isQuiet = true
        #expect(spaced == expected)
        #expect(joined == expected)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try CommandLineArguments.parse(["a.swift", "--", "--check", "-x.swift"])
        #expect(parsed.paths == ["a.swift", "--check", "-x.swift"])
        #expect(parsed.isChecking == false)
    }

    @Test func lastValueWinsAndValuesMayContainEquals() throws {
        let parsed = try CommandLineArguments.parse(["--output", "a.swift", "--output=b=c.swift", "src"])
        #expect(parsed.output == "b=c.swift")
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try CommandLineArguments.parse(["--bogus", "--help"]).action == .help)
        #expect(try CommandLineArguments.parse(["--version"]).action == .version)
        #expect(try CommandLineArguments.parse(["--version", "--help"]).action == .help)
        #expect(try CommandLineArguments.parse(["--", "--help"]).paths == ["--help"])
    }

    // MARK: - Usage errors

    @Test(arguments: [
        (
            ["--outptu", "x", "src"],
            "unknown option '--outptu' (did you mean '--output'? run 'reusable-gen --help' for the options)"
        ),
        (
            ["--chek", "src"],
            "unknown option '--chek' (did you mean '--check'? run 'reusable-gen --help' for the options)"
        ),
        (
            ["--out", "x", "src"],
            "unknown option '--out' (did you mean '--output'? run 'reusable-gen --help' for the options)"
        ),
        (["-x", "src"], "unknown option '-x' (run 'reusable-gen --help' for the options)"),
        (["--frobnicate", "src"], "unknown option '--frobnicate' (run 'reusable-gen --help' for the options)"),
        (
            ["migrate", "--outptu", "src"],
            "unknown option '--outptu' (run 'reusable-gen migrate --help' for the options)"
        ),
        (
            ["migrate", "--wrte", "src"],
            "unknown option '--wrte' (did you mean '--write'? run 'reusable-gen migrate --help' for the options)"
        ),
        (["-o"], "option '-o' requires a value (FILE)"),
        (["--output"], "option '--output' requires a value (FILE)"),
        (["--output", "--check", "src"], "option '--output' requires a value (FILE)"),
        (["--output=", "src"], "option '--output' requires a value (FILE)"),
        (["--exclude", "src"], "no input paths given (run 'reusable-gen --help' for usage)"),
        (["--check=yes", "--output", "o", "src"], "option '--check' does not take a value"),
        (["--format", "xml", "src"], "invalid value 'xml' for '--format' (expected one of: swift, json)"),
        (
            ["--access-level", "open", "src"],
            "invalid value 'open' for '--access-level' (expected one of: internal, package, public)"
        ),
        (["--bundle=app", "src"], "invalid value 'app' for '--bundle' (expected one of: class, module, main)"),
        ([], "no input paths given (run 'reusable-gen --help' for usage)"),
        (["--quiet"], "no input paths given (run 'reusable-gen --help' for usage)"),
        (["--check", "src"], "'--check' requires '--output FILE' (the file to compare with)"),
    ])
    func usageErrorsExit64WithOneLine(arguments: [String], message: String) {
        let run = runTool(arguments)
        #expect(run == ToolRun(status: .usage, output: "", error: "reusable-gen: error: \(message)\n"))
    }

    // MARK: - Help and version

    @Test func versionPrintsNameAndVersion() {
        #expect(
            runTool(["--version"])
                == ToolRun(status: .success, output: "reusable-gen \(CommandLineArguments.version)\n", error: ""))
    }

    @Test func helpListsEveryOptionWithAnExample() {
        let run = runTool(["--help"])
        #expect(run.status == .success)
        #expect(run.error == "")
        #expect(run.output == CommandLineArguments.helpText)
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("USAGE: reusable-gen [options] <paths...>\n"))
        for option in Option.options(of: .generate) {
            #expect(run.output.contains("  \(option.signature)\n"), "\(option.spelling) is missing from --help")
            #expect(run.output.contains("      Example: reusable-gen \(option.example)\n"))
        }
        #expect(
            run.output.contains(
                "EXIT STATUS: 0 success; 1 errors, or --check found FILE stale or missing;\n  64 usage error.\n"))
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(
        arguments: [
            ("outptu", "output"), ("acess-level", "access-level"), ("warnings-as-error", "warnings-as-errors"),
            ("zzzzzz", nil),
        ] as [(String, String?)])
    func suggestionsFindCloseSpellings(word: String, suggestion: String?) {
        #expect(Suggestion.closest(to: word, in: Option.all.compactMap(\.name)) == suggestion)
    }
}
