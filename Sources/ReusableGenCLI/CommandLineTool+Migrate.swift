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
        let swiftFiles = inputs.swiftFiles.map(SourceFile.init)
        let interfaceFiles = inputs.interfaceFiles.map(SourceFile.init)
        let plan = Migration.plan(swiftFiles: swiftFiles, interfaceFiles: interfaceFiles, options: options)
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
            let hints = Self.bundleHints(plan, swiftFiles: swiftFiles, interfaceFiles: interfaceFiles, options: options)
            let summary = ([plan.summary] + hints).joined(separator: "; ")
            console.printError(plan.isEmpty ? summary + "; nothing to change" : summary)
        }
        return status
    }

    /// When sites were left as is for their nib's bundle (`migrate-nib-bundle`), how many of them each other
    /// `--bundle` would rewrite (those it leaves no note at): `2 more sites would be rewritten with --bundle main`,
    /// one per bundle that would rewrite any.
    static func bundleHints(
        _ plan: MigrationPlan, swiftFiles: [SourceFile], interfaceFiles: [SourceFile], options: GenerationOptions
    ) -> [String] {
        let suffix = "[\(MigrationReason.nibBundle.rawValue)]"
        let leftForBundle = plan.notes.filter { $0.message.hasSuffix(suffix) }.compactMap(\.location)
        guard !leftForBundle.isEmpty else { return [] }
        return GenerationOptions.BundleLookup.allCases.filter { $0 != options.bundle }.compactMap { bundle in
            var other = options
            other.bundle = bundle
            let stillLeft = Set(
                Migration.plan(swiftFiles: swiftFiles, interfaceFiles: interfaceFiles, options: other).notes.compactMap(
                    \.location))
            let more = leftForBundle.filter { !stillLeft.contains($0) }.count
            guard more > 0 else { return nil }
            return "\(more) more site\(more == 1 ? "" : "s") would be rewritten with --bundle \(bundle.rawValue)"
        }
    }
}
