import GenCore

// MARK: - DiscoveredInputs

/// The input files a run reads, split by kind, each file once, with the problems met while finding and reading them.
public struct DiscoveredInputs: Sendable {
    /// Swift sources, sorted by path.
    public var swiftFiles: [InputFile] = []
    /// Swift sources surveyed as they were read (`InputDiscovery.discover(_:surveying:)`), sorted by path.
    public var surveyedSwiftFiles: [SurveyedFile] = []
    /// XIBs and storyboards, sorted by path.
    public var interfaceFiles: [InputFile] = []
    /// Problems with the paths (missing, unreadable, symbolic link cycles, ignored files).
    public var diagnostics: [Diagnostic] = []
}
