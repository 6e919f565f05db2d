import GenCore

// MARK: - Option

/// One option, declared once: its command-line spelling (long name, short alias, value placeholder), its help,
/// its configuration-file key, the subcommands it applies to, and how it is parsed, decoded, merged and turned into
/// `GenerationOptions`. The parser, `--help`, the configuration keys and their decoder, and the README's table all
/// read `Option.all` (`OptionTableTests` ties them together).
public struct Option {
    /// The subcommands of `reusable-gen`.
    public enum Subcommand: String, Sendable, Hashable, CaseIterable {
        /// `reusable-gen [options] <paths...>`: generate (or check) the output.
        case generate
        /// `reusable-gen migrate [options] <paths...>`: rewrite string-typed call sites into the typed API.
        case migrate
    }

    /// The long name without dashes (`output`); `nil` for a configuration-only key.
    public let name: String?
    /// The one-letter alias (`o` for `-o`), if any.
    public let shortName: Character?
    /// The value placeholder in `--help` (`FILE`); `nil` for a flag.
    public let placeholder: String?
    /// The configuration file's key, if the option has one.
    public let key: String?
    /// The subcommands whose command line accepts the option.
    public let subcommands: Set<Subcommand>
    /// The one-line description in `--help`.
    public let summary: String
    /// The arguments of a typical command line using the option (after `reusable-gen `).
    public let example: String
    /// What the configuration key takes, for `--help` (`true|false`, `["GLOB", ...]`).
    public let keyValue: String
    /// What `reusable-gen migrate --help` says instead of `summary` and `example`, when the option means more there.
    public private(set) var migrateSummary: String?
    public private(set) var migrateExample: String?
    /// The action the option asks for instead of a run (`--help`, `--version`).
    let action: CommandLineArguments.Action?
    /// Stores a command-line value (the empty string for a flag); throws when the value is not accepted.
    let parse: (inout OptionValues, String) throws(UsageError) -> Void
    /// Reads the configuration key's value into the decoder's configuration.
    let decode: (inout ConfigurationFile.Decoding, JSONValue, String) -> Void
    /// Fills what the command line left unset from the configuration.
    let merge: (inout OptionValues, OptionValues) -> Void
    /// Passes the merged value on to the generator.
    let configure: (inout GenerationOptions, OptionValues) -> Void

    /// The signature `--help` shows: `-o, --output FILE`.
    public var signature: String { spellings.joined(separator: ", ") }

    /// The short and the long spelling, the long one with its placeholder: `["-o", "--output FILE"]`.
    var spellings: [String] {
        guard let name else { return [] }
        return (shortName.map { ["-\($0)"] } ?? []) + ["--" + name + (placeholder.map { " " + $0 } ?? "")]
    }

    /// The summary and example `--help` shows for `subcommand`.
    public func help(for subcommand: Subcommand) -> (summary: String, example: String) {
        guard subcommand == .migrate, action == nil else { return (summary, example) }
        return (migrateSummary ?? summary, migrateExample ?? "migrate " + example)
    }

    /// The option with what `reusable-gen migrate --help` says of it.
    func inMigrate(_ summary: String? = nil, example: String) -> Option {
        var option = self
        option.migrateSummary = summary
        option.migrateExample = example
        return option
    }

    /// Whether `spelling` (`--output`, `-o`) names this option.
    func matches(_ spelling: String) -> Bool {
        guard let name else { return false }
        if spelling == "--" + name { return true }
        guard let shortName else { return false }
        return spelling == "-" + String(shortName)
    }

    /// The spelling a user reads in messages: `--output`.
    var spelling: String { name.map { "--" + $0 } ?? key ?? "" }

    // MARK: - Kinds

    /// An option that is a switch: `true` when given.
    static func flag(
        _ name: String, key: String? = nil, _ path: WritableKeyPath<OptionValues, Bool>,
        into target: WritableKeyPath<GenerationOptions, Bool>? = nil, for subcommands: Set<Subcommand>,
        _ summary: String, example: String
    ) -> Option {
        Option(
            name: name, shortName: nil, placeholder: nil, key: key, subcommands: subcommands, summary: summary,
            example: example, keyValue: "true|false", action: nil,
            parse: { values, _ throws(UsageError) in values[keyPath: path] = true },
            decode: { decoder, value, key in
                if let flag = decoder.boolean(value, for: key) { decoder.configuration.values[keyPath: path] = flag }
            },
            merge: { values, configuration in
                values[keyPath: path] = values[keyPath: path] || configuration[keyPath: path]
            },
            configure: { options, values in
                if let target { options[keyPath: target] = values[keyPath: path] }
            })
    }

