import Testing
@testable import GenCore

/// The input kinds, the one list of extensions that discovery follows, as messages name them.
@Suite struct InputFileKindTests {
    @Test func theKindsAreSwiftXibAndStoryboardSpelledOutForMessages() {
        #expect(InputFileKind.extensions == ["swift", "xib", "storyboard"])
        #expect(InputFileKind.spelledOut == ".swift, .xib or .storyboard")
    }
}
