// MARK: - MustacheTemplate

/// A parsed Mustache template with its partials, ready to render any number of times.
///
/// It follows the Mustache specification's core modules and its template-inheritance module; lambdas are not
/// supported. Where the specification leaves a choice open: false, null and the empty list are falsey (an empty
/// string and zero are truthy); `& < > " '` are escaped; arrays and objects interpolate as nothing; only blocks
/// directly inside a parent tag override anything; the first override for a name inside one parent tag wins.
/// Parsing and rendering use explicit stacks, so deeply nested templates cannot overflow the call stack; a partial
/// active more than ``maxIncludeDepth`` times inside itself is an error.
public struct MustacheTemplate: Sendable {
    /// How many times one partial may be active inside itself before rendering stops with an error.
    public static let maxIncludeDepth = 1_000

    private let programs: [MustacheProgram]
    private let programIndex: [String: Int]
    private let code: MustacheRenderer.Code

    /// Parses `source` and the partials it includes, directly or through other partials, throwing the first syntax
    /// error, located in the template or partial it is in; a partial nothing includes is not parsed.
    ///
    /// - Parameters:
    ///   - source: the template text.
    ///   - partials: the text of each partial and parent template, by the name tags use for it.
    ///   - name: the template's name in errors, such as `uikit.mustache`.
    public init(source: String, partials: [String: String] = [:], name: String = "template") throws(MustacheError) {
        var programs = [try MustacheParser.parse(source: source, name: name)]
        var programIndex: [String: Int] = [:]
        // Breadth first: the source's includes in tag order, then those of each partial in the order they came.
        var next = 0
        while next < programs.count {
            for partialName in Self.includedNames(programs[next]) where programIndex[partialName] == nil {
                guard let text = partials[partialName] else { continue }
                programIndex[partialName] = programs.count
                programs.append(try MustacheParser.parse(source: text, name: partialName))
            }
            next += 1
        }
        self.programs = programs
        self.programIndex = programIndex
        self.code = MustacheRenderer.Code(programs)
    }

    /// The names of the partials and parents a program's tags include, in tag order.
    private static func includedNames(_ program: MustacheProgram) -> [String] {
        program.nodes.compactMap { node in
            switch node {
            case .partial(let name, _, _), .parent(let name, _, _, _, _): name
            default: nil
            }
        }
    }

    /// Renders the template against `context`.
    ///
    /// - Parameters:
    ///   - context: the bottom of the context stack.
    ///   - escapeHTML: whether `{{name}}` escapes `& < > " '` (triple mustaches and `{{&name}}` never do).
    ///   - strict: whether a name the context stack does not have, or a missing partial, is an error rather than
    ///     empty text; names that are present with a null or false value are fine.
    public func render(_ context: TemplateValue, escapeHTML: Bool, strict: Bool = false) throws(MustacheError)
        -> String
    {
        var renderer = MustacheRenderer(
            programs: programs, programIndex: programIndex, code: code, escapesHTML: escapeHTML, isStrict: strict,
            maxIncludeDepth: Self.maxIncludeDepth)
        return try renderer.render(context)
    }
}
