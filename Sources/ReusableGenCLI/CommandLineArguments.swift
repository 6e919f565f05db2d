import GenCore

// MARK: - CommandLineArguments

/// The command line, parsed: what to do, the input paths and every option the user spelled out (`nil` or empty
/// when absent, so that a configuration file can fill it in).
public struct CommandLineArguments: Sendable, Hashable {
    /// What the invocation asks for.
    public enum Action: Sendable, Hashable {
        /// Generate (or check) the output.
        case run
        /// Print the help text.
        case help
        /// Print the version.
        case version
        /// `reusable-gen migrate`: rewrite string-typed call sites into the typed API (print the diff, or apply it).
        case migrate
    }

    /// What to do.
    public var action: Action = .run
    /// Files and directories to read, in the order given.
    public var paths: [String] = []
    /// `--output FILE`; standard output when `nil`.
    public var output: String?
    /// `--check`: compare with the output file instead of writing it.
    public var isChecking = false
    /// `--force`: replace an output file reusable-gen did not write.
    public var isForced = false
    /// `--format`.
    public var format: GenerationOptions.Format?
    /// `--template`: a built-in template name or a path.
    public var template: String?
    /// `--platform`.
    public var platform: GenerationOptions.Platform?
    /// `--access-level`.
    public var accessLevel: GenerationOptions.AccessLevel?
    /// `--bundle`.
    public var bundle: GenerationOptions.BundleLookup?
    /// `--qualified-identifiers`.
    public var qualifiedIdentifiers = false
    /// `--module-name`.
    public var moduleName: String?
    /// `--config FILE`.
    public var configuration: String?
    /// Every `--exclude GLOB`, in order.
    public var excludes: [String] = []
    /// `--warnings-as-errors`.
    public var warningsAsErrors = false
    /// `--quiet`: print errors only.
    public var isQuiet = false
    /// `--write` (with `migrate`): apply the changes instead of printing the diff.
    public var isWriting = false

    /// Arguments with nothing given.
    public init() {}

    /// The tool's version, printed by `--version`.
    public static let version = "0.2.0"
}

// MARK: - Options

extension CommandLineArguments {
    /// One long option: its name without dashes, its value placeholder (`nil` for a flag) and its help.
    struct OptionSpec: Sendable {
        var name: String
        var placeholder: String?
        var summary: String
        /// The arguments of a typical command line using the option.
        var example: String

        init(_ name: String, _ placeholder: String?, _ summary: String, _ example: String) {
            self.name = name
            self.placeholder = placeholder
            self.summary = summary
            self.example = example
        }
    }

    /// Every option, in the order `--help` lists them.
    static let options: [OptionSpec] = [
        OptionSpec(
            "output", "FILE", "Write the generated file to FILE (default: standard output).",
            "--output Sources/App/Generated.swift Sources/App"),
        OptionSpec(
            "check", nil, "Write nothing; exit 1 and show what differs if FILE is stale.",
            "--check --output Sources/App/Gen.swift Sources/App"),
        OptionSpec(
            "force", nil, "Replace FILE even if reusable-gen did not write it.",
            "--force --output Sources/App/Cells.swift Sources/App"),
        OptionSpec(
            "format", "swift|json", "Write Swift (default) or the model and diagnostics as JSON.",
            "--format json Sources/App > model.json"),
        OptionSpec(
            "template", "NAME|PATH",
            "Use a built-in template (\(BuiltInTemplate.names.joined(separator: ", "))) or a Mustache file.",
            "--template Templates/Cells.mustache Sources/App"),
        OptionSpec(
            "platform", "auto|uikit|appkit", "Write UIKit, AppKit, or both by the classes' kinds (default: auto).",
            "--platform appkit Sources/MacApp"),
        OptionSpec(
            "access-level", "internal|package|public", "The most visible access of generated API (default: internal).",
            "--access-level public Sources/MyKit"),
        OptionSpec(
            "bundle", "class|module|main", "Find nibs via Bundle(for:) (default), Bundle.module or .main.",
            "--bundle module Sources/MyKit"),
        OptionSpec(
            "qualified-identifiers", nil, "Use qualified names (Outer.Cell) as identifiers.",
            "--qualified-identifiers Sources/App"),
        OptionSpec(
            "module-name", "NAME", "The sources' module, to read NAME.Type spellings.",
            "--module-name MyApp Sources/App"),
        OptionSpec(
            "config", "FILE", "Read options from a JSON file; command-line options win.",
            "--config reusable-gen.json Sources/App"),
        OptionSpec(
            "exclude", "GLOB", "Skip matching files and directories (repeatable).",
            "--exclude Legacy --exclude '*Tests.swift' Sources"),
        OptionSpec(
            "warnings-as-errors", nil, "Report warnings as errors (and then write nothing).",
            "--warnings-as-errors --output Gen.swift Sources/App"),
        OptionSpec(
            "quiet", nil, "Print errors only: no warnings, notes or progress lines.",
            "--quiet --output Gen.swift Sources/App"),
        OptionSpec(
            "write", nil, "With migrate: apply the changes (default: print the diff).", "migrate --write Sources/App"),
        OptionSpec("help", nil, "Show this help and exit.", "--help"),
        OptionSpec("version", nil, "Show the version and exit.", "--version"),
    ]
}

// MARK: - Parsing

