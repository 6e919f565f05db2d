import Foundation
import GenCore
import Testing
@testable import ReusableGenCLI

/// `Option.all` is the one table of options: `--help` (of both subcommands), the configuration file's keys and its
/// decoder, the parser and the README's table all come from it and agree with it.
@Suite struct OptionTableTests {
    /// The keys `--help` lists under CONFIGURATION FILE, in order.
    static func keysInHelp(_ help: String) -> [String] {
        let section = help.components(separatedBy: "CONFIGURATION FILE:").dropFirst().first ?? ""
        let body = section.components(separatedBy: "\n\n").first ?? ""
        return body.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let word = line.dropFirst(2).prefix { $0 != " " }
            return word.allSatisfy(\.isLetter) && line.dropFirst(2 + word.count).hasPrefix("  ") ? String(word) : nil
        }
    }

    @Test func helpListsExactlyTheConfigurationKeysTheDecoderAccepts() {
        let keys = ConfigurationFile.keys
        #expect(keys == Option.all.compactMap(\.key))
        #expect(keys.contains("checks"))
        #expect(Set(keys).count == keys.count)
        for subcommand in Option.Subcommand.allCases {
            #expect(Self.keysInHelp(CommandLineArguments.helpText(for: subcommand)) == keys, "\(subcommand)")
        }
        for key in keys {
            let (_, diagnostics) = ConfigurationFile.decode(SourceFile(path: "c.json", text: "{\"\(key)\": 0}"))
            #expect(diagnostics.count == 1, "\(key)")
            #expect(diagnostics.allSatisfy { !$0.message.hasPrefix("unknown key") }, "\(key): \(diagnostics)")
        }
    }

    /// A sample value the parser and the decoder accept for an option.
    static func sample(_ option: Option) -> (argument: String?, json: String) {
        if option.name == nil {
            return (nil, option.key == "checks" ? #"{"ib-missing-xib": "off"}"# : #"{"B": "view"}"#)
        }
        guard let placeholder = option.placeholder else { return (nil, "true") }
        if option.keyValue.hasPrefix("[") { return ("x", #"["x"]"#) }
        let first =
            placeholder.contains("|") && !placeholder.contains("PATH")
            ? String(placeholder.prefix { $0 != "|" }) : "x"
        return (first, "\"\(first)\"")
    }

    @Test func everyOptionIsParsedForItsSubcommandsOnlyAndEveryKeyIsDecoded() throws {
        for option in Option.all {
            let (argument, json) = Self.sample(option)
            if let name = option.name, option.action == nil {
                for subcommand in Option.Subcommand.allCases {
                    let prefix = subcommand == .migrate ? ["migrate"] : []
                    var words = prefix + ["--" + name] + (argument.map { [$0] } ?? []) + ["src"]
                    if name == "check", subcommand == .generate { words += ["--output", "o"] }
                    if option.subcommands.contains(subcommand) {
                        let parsed = try CommandLineArguments.parse(words)
                        #expect(parsed.values != OptionValues(), "\(name) \(subcommand)")
                        #expect(parsed.subcommand == subcommand)
                    } else {
                        #expect(throws: UsageError.self, "\(name) \(subcommand)") {
                            try CommandLineArguments.parse(words)
                        }
                    }
                }
            }
            if let key = option.key {
                let (configuration, diagnostics) = ConfigurationFile.decode(
                    SourceFile(path: "c.json", text: "{\"\(key)\": \(json)}"))
                #expect(diagnostics.isEmpty, "\(key): \(diagnostics)")
                #expect(configuration.values != OptionValues(), "\(key)")
                // The key reaches the merged values when the command line leaves it unset.
                #expect(OptionValues().merged(over: configuration.values) == configuration.values, "\(key)")
            }
        }
    }

    @Test func eachSubcommandsHelpListsItsOwnOptions() {
        for subcommand in Option.Subcommand.allCases {
            let help = CommandLineArguments.helpText(for: subcommand)
            for option in Option.all where option.name != nil {
                #expect(
                    help.contains("\n  \(option.signature)\n") == option.subcommands.contains(subcommand),
                    "\(option.spelling) in \(subcommand)'s help")
            }
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= CommandLineArguments.helpWidth })
        }
        let migrate = runTool(["migrate", "--help"])
        #expect(migrate == ToolRun(status: .success, output: CommandLineArguments.helpText(for: .migrate), error: ""))
        #expect(migrate.output.hasPrefix("OVERVIEW: Rewrites string-typed register and dequeue calls"))
        #expect(migrate.output.contains("\n  --write\n"))
        #expect(!migrate.output.contains("--output"))
    }

    /// The command line wins over the configuration file, flag by flag, value by value; lists add up.
    @Test func commandLineValuesWinAndListsAddUp() throws {
        let arguments = try CommandLineArguments.parse(["--platform", "uikit", "--exclude", "B", "src"])
        let (configuration, _) = ConfigurationFile.decode(
            SourceFile(
                path: "c.json",
                text: #"{"platform": "appkit", "bundle": "main", "exclude": ["A"], "qualifiedIdentifiers": true}"#))
        let merged = arguments.values.merged(over: configuration.values)
        #expect(merged.platform == .uikit)
        #expect(merged.bundle == .main)
        #expect(merged.excludes == ["A", "B"])
        #expect(merged.qualifiedIdentifiers)
        var expected = GenerationOptions()
        expected.platform = .uikit
        expected.bundle = .main
        expected.qualifiedIdentifiers = true
        #expect(merged.generationOptions == expected)
    }
}
