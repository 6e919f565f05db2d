import GenCore

// MARK: - CommandLineTool

/// The `reusable-gen` command: parses arguments, reads the configuration, finds and reads the inputs, runs the
/// generator, prints diagnostics, then checks or writes the output; it prints only through its `Console`.
public struct CommandLineTool: Sendable {
    /// Where the run prints.
    public var console: Console
    /// The folder searched for `reusable-gen.json` when no `--config` is given (the process's current directory).
    public var currentDirectory: String
    /// Whether a generating run ends the process as soon as its output is written, with the run's values still in
    /// memory: the operating system takes the memory back at once, where freeing the tens of thousands of values a
    /// run holds, one by one, would take a millisecond or more of every build (the executable's `main` sets it;
    /// tests run the tool in process and leave it off).
    public var exitsWhenDone = false

    /// Creates a tool that prints to `console` and looks for a configuration file in `currentDirectory`.
    public init(console: Console, currentDirectory: String = ".") {
        self.console = console
        self.currentDirectory = currentDirectory
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
            console.writeOutput(CommandLineArguments.helpText(for: parsed.subcommand))
            return .success
        case .version:
            console.printOutput("reusable-gen \(CommandLineArguments.version)")
            return .success
        case .run:
            break
        }
        // A configuration that cannot be read or has errors stops the run before any work.
        let (configuration, failure) = readConfiguration(parsed.configuration)
        if let failure { return failure }
        var merged = parsed
        merged.values = parsed.values.merged(over: configuration.values)
        switch parsed.subcommand {
        case .generate: return generate(merged)
        case .migrate: return migrate(merged, commandLine: commandLine)
        }
    }

    private func generate(_ arguments: CommandLineArguments) -> ExitStatus {
        var diagnostics: [Diagnostic] = []
        let options = Self.options(arguments.values, diagnostics: &diagnostics)
        let discovery = InputDiscovery(
            excludes: arguments.excludes.map(GlobPattern.init), ignoredPath: arguments.output)
        let inputs = discovery.discover(arguments.paths, surveying: true)
        diagnostics += inputs.diagnostics
        if inputs.surveyedSwiftFiles.isEmpty, inputs.interfaceFiles.isEmpty,
            !diagnostics.contains(where: { $0.severity == .error })
        {
            diagnostics.append(Diagnostic(.warning, "no \(InputFileKind.spelledOut) files found", at: nil))
        }
        var input = GenerationInput(
            swiftFiles: [], interfaceFiles: inputs.interfaceFiles, options: options, diagnostics: diagnostics)
        input.surveyedSwiftFiles = inputs.surveyedSwiftFiles
        input.reread = InputDiscovery.reread
        let result = Generator.generate(input)
        let notes =
            result.hasErrors
            ? [] : Self.nothingAdoptedNotes(result, paths: arguments.paths, swiftFiles: inputs.surveyedSwiftFiles)
        let hasErrors = report(result.diagnostics + notes, isQuiet: arguments.isQuiet)
        // The JSON holds every diagnostic and is written even when there are errors: tools and editors read them.
        if hasErrors, options.format == .swift { return .failure }
        let status: ExitStatus
        if let output = arguments.output {
            let bytes = Array(result.output.utf8)
            status =
                arguments.isChecking
                ? check(bytes, against: output, isQuiet: arguments.isQuiet)
                : write(bytes, to: output, declaresTypes: !result.model.types.isEmpty, arguments: arguments)
        } else {
            console.writeOutput(result.output)
            status = .success
        }
        let finalStatus: ExitStatus = hasErrors ? .failure : status
        if exitsWhenDone {
            withExtendedLifetime((inputs, result)) { finalStatus.exitProcess() }
        }
        return finalStatus
    }

    // MARK: - Output

    private func check(_ bytes: [UInt8], against path: String, isQuiet: Bool) -> ExitStatus {
        switch ExistingOutput.read(path) {
        case .failure(let error):
            console.printError(Diagnostic(.error, error.message, at: nil).formatted)
            return .failure
        case .success(let existing):
            if let report = StaleOutputReport.report(path: path, existing: existing, generated: bytes) {
                console.writeOutput(report.diff)
                console.writeError(report.error)
                return .failure
            }
            if !isQuiet { console.printOutput("reusable-gen: '\(path)' is up to date") }
            return .success
        }
    }

    private func write(
        _ bytes: [UInt8], to path: String, declaresTypes: Bool, arguments: CommandLineArguments
    ) -> ExitStatus {
        let isQuiet = arguments.isQuiet
        // A file that extended types replaced by one that extends none: worth a warning that names the file.
        var losesTypes = false
        if !declaresTypes, case .success(.contents(let old)) = ExistingOutput.read(path), old != bytes {
            losesTypes = Self.extensionCount(old) > Self.extensionCount(bytes)
        }
        switch OutputWriter(isForced: arguments.isForced).write(bytes, to: path) {
        case .failure(let error):
            console.printError(Diagnostic(.error, error.message, at: nil).formatted)
            return .failure
        case .success(.written):
            if losesTypes, !isQuiet {
                let message = "replaced '\(path)' with a file that declares no types: no class adopts a mixin"
                console.printError(Diagnostic(.warning, message, at: nil).formatted)
            }
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

    /// The configuration `--config` names, or `reusable-gen.json` in the current directory if there is one, or
    /// none. A file that cannot be read is a usage error (64); a file with errors has them printed (exit 1).
    func readConfiguration(_ given: String?) -> (configuration: ConfigurationFile, failure: ExitStatus?) {
        let path: String
        if let given {
            path = given
        } else {
            let name = CommandLineArguments.configurationFileName
            let found = currentDirectory == "." ? name : currentDirectory + "/" + name
            guard case .success(let status) = FileSystem.status(found, followingLinks: true), status.kind == .file
            else { return (ConfigurationFile(), nil) }
            path = found
        }
        switch FileSystem.readFile(path).map(\.bytes) {
        case .failure(let error):
            console.printError(
                Diagnostic(.error, "cannot read configuration file '\(path)': \(error.reason)", at: nil).formatted)
            return (ConfigurationFile(), .usage)
        case .success(let bytes):
            var (configuration, problems) = ConfigurationFile.decode(SourceFile(path: path, bytes: bytes))
            if !problems.isEmpty {
                _ = report(problems, isQuiet: false)
                return (configuration, .failure)
            }
            if let template = configuration.template, !BuiltInTemplate.names.contains(template),
                !template.hasPrefix("/")
            {
                let folder = FileSystem.parent(of: path)
                if folder != "." { configuration.template = folder + "/" + template }
            }
            return (configuration, nil)
        }
    }

    /// Merges command-line arguments over configuration values into generator options, reading a template file.
    static func options(
        _ arguments: CommandLineArguments, _ configuration: ConfigurationFile, diagnostics: inout [Diagnostic]
    ) -> GenerationOptions {
        options(arguments.values.merged(over: configuration.values), diagnostics: &diagnostics)
    }

    /// The generator options merged values give, with the template file read.
    static func options(_ values: OptionValues, diagnostics: inout [Diagnostic]) -> GenerationOptions {
        var options = values.generationOptions
        guard let template = values.template else { return options }
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
            diagnostics.append(Diagnostic(.error, message, at: values.templateLocation))
        }
        return options
    }
}
