import Testing
@testable import Mustache

@Suite struct MustacheInvariantTests {
    static let allRows: [MustacheCase] =
        MustacheInterpolationTests.cases + MustacheSectionTests.sections
        + MustacheSectionTests.inverted + MustacheSectionTests.comments + MustacheSectionTests.standalone
        + MustachePartialTests.partials + MustachePartialTests.delimiters + MustacheInheritanceTests.cases

    /// Every truncation of every table's template (and partials) renders or throws a located error; none crashes.
    @Test func truncatedTemplatesRenderOrFailCleanly() {
        var rendered = 0
        var failed = 0
        for row in Self.allRows {
            for cut in Self.truncations(of: row.template) {
                var truncated = row
                truncated.template = cut
                truncated.partials = row.partials.mapValues { Self.truncations(of: $0).last ?? $0 }
                let output = truncated.render()
                if output.hasPrefix("error: ") {
                    failed += 1
                    #expect(output.contains(": error: "), "\(output)")
                } else {
                    rendered += 1
                }
            }
        }
        #expect(rendered > 0 && failed > 0)
    }

    /// Strict and non-strict rendering agree whenever strict rendering succeeds.
    @Test(arguments: allRows)
    func strictAgreesWhenItSucceeds(_ row: MustacheCase) {
        let strict = row.render(strict: true)
        if !strict.hasPrefix("error: ") { #expect(strict == row.render()) }
    }

    /// Rendering twice gives the same text: a template holds no state between renders.
    @Test(arguments: allRows)
    func renderingIsRepeatable(_ row: MustacheCase) throws {
        let template = try MustacheTemplate(source: row.template, partials: row.partials)
        let first = try template.render(row.data, escapeHTML: row.escapeHTML)
        #expect(try template.render(row.data, escapeHTML: row.escapeHTML) == first)
    }

    private static func truncations(of text: String) -> [String] {
        var result: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            result.append(String(text[..<index]))
            index = text.index(after: index)
        }
        return result
    }
}
