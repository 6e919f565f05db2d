import GenCore

// MARK: - CommandLineArguments

/// The command line, parsed: what to do, for which subcommand, the input paths and every option the user spelled
/// out (`nil`, `false` or empty when absent, so that a configuration file can fill it in). Options are read by
/// `Option.all`; `arguments.output` reads `arguments.values.output`.
@dynamicMemberLookup
public struct CommandLineArguments: Sendable, Hashable {
    /// What the invocation asks for.
    public enum Action: Sendable, Hashable {
        /// Run the subcommand.
        case run
        /// Print the subcommand's help text (`--help`, `-h`, `reusable-gen help [migrate]`).
        case help
        /// Print the version (`--version`, `-v`, `reusable-gen version`).
        case version
    }

    /// What to do.
    public var action: Action = .run
    /// `reusable-gen migrate` or the default, generate.
    public var subcommand: Option.Subcommand = .generate
    /// Files and directories to read, in the order given.
    public var paths: [String] = []
    /// The options given.
    public var values = OptionValues()

    /// Arguments with nothing given.
    public init() {}

    /// An option's value by its `OptionValues` name (`arguments.output`).
    public subscript<Value>(dynamicMember path: WritableKeyPath<OptionValues, Value>) -> Value {
        get { values[keyPath: path] }
        set { values[keyPath: path] = newValue }
    }

    /// The tool's version, printed by `--version`.
    public static let version = "0.2.0"

    /// How a subcommand is invoked, in messages: `reusable-gen` or `reusable-gen migrate`.
    static func command(_ subcommand: Option.Subcommand) -> String {
        subcommand == .generate ? "reusable-gen" : "reusable-gen migrate"
    }
}

// MARK: - Parsing

extension CommandLineArguments {
    /// Parses the arguments that follow the program name: an optional subcommand (`migrate`, `help`, `version`),
    /// then options and paths; `--help` or `--version` (or `-h`, `-v`) anywhere before `--` wins.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        var result = CommandLineArguments()
        var rest = arguments[...]
        switch rest.first {
        case "migrate":
            result.subcommand = .migrate
            rest = rest.dropFirst()
        case "help":
            result.action = .help
            switch Array(rest.dropFirst()) {
            case []: break
            case ["migrate"]: result.subcommand = .migrate
            case let other:
                throw UsageError(
                    "'reusable-gen help' takes no argument but 'migrate', not '\(other.joined(separator: " "))'")
            }
            return result
        case "version":
            guard rest.count == 1 else { throw UsageError("'reusable-gen version' takes no arguments") }
            result.action = .version
            return result
        default:
            break
        }
        // Only options can ask for help or the version; a build plugin passes thousands of paths.
        let optionArguments = rest.prefix { $0 != "--" }.filter { $0.hasPrefix("-") }
        for option in Option.all {
            guard let action = option.action else { continue }
            if optionArguments.contains(where: { option.matches(split($0).name) }) {
                result.action = action
                return result
            }
        }
        try result.parseOptions(Array(rest))
        return result
    }

    private mutating func parseOptions(_ arguments: [String]) throws(UsageError) {
        let command = Self.command(subcommand)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                paths.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                paths.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = Option.all.first(where: { $0.matches(name) }) else {
                throw UsageError(Self.unknownOptionMessage(name, for: subcommand))
            }
            guard option.subcommands.contains(subcommand) else {
                let owner = Option.Subcommand.allCases.first { option.subcommands.contains($0) } ?? .generate
                throw UsageError(
                    "'\(option.spelling)' does not apply to '\(command)'; it is an option of '\(Self.command(owner))' (run '\(command) --help' for the options)"
                )
            }
            var value: String?
            if option.placeholder == nil {
                if inlineValue != nil { throw UsageError("option '\(name)' does not take a value") }
            } else if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            if let placeholder = option.placeholder, value?.isEmpty ?? true {
                throw UsageError("option '\(name)' requires a value (\(placeholder))")
            }
            try option.parse(&values, value ?? "")
        }
        if paths.isEmpty {
            throw UsageError("no input paths given (run '\(command) --help' for usage)")
        }
        if subcommand == .generate, values.isChecking, values.output == nil {
            throw UsageError("'--check' requires '--output FILE' (the file to compare with)")
        }
        if values.isChecking, values.isWriting {
            throw UsageError("'--check' and '--write' cannot be combined (--check writes nothing)")
        }
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        // `=` is ASCII: looked for in the UTF-8 view, not by character.
        guard let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")) else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.utf8.index(after: equals)...]))
    }

    private static func unknownOptionMessage(_ name: String, for subcommand: Option.Subcommand) -> String {
        let bare = String(name.drop { $0 == "-" })
        let candidates = Option.options(of: subcommand).compactMap(\.name)
        let suggestion =
            candidates.first { !bare.isEmpty && $0.hasPrefix(bare) }
            ?? Suggestion.closest(to: bare, in: candidates)
        let help = "run '\(command(subcommand)) --help' for the options"
        guard let suggestion else { return "unknown option '\(name)' (\(help))" }
        return "unknown option '\(name)' (did you mean '--\(suggestion)'? \(help))"
    }
}
