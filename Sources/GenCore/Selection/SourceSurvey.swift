// MARK: - SourceSurvey

/// What the selection makes of a Swift file before it scans any other (`SourceSelection`): a file reusable-gen wrote,
/// never scanned; a file every run needs, scanned at once; or a file a later round may select, known by its words.
/// Indirect: a list of surveys is one pointer a file.
public indirect enum SourceSurvey: Sendable {
    /// A file reusable-gen wrote: never scanned (a checked-in output inside an input folder never feeds back).
    case generated
    /// A file every run scans, as it mentions a mixin or `reusable` (`SourceWords.isSeed`): its scan.
    case seed(ScannedFile)
    /// A file a later round may select: its words.
    case unread(SourceWords)

    /// Surveys a file: reads its words, and scans it when every run needs it. `recordingObjectiveC` when the inputs
    /// hold XIBs or storyboards, whose connection checks need the classes' Objective-C members.
    public init(_ file: InputFile, recordingObjectiveC: Bool) {
        if GeneratedFile.isGenerated(file.bytes) {
            self = .generated
            return
        }
        let words = SourceWords(bytes: file.bytes, stoppingAtSeed: true)
        self =
            words.isSeed
            ? .seed(DeclarationScanner.scan(SourceFile(file), recordingObjectiveC: recordingObjectiveC))
            : .unread(words)
    }
}
