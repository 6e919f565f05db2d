import GenCore

// MARK: - migrate

extension CommandLineTool {
    /// `reusable-gen migrate [--write|--check] [options] <paths…>`: plans the migration (`Migration`), prints its
    /// notes and, without `--write`, the unified diff on standard output; with `--write`, replaces each changed file
    /// atomically (others are untouched). Ends with the summary line on standard error; a dry run's ends with the
    /// `--write` command (`commandLine`, the arguments as given, with `--write`). With `--check`, pending changes
    /// exit 1.
    func migrate(_ arguments: CommandLineArguments, commandLine: [String]) -> ExitStatus {
        var diagnostics: [Diagnostic] = []
        let options = Self.options(arguments.values, diagnostics: &diagnostics)
        let discovery = InputDiscovery(excludes: arguments.excludes.map(GlobPattern.init))
        let inputs = discovery.discover(arguments.paths)
        diagnostics += inputs.diagnostics
        if inputs.swiftFiles.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(Diagnostic(.warning, "no .swift files found", at: nil))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            _ = report(diagnostics, isQuiet: arguments.isQuiet)
            return .failure
        }
        let input = GenerationInput(
            swiftFiles: inputs.swiftFiles, interfaceFiles: inputs.interfaceFiles, options: options)
        let plan = Migration.plan(input)
        _ = report(diagnostics + plan.notes, isQuiet: arguments.isQuiet)
        if !arguments.isQuiet {
            for adoption in plan.adoptions {
                let how = adoption.addsConformance ? "adopts \(adoption.mixin)" : "uses its inherited \(adoption.mixin)"
                console.printError("reusable-gen: \(adoption.className) \(how), identifier \"\(adoption.identifier)\"")
            }
        }
        var status = ExitStatus.success
        if arguments.isWriting {
            for file in plan.files {
                switch OutputWriter(isForced: true).write(file.migrated, to: file.path) {
                case .failure(let error):
                    console.printError(Diagnostic(.error, error.message, at: nil).formatted)
                    status = .failure
                case .success:
                    if !arguments.isQuiet { console.printError("reusable-gen: migrated '\(file.path)'") }
                }
            }
        } else {
            for file in plan.files { console.writeOutput(MigrationDiff.diff(file)) }
        }
        if !arguments.isQuiet {
            let hints = Self.bundleHints(plan, input: input)
            let summary = ([plan.summary] + hints).joined(separator: "; ")
            console.printError(
                plan.isEmpty
                    ? summary + "; nothing to change"
                    : arguments.isWriting ? summary : summary + "; to apply: " + Self.writeCommand(commandLine))
        }
        return arguments.isChecking && !plan.isEmpty ? .failure : status
    }

    /// The command that applies a dry run: the same arguments, `--check` left out, `--write` added.
    static func writeCommand(_ commandLine: [String]) -> String {
        let rest = commandLine.drop { $0 != "migrate" }.dropFirst().filter { $0 != "--check" }
        let words =
            ["reusable-gen", "migrate", "--write"]
            + rest.map { argument in
                let plain = argument.utf8.allSatisfy {
                    ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
                        || "-_./@=+,:".utf8.contains($0)
                }
                return plain && !argument.isEmpty
                    ? argument
                    : "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
                        + "'"
            }
        return words.joined(separator: " ")
    }

    /// When sites were left as is for their nib's bundle, what each other `--bundle` would rewrite:
    /// `2 more sites would be rewritten with --bundle main`, one per bundle that would rewrite any.
    static func bundleHints(_ plan: MigrationPlan, input: GenerationInput) -> [String] {
        Migration.sitesRewritten(withOtherBundlesThan: plan, input: input).map { bundle, more in
            "\(more) more site\(more == 1 ? "" : "s") would be rewritten with --bundle \(bundle.rawValue)"
        }
    }
}
