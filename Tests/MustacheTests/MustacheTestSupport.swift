@testable import Mustache

// MARK: - Render cases

/// One table row: a template, its data and partials, and the exact text it must render to.
struct MustacheCase: Sendable, CustomStringConvertible {
    var name: String
    var template: String
    var data: TemplateValue = [:]
    var partials: [String: String] = [:]
    var expected: String
    var escapeHTML = true

    /// The row's name, shown by the test runner.
    var description: String { name }

    /// Renders the row's template, returning the text or the error's description.
    func render(strict: Bool = false) -> String {
        do {
            let parsed = try MustacheTemplate(source: template, partials: partials, name: "case.mustache")
            return try parsed.render(data, escapeHTML: escapeHTML, strict: strict)
        } catch {
            return "error: \(error)"
        }
    }
}

/// The error that parsing or rendering `template` throws, or `nil` when it succeeds.
func mustacheError(
    _ template: String, data: TemplateValue = [:], partials: [String: String] = [:],
    strict: Bool = false
) -> MustacheError? {
    do {
        let parsed = try MustacheTemplate(source: template, partials: partials, name: "t.mustache")
        _ = try parsed.render(data, escapeHTML: false, strict: strict)
        return nil
    } catch {
        return error
    }
}
