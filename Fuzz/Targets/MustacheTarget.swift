// MARK: - MustacheTarget

/// The Mustache engine: the input, split at NUL bytes, is a template and up to two partials (`a`, `b`); it is parsed
/// and rendered against a small context, strictly and not, with and without HTML escaping. Nothing may crash.
enum MustacheTarget {
    /// The context every render uses: strings, numbers, Booleans, lists and nested objects.
    static let context: TemplateValue = [
        "name": "World", "count": 3, "yes": true, "no": false, "nothing": nil, "html": "<a href=\"x\">&'</a>",
        "items": [["name": "one", "yes": true], ["name": "two", "items": ["x", "y"]], "three"],
        "empty": [], "nested": ["inner": ["name": "deep", "count": 1.5]],
    ]

    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let parts = FuzzInput.parts(bytes, limit: 3)
        var partials: [String: String] = [:]
        if parts.count > 1 { partials["a"] = parts[1] }
        if parts.count > 2 { partials["b"] = parts[2] }
        guard let template = try? MustacheTemplate(source: parts[0], partials: partials, name: "fuzz.mustache") else {
            return
        }
        for (escapeHTML, strict) in [(false, false), (true, false), (false, true)] {
            _ = try? template.render(context, escapeHTML: escapeHTML, strict: strict)
        }
    }
}