    /// An option with one value; given twice, the last wins.
    static func value<Value>(
        _ name: String?, short: Character? = nil, _ placeholder: String, key: String? = nil,
        _ path: WritableKeyPath<OptionValues, Value?>, for subcommands: Set<Subcommand>,
        _ summary: String, example: String, keyValue: String? = nil,
        parse: @escaping (String, String) throws(UsageError) -> Value,
        decode: @escaping (inout ConfigurationFile.Decoding, JSONValue, String) -> Value?,
        configure: ((inout GenerationOptions, Value) -> Void)? = nil
    ) -> Option {
        Option(
            name: name, shortName: short, placeholder: placeholder, key: key, subcommands: subcommands,
            summary: summary, example: example, keyValue: keyValue ?? "\"\(placeholder)\"", action: nil,
            parse: { values, text throws(UsageError) in values[keyPath: path] = try parse(text, name ?? "") },
            decode: { decoder, value, key in
                if let decoded = decode(&decoder, value, key) { decoder.configuration.values[keyPath: path] = decoded }
            },
            merge: { values, configuration in
                if values[keyPath: path] == nil { values[keyPath: path] = configuration[keyPath: path] }
            },
            configure: { options, values in
                if let configure, let value = values[keyPath: path] { configure(&options, value) }
            })
    }

    /// An option whose value is one of `Value`'s raw values.
    static func choice<Value: RawRepresentable & CaseIterable>(
        _ name: String, key: String? = nil, _ path: WritableKeyPath<OptionValues, Value?>,
        for subcommands: Set<Subcommand>,
        _ summary: String, example: String, configure: @escaping (inout GenerationOptions, Value) -> Void
    ) -> Option where Value.RawValue == String {
        let accepted = Value.allCases.map(\.rawValue)
        return value(
            name, accepted.joined(separator: "|"), key: key, path, for: subcommands, summary, example: example,
            keyValue: accepted.map { "\"\($0)\"" }.joined(separator: "|"),
            parse: { text, name throws(UsageError) in
                guard let parsed = Value(rawValue: text) else {
                    throw UsageError(
                        "invalid value '\(text)' for '--\(name)' (expected one of: \(accepted.joined(separator: ", ")))"
                    )
                }
                return parsed
            },
            decode: { decoder, value, key in decoder.choice(value, for: key) }, configure: configure)
    }

    /// An option with a string value.
    static func text(
        _ name: String?, short: Character? = nil, _ placeholder: String, key: String? = nil,
        _ path: WritableKeyPath<OptionValues, String?>, for subcommands: Set<Subcommand>,
        _ summary: String, example: String, configure: ((inout GenerationOptions, String) -> Void)? = nil
    ) -> Option {
        value(
            name, short: short, placeholder, key: key, path, for: subcommands, summary, example: example,
            parse: { text, _ throws(UsageError) in text },
            decode: { decoder, value, key in decoder.string(value, for: key) }, configure: configure)
    }

    /// An option that may be given many times; the configuration's values come first.
    static func list(
        _ name: String, _ placeholder: String, key: String, _ path: WritableKeyPath<OptionValues, [String]>,
        for subcommands: Set<Subcommand>, _ summary: String, example: String
    ) -> Option {
        Option(
            name: name, shortName: nil, placeholder: placeholder, key: key, subcommands: subcommands,
            summary: summary, example: example, keyValue: "[\"\(placeholder)\", ...]", action: nil,
            parse: { values, text throws(UsageError) in values[keyPath: path].append(text) },
            decode: { decoder, value, key in
                decoder.configuration.values[keyPath: path] = decoder.strings(value, for: key)
            },
            merge: { values, configuration in
                values[keyPath: path] = configuration[keyPath: path] + values[keyPath: path]
            },
            configure: { _, _ in })
    }

    /// A key of the configuration file with no command-line spelling.
    static func configurationOnly<Value>(
        key: String, _ path: WritableKeyPath<OptionValues, Value>, keyValue: String, _ summary: String,
        decode: @escaping (inout ConfigurationFile.Decoding, JSONValue) -> Value,
        configure: @escaping (inout GenerationOptions, Value) -> Void
    ) -> Option {
        Option(
            name: nil, shortName: nil, placeholder: nil, key: key, subcommands: [], summary: summary, example: "",
            keyValue: keyValue, action: nil,
            parse: { _, _ throws(UsageError) in },
            decode: { decoder, value, _ in decoder.configuration.values[keyPath: path] = decode(&decoder, value) },
            merge: { values, configuration in values[keyPath: path] = configuration[keyPath: path] },
            configure: { options, values in configure(&options, values[keyPath: path]) })
    }

    /// An option that prints something instead of running (`--help`, `--version`).
    static func action(
        _ name: String, short: Character, _ action: CommandLineArguments.Action, _ summary: String
    ) -> Option {
        Option(
            name: name, shortName: short, placeholder: nil, key: nil, subcommands: Set(Subcommand.allCases),
            summary: summary, example: "--" + name, keyValue: "", action: action,
            parse: { _, _ throws(UsageError) in }, decode: { _, _, _ in }, merge: { _, _ in }, configure: { _, _ in })
    }
}
