import GenCore

// MARK: - ReadInput

/// One input file as discovery read it: which file it is, and its bytes, or for a Swift file surveyed as it was read
/// (`InputDiscovery.discover(_:surveying:)`) its survey.
struct ReadInput: Sendable {
    /// The file's identity, by which a file reached under two spellings is taken once.
    let identity: FileSystem.Identity
    /// What is kept of the file.
    let contents: Contents

    /// The file's bytes, by kind, or a Swift file's survey.
    enum Contents: Sendable {
        case swift(InputFile)
        case interface(InputFile)
        case surveyed(SurveyedFile)
    }
}