extension CommandLineArguments {
    /// Parses the arguments that follow the program name; `--help` or `--version` anywhere before `--` wins.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        guard arguments.first == "migrate" else {
            let result = try parseOptions(arguments)
            if result.isWriting { throw UsageError("'--write' is an option of 'reusable-gen migrate'") }
            return result
        }
        var result = try parseOptions(Array(arguments.dropFirst()))
        if result.action == .run { result.action = .migrate }
        if result.isChecking || result.output != nil || result.format != nil || result.template != nil {
            throw UsageError("'migrate' takes no --output, --check, --format or --template")
        }
        return result
    }

    private static func parseOptions(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        let optionArguments = arguments.prefix { $0 != "--" }
        var result = CommandLineArguments()
        if optionArguments.contains("--help") {
            result.action = .help
            return result
        }
        if optionArguments.contains("--version") {
            result.action = .version
            return result
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.paths.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.paths.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let spec = options.first(where: { "--" + $0.name == name }) else {
                throw UsageError(unknownOptionMessage(name))
            }
            var value: String?
            if spec.placeholder == nil {
                if inlineValue != nil { throw UsageError("option '\(name)' does not take a value") }
            } else if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            if spec.placeholder != nil, value?.isEmpty ?? true {
                throw UsageError("option '\(name)' requires a value (\(spec.placeholder ?? ""))")
            }
            try result.apply(spec.name, value ?? "")
        }
        if result.paths.isEmpty {
            throw UsageError("no input paths given (run 'reusable-gen --help' for usage)")
        }
        if result.isChecking, result.output == nil {
            throw UsageError("'--check' requires '--output FILE' (the file to compare with)")
        }
        return result
    }

    private mutating func apply(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "output": output = value
        case "check": isChecking = true
        case "force": isForced = true
        case "format": format = try Self.choice(value, for: name)
        case "template": template = value
        case "platform": platform = try Self.choice(value, for: name)
        case "access-level": accessLevel = try Self.choice(value, for: name)
        case "bundle": bundle = try Self.choice(value, for: name)
        case "qualified-identifiers": qualifiedIdentifiers = true
        case "module-name": moduleName = value
        case "config": configuration = value
        case "exclude": excludes.append(value)
        case "warnings-as-errors": warningsAsErrors = true
        case "quiet": isQuiet = true
        case "write": isWriting = true
        default: throw UsageError("unknown option '--\(name)'")
        }
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ value: String, for name: String
    ) throws(UsageError) -> Value where Value.RawValue == String {
        if let parsed = Value(rawValue: value) { return parsed }
        let accepted = Value.allCases.map(\.rawValue)
        throw UsageError(
            "invalid value '\(value)' for '--\(name)' (expected one of: \(accepted.joined(separator: ", ")))")
    }

    private static func unknownOptionMessage(_ name: String) -> String {
        let bare = String(name.drop { $0 == "-" })
        let candidates = options.map(\.name)
        let suggestion =
            candidates.first { !bare.isEmpty && $0.hasPrefix(bare) }
            ?? Suggestion.closest(to: bare, in: candidates)
        guard let suggestion else { return "unknown option '\(name)'" }
        return "unknown option '\(name)' (did you mean '--\(suggestion)'?)"
    }
}

// MARK: - Help

extension CommandLineArguments {
    /// The text `--help` prints: usage, every option with a one-line description and an example, exit statuses.
    public static var helpText: String {
        var lines = [
            "OVERVIEW: Generates typed register, dequeue, load and instantiate code",
            "for Reusable-style cells, views and view controllers, and checks their",
            "XIBs and storyboards at build time.",
            "",
            "USAGE: reusable-gen [options] <paths...>",
            "       reusable-gen migrate [--write] [options] <paths...>",
            "",
            "ARGUMENTS:",
            "  <paths...>  Swift files, XIBs, storyboards or directories. Directories",
            "              are searched recursively, following symbolic links and",
            "              skipping hidden entries (.build, .git, ...), .xcodeproj",
            "              and .xcworkspace. Put '--' before paths starting with '-'.",
            "  @FILE       Read more arguments from FILE, one per line, taken",
            "              literally (empty lines skipped). '@' after '--' is literal.",
            "",
            "OPTIONS:",
        ]
        for spec in options {
            let signature = "--" + spec.name + (spec.placeholder.map { " " + $0 } ?? "")
            lines.append("  \(signature)")
            lines.append("      \(spec.summary)")
            lines.append("      Example: reusable-gen \(spec.example)")
        }
        lines.append(contentsOf: [
            "",
            "  Every option with a value also takes the form --name=value.",
            "",
            "GLOBS: '*' and '?' match within one path component, '**/' any number of",
            "  directories. A GLOB without '/' matches file and directory names; one",
            "  with '/' matches paths as given or relative to the directory searched.",
            "",
            "CONFIGURATION FILE: a JSON object with any of the keys template,",
            "  platform, accessLevel, bundle, qualifiedIdentifiers, exclude (array",
            "  of GLOBs), baseClassKinds (class name -> kind, e.g.",
            "  \"BaseCell\": \"tableViewCell\"),",
            "  moduleName and warningsAsErrors. A template path in it is relative to",
            "  the file.",
            "",
            "EXIT STATUS: 0 success; 1 errors, or --check found FILE stale or missing;",
            "  64 usage error.",
            "",
            "EXAMPLES:",
            "  Print the generated code:",
            "    reusable-gen Sources/App",
            "  Write it into the source tree (the file is touched only if it changes):",
            "    reusable-gen --output Sources/App/Generated.swift Sources/App",
            "  Fail a CI job when the checked-in file is stale:",
            "    reusable-gen --check --output Sources/App/Generated.swift Sources/App",
            "  Show how string-typed register/dequeue calls would become typed ones,",
            "  then apply it (see docs/migration.md):",
            "    reusable-gen migrate Sources/App",
            "    reusable-gen migrate --write Sources/App",
        ])
        return lines.joined(separator: "\n") + "\n"
    }
}
