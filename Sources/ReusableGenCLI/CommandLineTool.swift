import GenCore

// MARK: - CommandLineTool

/// The `reusable-gen` command: parses arguments, reads the configuration, finds and reads the inputs, runs the
/// generator, prints diagnostics, then checks or writes the output; it prints only through its `Console`.
public struct CommandLineTool: Sendable {
    /// Where the run prints.
    public var console: Console

    /// Creates a tool that prints to `console`.
    public init(console: Console) {
        self.console = console
    }

    // MARK: - Running

    /// Runs the command with the arguments that follow the program name (`@FILE` response files expanded first)
    /// and returns the exit status.
    public func run(_ commandLine: [String]) -> ExitStatus {
        let arguments: [String]
        do {
            arguments = try ResponseFile.expand(commandLine)
        } catch {
            console.printError("reusable-gen: error: \(error.message)")
            return error.status
        }
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments.parse(arguments)
        } catch {
            console.printError("reusable-gen: error: \(error.message)")
            return .usage
        }
        switch parsed.action {
        case .help:
            console.writeOutput(CommandLineArguments.helpText)
            return .success
        case .version:
            console.printOutput("reusable-gen \(CommandLineArguments.version)")
            return .success
        case .run:
            return generate(parsed)
        case .migrate:
            return migrate(parsed)
        }
    }

    private func generate(_ arguments: CommandLineArguments) -> ExitStatus {
        var diagnostics: [Diagnostic] = []
        let configuration = readConfiguration(arguments.configuration, into: &diagnostics)
        var options = Self.options(arguments, configuration, diagnostics: &diagnostics)
        options.warningsAsErrors = arguments.warningsAsErrors || (configuration.warningsAsErrors ?? false)
        let discovery = InputDiscovery(
            excludes: (configuration.excludes + arguments.excludes).map(GlobPattern.init),
            ignoredPath: arguments.output)
        let inputs = discovery.discover(arguments.paths)
        diagnostics += inputs.diagnostics
        if inputs.swiftFiles.isEmpty, inputs.interfaceFiles.isEmpty,
            !diagnostics.contains(where: { $0.severity == .error })
        {
            diagnostics.append(Diagnostic(.warning, "no \(InputFileKind.spelledOut) files found", at: nil))
        }
        let result = Generator.generate(
            GenerationInput(
                swiftFiles: inputs.swiftFiles, interfaceFiles: inputs.interfaceFiles, options: options,
                diagnostics: diagnostics))
        let hasErrors = report(result.diagnostics, isQuiet: arguments.isQuiet)
        // The JSON holds every diagnostic and is written even when there are errors: tools and editors read them.
        if hasErrors, options.format == .swift { return .failure }
        let status: ExitStatus
        if let output = arguments.output {
            let bytes = Array(result.output.utf8)
            status =
                arguments.isChecking
                ? check(bytes, against: output, isQuiet: arguments.isQuiet)
                : write(bytes, to: output, isForced: arguments.isForced, isQuiet: arguments.isQuiet)
        } else {
            console.writeOutput(result.output)
            status = .success
        }
        return hasErrors ? .failure : status
    }

    // MARK: - Output

    private func check(_ bytes: [UInt8], against path: String, isQuiet: Bool) -> ExitStatus {
        switch ExistingOutput.read(path) {
        case .failure(let error):
            console.printError(Diagnostic(.error, error.message, at: nil).formatted)
            return .failure
        case .success(let existing):
            if let report = StaleOutputReport.report(path: path, existing: existing, generated: bytes) {
                console.writeError(report)
                return .failure
            }
            if !isQuiet { console.printOutput("reusable-gen: '\(path)' is up to date") }
            return .success
        }
    }

    private func write(_ bytes: [UInt8], to path: String, isForced: Bool, isQuiet: Bool) -> ExitStatus {
        switch OutputWriter(isForced: isForced).write(bytes, to: path) {
        case .failure(let error):
            console.printError(Diagnostic(.error, error.message, at: nil).formatted)
            return .failure
        case .success(.written):
            if !isQuiet { console.printOutput("reusable-gen: wrote '\(path)'") }
            return .success
        case .success(.unchanged):
            if !isQuiet { console.printOutput("reusable-gen: '\(path)' is up to date") }
            return .success
        }
    }

    /// Prints the diagnostics sorted, leaving out all but errors when quiet, and says whether any is an error.
    func report(_ diagnostics: [Diagnostic], isQuiet: Bool) -> Bool {
        var shown = diagnostics
        if isQuiet { shown.removeAll { $0.severity != .error } }
        for diagnostic in shown.sorted() {
            console.printError(diagnostic.formatted)
        }
        return shown.contains { $0.severity == .error }
    }

    // MARK: - Configuration

    func readConfiguration(_ path: String?, into diagnostics: inout [Diagnostic]) -> ConfigurationFile {
        guard let path else { return ConfigurationFile() }
        switch FileSystem.readFile(path).map(\.bytes) {
        case .failure(let error):
            diagnostics.append(Diagnostic(.error, "cannot read configuration file '\(path)': \(error.reason)", at: nil))
            return ConfigurationFile()
        case .success(let bytes):
            var (configuration, problems) = ConfigurationFile.decode(SourceFile(path: path, bytes: bytes))
            diagnostics += problems
            if let template = configuration.template, !BuiltInTemplate.names.contains(template),
                !template.hasPrefix("/")
            {
                let folder = FileSystem.parent(of: path)
                if folder != "." { configuration.template = folder + "/" + template }
            }
            return configuration
        }
    }

    /// Merges command-line arguments over configuration values into generator options, reading a template file.
    static func options(
        _ arguments: CommandLineArguments, _ configuration: ConfigurationFile, diagnostics: inout [Diagnostic]
    ) -> GenerationOptions {
        var options = GenerationOptions()
        options.format = arguments.format ?? .swift
        options.platform = arguments.platform ?? configuration.platform ?? .auto
        options.accessLevel = arguments.accessLevel ?? configuration.accessLevel ?? .internal
        options.bundle = arguments.bundle ?? configuration.bundle ?? .forClass
        options.qualifiedIdentifiers = arguments.qualifiedIdentifiers || (configuration.qualifiedIdentifiers ?? false)
        options.baseClassKinds = configuration.baseClassKinds
        options.moduleName = arguments.moduleName ?? configuration.moduleName
        options.checks = configuration.checks
        let location = arguments.template == nil ? configuration.templateLocation : nil
        guard let template = arguments.template ?? configuration.template else { return options }
        if BuiltInTemplate.names.contains(template) {
            options.template = .builtIn(template)
            return options
        }
        switch FileSystem.readFile(template).map(\.bytes) {
        case .success(let bytes):
            options.template = .custom(path: template, text: String(decoding: bytes, as: UTF8.self))
        case .failure(let error):
            var message = "cannot read template '\(template)': \(error.reason)"
            if !template.contains("/"), let name = Suggestion.closest(to: template, in: BuiltInTemplate.names) {
                message += " (did you mean the built-in template '\(name)'?)"
            }
            diagnostics.append(Diagnostic(.error, message, at: location))
        }
        return options
    }
}
