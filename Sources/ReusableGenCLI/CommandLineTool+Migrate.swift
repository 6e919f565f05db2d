import GenCore

// MARK: - migrate

extension CommandLineTool {
    /// `reusable-gen migrate [--write] [options] <paths…>`: plans the migration (`Migration`), prints its notes
    /// and, without `--write`, the unified diff on standard output; with `--write`, replaces each changed file
    /// atomically (others are untouched). Ends with the summary line on standard error.
    func migrate(_ arguments: CommandLineArguments) -> ExitStatus {
        var diagnostics: [Diagnostic] = []
        let configuration = readConfiguration(arguments.configuration, into: &diagnostics)
        let options = Self.options(arguments, configuration, diagnostics: &diagnostics)
        let discovery = InputDiscovery(excludes: (configuration.excludes + arguments.excludes).map(GlobPattern.init))
        let inputs = discovery.discover(arguments.paths)
        diagnostics += inputs.diagnostics
        if inputs.swiftFiles.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(Diagnostic(.warning, "no .swift files found", at: nil))
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            _ = report(diagnostics, isQuiet: arguments.isQuiet)
            return .failure
        }
        let plan = Migration.plan(
            GenerationInput(swiftFiles: inputs.swiftFiles, interfaceFiles: inputs.interfaceFiles, options: options))
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
            console.printError(plan.isEmpty ? plan.summary + "; nothing to change" : plan.summary)
        }
        return status
    }
}
