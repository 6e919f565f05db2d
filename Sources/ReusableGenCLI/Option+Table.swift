import GenCore

// MARK: - The option table

extension Option {
    /// Every option and configuration key, each declared once, in the order `--help` lists them.
    public static var all: [Option] {
        let both: Set<Subcommand> = [.generate, .migrate]
        return [
            .text(
                "output", short: "o", "FILE", \.output, for: [.generate],
                "Write the generated file to FILE (default: standard output).",
                example: "--output Sources/App/Generated.swift Sources/App"),
            .flag(
                "check", \.isChecking, for: both,
                "Write nothing; exit 1 and print the diff on standard output if FILE is stale or missing.",
                example: "--check --output Sources/App/Gen.swift Sources/App"
            ).inMigrate(
                "Write nothing; exit 1 if any call site would change (the diff on standard output).",
                example: "migrate --check Sources/App"),
            .flag(
                "force", \.isForced, for: [.generate], "Replace FILE even if reusable-gen did not write it.",
                example: "--force --output Sources/App/Cells.swift Sources/App"),
            .choice(
                "format", \.format, for: [.generate],
                "Write Swift (default) or the model and diagnostics as JSON.",
                example: "--format json Sources/App > model.json", configure: { $0.format = $1 }),
            .text(
                "template", "NAME|PATH", key: "template", \.template, for: [.generate],
                "Use a built-in template (\(BuiltInTemplate.names.joined(separator: ", "))) or a Mustache file.",
                example: "--template Templates/Cells.mustache Sources/App"),
            .choice(
                "platform", key: "platform", \.platform, for: both,
                "Write UIKit, AppKit, or both by the classes' kinds (default: auto).",
                example: "--platform appkit Sources/MacApp", configure: { $0.platform = $1 }),
            .choice(
                "access-level", key: "accessLevel", \.accessLevel, for: both,
                "The most visible access of generated API (default: internal).",
                example: "--access-level public Sources/MyKit", configure: { $0.accessLevel = $1 }),
            .choice(
                "bundle", key: "bundle", \.bundle, for: both,
                "Find nibs via Bundle(for:) (default), Bundle.module or .main.",
                example: "--bundle module Sources/MyKit", configure: { $0.bundle = $1 }),
            .flag(
                "qualified-identifiers", key: "qualifiedIdentifiers", \.qualifiedIdentifiers,
                into: \.qualifiedIdentifiers, for: both, "Use qualified names (Outer.Cell) as identifiers.",
                example: "--qualified-identifiers Sources/App"),
            .text(
                "module-name", "NAME", key: "moduleName", \.moduleName, for: both,
                "The sources' module, to read NAME.Type spellings.", example: "--module-name MyApp Sources/App",
                configure: { $0.moduleName = $1 }),
            .text(
                "config", "FILE", \.configuration, for: both,
                "Read options from a JSON file (default: ./reusable-gen.json if present); command-line options win.",
                example: "--config reusable-gen.json Sources/App"),
            .list(
                "exclude", "GLOB", key: "exclude", \.excludes, for: both,
                "Skip matching files and directories (repeatable).",
                example: "--exclude Legacy --exclude '*Tests*' Sources"),
            .flag(
                "warnings-as-errors", key: "warningsAsErrors", \.warningsAsErrors, into: \.warningsAsErrors,
                for: [.generate], "Report warnings as errors (and then write nothing).",
                example: "--warnings-as-errors --output Gen.swift Sources/App"),
            .flag(
                "quiet", \.isQuiet, for: both, "Print errors only: no warnings, notes or progress lines.",
                example: "--quiet --output Gen.swift Sources/App"
            ).inMigrate(example: "migrate --quiet Sources/App"),
            .flag(
                "write", \.isWriting, for: [.migrate], "Apply the changes (default: print the diff).",
                example: "--write Sources/App"),
            .action("help", short: "h", .help, "Show this help and exit."),
            .action("version", short: "v", .version, "Show the version and exit."),
            .configurationOnly(
                key: "baseClassKinds", \.baseClassKinds, keyValue: "{\"BaseCell\": \"tableViewCell\", ...}",
                "The kind each external base class stands for.", decode: { $0.kinds($1) },
                configure: { $0.baseClassKinds = $1 }),
            .configurationOnly(
                key: "checks", \.checks, keyValue: "{\"ib-missing-xib\": \"warning|error|off\", ...}",
                "Re-grade a check's diagnostics, or turn them off.", decode: { $0.checks($1) },
                configure: { $0.checks = $1 }),
        ]
    }

    /// The options of a subcommand's command line, in table order.
    static func options(of subcommand: Subcommand) -> [Option] {
        all.filter { $0.name != nil && $0.subcommands.contains(subcommand) }
    }

    /// Every configuration-file key, in table order.
    public static var configurationKeys: [String] {
        all.compactMap(\.key)
    }
}
