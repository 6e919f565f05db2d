// MARK: - SurveyedFile

/// A Swift file the command line surveyed as it read it (`SourceSurvey`), then let go of but for what the survey
/// holds: a seed's scan, or an unread file's words, which the generator reads again (`GenerationInput.reread`) only
/// if the selection picks it. Most files of an app are never read twice, and their bytes are not held while the
/// others are read.
public struct SurveyedFile: Sendable {
    /// The path as the user gave it (or as found below a directory the user gave).
    public let path: String
    /// What the survey found.
    public let survey: SourceSurvey

    /// A file at `path` surveyed so.
    public init(path: String, survey: SourceSurvey) {
        self.path = path
        self.survey = survey
    }
}
