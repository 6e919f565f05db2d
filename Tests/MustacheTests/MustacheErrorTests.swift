import Testing
@testable import Mustache

@Suite struct MustacheErrorTests {
    /// (template, line, column, message) for each syntax error; columns count UTF-8 bytes.
    @Test(arguments: [
        ("a\n  {{#items}}\n{{x}}", 2, 3, "unclosed section 'items'"),
        ("{{#a}}{{#b}}{{/b}}", 1, 1, "unclosed section 'a'"),
        ("{{^a}}", 1, 1, "unclosed section 'a'"),
        ("{{<p}}{{$b}}", 1, 7, "unclosed section 'b'"),
        ("{{#a}}\n  x {{/b}}", 2, 5, "close tag 'b' does not match open section 'a' at 1:1"),
        ("{{#a}}{{$b}}{{/a}}{{/b}}", 1, 13, "close tag 'a' does not match open section 'b' at 1:7"),
        ("x\n{{/a}}", 2, 1, "close tag 'a' has no open section"),
        ("ok\nhé {{name", 2, 5, "unclosed tag: no '}}' after '{{'"),
        ("{{{name}}", 1, 1, "unclosed tag: no '}}' after '{{'"),
        ("{{=<% %>=}}\n<%x", 2, 1, "unclosed tag: no '%>' after '<%'"),
        ("{{=<%=}}", 1, 1, "invalid set-delimiter tag: expected '{{=open close=}}' with two delimiters"),
        ("a {{= a b c =}}", 1, 3, "invalid set-delimiter tag: expected '{{=open close=}}' with two delimiters"),
        ("{{=<= =>=}}", 1, 1, "invalid set-delimiter tag: expected '{{=open close=}}' with two delimiters"),
        ("{{}}", 1, 1, "empty tag name"),
        ("\n  {{ }}", 2, 3, "empty tag name"),
        ("{{#}}{{/}}", 1, 1, "empty tag name"),
        ("{{>}}", 1, 1, "empty tag name"),
        ("{{a b}}", 1, 1, "tag name 'a b' contains whitespace"),
        ("{{a..b}}", 1, 1, "invalid name 'a..b'"),
        ("{{#a.}}{{/a.}}", 1, 1, "invalid name 'a.'"),
    ])
    func syntaxError(template: String, line: Int, column: Int, message: String) {
        let error = mustacheError(template)
        #expect(error == MustacheError(templateName: "t.mustache", line: line, column: column, message: message))
    }

    @Test func errorInPartialNamesThePartial() {
        let error = mustacheError("{{>row}}", partials: ["row": "x\n {{#open}}"])
        #expect(error == MustacheError(templateName: "row", line: 2, column: 2, message: "unclosed section 'open'"))
    }

    /// Only the partials a template includes are parsed, directly, through another partial or as a parent: a broken
    /// partial nothing includes is never read.
    @Test func onlyIncludedPartialsAreParsed() {
        let partials = ["a": "{{>b}}", "b": "\n{{#open}}", "frame": "{{$body}}{{/body}}", "unused": "{{#broken}}"]
        #expect(
            mustacheError("{{>a}}", partials: partials)
                == MustacheError(
                    templateName: "b", line: 2, column: 1, message: "unclosed section 'open'"))
        #expect(mustacheError("{{<frame}}{{$body}}x{{/body}}{{/frame}}", partials: partials) == nil)
        #expect(mustacheError("{{>a}}{{>unused}}", partials: partials)?.templateName == "unused")
    }

    @Test func descriptionReadsLikeCompilerOutput() throws {
        let error = try #require(mustacheError("\n\n    {{#types}}"))
        #expect(error.description == "t.mustache:3:5: error: unclosed section 'types'")
    }

    @Test func defaultTemplateName() {
        #expect(throws: MustacheError(templateName: "template", line: 1, column: 1, message: "empty tag name")) {
            try MustacheTemplate(source: "{{}}")
        }
    }

    // MARK: - Strict mode

    static let data: TemplateValue = [
        "name": "N", "nothing": nil, "off": false, "user": ["id": 1, "tags": ["a"]],
        "list": [["x": 1]],
    ]

    /// (template, line, column, message) for names strict mode rejects.
    @Test(arguments: [
        ("{{name}}\n  {{nmae}}", 2, 3, "unknown name 'nmae'"),
        ("{{#missing}}x{{/missing}}", 1, 1, "unknown name 'missing'"),
        ("{{^missing}}x{{/missing}}", 1, 1, "unknown name 'missing'"),
        ("{{{missing}}}", 1, 1, "unknown name 'missing'"),
        ("ab {{user.nme}}", 1, 4, "unknown name 'nme' in 'user'"),
        ("{{user.id.x}}", 1, 1, "unknown name 'x' in 'user.id'"),
        ("{{#list}}{{y}}{{/list}}", 1, 10, "unknown name 'y'"),
        ("{{#user}}{{.name}}{{/user}}", 1, 10, "unknown name 'name'"),
        ("{{>nowhere}}", 1, 1, "unknown partial 'nowhere'"),
        ("{{<nowhere}}{{/nowhere}}", 1, 1, "unknown partial 'nowhere'"),
    ])
    func strictRejects(template: String, line: Int, column: Int, message: String) {
        let error = mustacheError(template, data: Self.data, strict: true)
        #expect(error == MustacheError(templateName: "t.mustache", line: line, column: column, message: message))
    }

    @Test(arguments: [
        ("{{name}}{{nothing}}{{off}}{{.}}", "Nfalse"),
        ("{{#nothing}}x{{/nothing}}{{^nothing}}empty{{/nothing}}", "empty"),
        ("{{#off}}x{{/off}}{{nothing.deeper}}", ""),
        ("{{#list}}{{x}}{{name}}{{/list}}", "1N"),
        ("{{#user}}{{id}}{{#tags}}{{.}}{{/tags}}{{/user}}", "1a"),
        ("{{user.id}}", "1"),
    ])
    func strictAcceptsKnownNames(template: String, expected: String) throws {
        let output = try MustacheTemplate(source: template).render(Self.data, escapeHTML: false, strict: true)
        #expect(output == expected)
    }

    @Test func strictIsOffByDefault() throws {
        #expect(try MustacheTemplate(source: "[{{missing}}{{>p}}]").render([:], escapeHTML: false) == "[]")
    }

    @Test func strictErrorInPartialPointsIntoThePartial() {
        let error = mustacheError("{{>p}}", partials: ["p": "ok\n {{typo}}"], strict: true)
        #expect(error == MustacheError(templateName: "p", line: 2, column: 2, message: "unknown name 'typo'"))
    }
}
