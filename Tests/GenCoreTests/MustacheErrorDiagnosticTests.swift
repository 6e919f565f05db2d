import Mustache
import Testing
@testable import GenCore

/// The template engine's errors enter GenCore as diagnostics located in the template.
@Suite struct MustacheErrorDiagnosticTests {
    @Test func aTemplateErrorBecomesAnErrorDiagnosticAtTheTag() throws {
        let error = MustacheError(templateName: "t.mustache", line: 3, column: 5, message: "unclosed section 'types'")
        #expect(
            error.diagnostic
                == Diagnostic(
                    .error, "unclosed section 'types'",
                    at: SourceLocation(path: "t.mustache", line: 3, column: 5)))
        #expect(error.diagnostic.formatted == error.description)
    }
}
