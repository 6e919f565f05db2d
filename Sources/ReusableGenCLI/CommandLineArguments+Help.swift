import GenCore

// MARK: - Help

extension CommandLineArguments {
    /// The width `--help` wraps its text to.
    static let helpWidth = 80

    /// The text `reusable-gen --help` prints.
    public static var helpText: String { helpText(for: .generate) }

    /// The text `--help` prints for a subcommand: usage, every option that applies to it with a one-line
    /// description and an example, the configuration keys, exit statuses; all from `Option.all`.
    public static func helpText(for subcommand: Option.Subcommand) -> String {
        var lines: [String]
        switch subcommand {
        case .generate:
            lines = [
                "OVERVIEW: Generates typed register, dequeue, load and instantiate code",
                "for Reusable-style cells, views and view controllers, and checks their",
                "XIBs and storyboards at build time.",
                "",
                "USAGE: reusable-gen [options] <paths...>",
                "       reusable-gen migrate [options] <paths...>",
                "       reusable-gen help [migrate]",
                "       reusable-gen version",
            ]
        case .migrate:
            lines = [
                "OVERVIEW: Rewrites string-typed register and dequeue calls into the typed",
                "API reusable-gen generates, and adds the conformances they need. Without",
                "--write it changes nothing and prints the diff on standard output.",
                "",
                "USAGE: reusable-gen migrate [options] <paths...>",
            ]
        }
        lines += [
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
        for option in Option.options(of: subcommand) {
            let (summary, example) = option.help(for: subcommand)
            lines.append("  \(option.signature)")
            lines += wrap(summary, indent: "      ")
            lines.append("      Example: reusable-gen \(example)")
        }
        lines += ["", "  Every option with a value also takes the form --name=value.", ""]
        lines += [
            "GLOBS: '*' and '?' match within one path component, '**/' any number of",
            "  directories. A GLOB without '/' matches file and directory names; one",
            "  with '/' matches paths as given or relative to the directory searched.",
            "",
        ]
        lines += wrap(
            "CONFIGURATION FILE: \(configurationFileName) in the current directory, or the file --config names (the build plugins pass the target's or the package's). A JSON object with any of these keys; command-line options win; a template path in it is relative to the file:",
            indent: "  ", firstIndent: "")
        let keyed = Option.all.filter { $0.key != nil }
        let width = keyed.compactMap(\.key).map(\.count).max() ?? 0
        for option in keyed {
            let key = option.key ?? ""
            let padding = String(repeating: " ", count: width - key.count)
            lines.append("  \(key)\(padding)  \(option.keyValue)")
            if option.name == nil {
                lines += wrap(option.summary, indent: "  " + String(repeating: " ", count: width + 2))
            }
        }
        lines.append("")
        switch subcommand {
        case .generate:
            lines += [
                "EXIT STATUS: 0 success; 1 errors, or --check found FILE stale or missing;",
                "  64 usage error.",
                "",
                "EXAMPLES:",
                "  Print the generated code:",
                "    reusable-gen Sources/App",
                "  Write it into the source tree (the file is touched only if it changes):",
                "    reusable-gen --output Sources/App/Generated.swift Sources/App",
                "  Fail a CI job when the checked-in file is stale (the diff on stdout):",
                "    reusable-gen --check --output Sources/App/Generated.swift Sources/App",
                "  Show how string-typed register/dequeue calls would become typed ones,",
                "  then apply it (see docs/migration.md):",
                "    reusable-gen migrate Sources/App",
                "    reusable-gen migrate --write Sources/App",
            ]
        case .migrate:
            lines += [
                "OUTPUT: the diff on standard output; notes, the adoptions and the summary",
                "  on standard error.",
                "",
                "EXIT STATUS: 0 success (and, with --check, nothing to change); 1 errors,",
                "  or --check found call sites to change; 64 usage error.",
                "",
                "EXAMPLES:",
                "  Show the diff, then apply it:",
                "    reusable-gen migrate Sources/App",
                "    reusable-gen migrate --write Sources/App",
                "  Fail a CI job while string-typed call sites remain:",
                "    reusable-gen migrate --check Sources/App",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README's table of options and configuration keys (`OptionTableTests` checks that the README holds it).
    public static var markdownTable: String {
        var rows = [
            "| Option | Configuration key | Applies to | What it does |",
            "|---|---|---|---|",
        ]
        for option in Option.all {
            let signature =
                option.name == nil
                ? ""
                : option.spellings.map { "`\($0)`" }.joined(separator: ", ")
            let key = option.key.map { "`\($0)`" } ?? ""
            let subcommands =
                option.name == nil
                ? "configuration file"
                : Option.Subcommand.allCases.filter { option.subcommands.contains($0) }.map(\.rawValue)
                    .joined(separator: ", ")
            let cells = [signature, key, subcommands, option.summary].map {
                $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            }
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The configuration file read from the current directory when no `--config` is given.
    public static let configurationFileName = "reusable-gen.json"

    /// `text` broken into lines of at most `helpWidth` characters at spaces.
    static func wrap(_ text: String, indent: String, firstIndent: String? = nil) -> [String] {
        var lines: [String] = []
        var line = firstIndent ?? indent
        var isEmpty = true
        for word in text.split(separator: " ") {
            if !isEmpty, line.count + 1 + word.count > helpWidth {
                lines.append(line)
                line = indent
                isEmpty = true
            }
            line += (isEmpty ? "" : " ") + word
            isEmpty = false
        }
        lines.append(line)
        return lines
    }
}
