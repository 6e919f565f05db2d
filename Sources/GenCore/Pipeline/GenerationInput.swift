// MARK: - GenerationInput

/// Everything one run of the generator works from: the input files as read, the options, and the problems the
/// command line met before (unreadable paths, the configuration), which the run reports with its own.
public struct GenerationInput: Sendable {
    /// The Swift sources, in the order the command line found them.
    public var swiftFiles: [InputFile]
    /// The XIBs and storyboards, in the order the command line found them.
    public var interfaceFiles: [InputFile]
    /// What shapes the run.
    public var options: GenerationOptions
    /// Problems found before the run, reported (and, in JSON, written) with its own.
    public var diagnostics: [Diagnostic]
    /// The Swift sources when the command line surveyed them as it read them, in the order it found them;
    /// `swiftFiles` is then empty.
    public var surveyedSwiftFiles: [SurveyedFile] = []
    /// Reads a surveyed file again, for the selection's later rounds: its bytes, or why they cannot be read.
    public var reread: (@Sendable (String) -> Result<[UInt8], ReadFailure>)?

    /// An input of these files, options and earlier problems (none by default).
    public init(
        swiftFiles: [InputFile], interfaceFiles: [InputFile] = [], options: GenerationOptions = GenerationOptions(),
        diagnostics: [Diagnostic] = []
    ) {
        self.swiftFiles = swiftFiles
        self.interfaceFiles = interfaceFiles
        self.options = options
        self.diagnostics = diagnostics
    }
}
