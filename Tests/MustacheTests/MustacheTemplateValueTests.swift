import Foundation
import Testing
@testable import Mustache

@Suite struct MustacheTemplateValueTests {
    @Test(
        arguments: [
            ("null", TemplateValue.null),
            ("true", .bool(true)),
            ("false", .bool(false)),
            ("85", .number(85)),
            ("-1.5e3", .number(-1500)),
            ("1.21", .number(1.21)),
            ("\"text\"", .string("text")),
            ("\"\"", .string("")),
            ("[]", .array([])),
            ("{}", .object([:])),
            ("[1, \"a\", null, false]", [1, "a", nil, false]),
            ("{\"a\": {\"b\": [1, {\"c\": null}]}, \"d\": true}", ["a": ["b": [1, ["c": nil]]], "d": true]),
        ] as [(String, TemplateValue)])
    func decodesJSON(json: String, expected: TemplateValue) throws {
        let value = try JSONDecoder().decode(TemplateValue.self, from: Data(json.utf8))
        #expect(value == expected)
    }

    @Test func literalsBuildTheSameValuesAsCases() {
        let value: TemplateValue = ["s": "x", "b": true, "i": 2, "f": 2.5, "l": [1], "n": nil]
        #expect(
            value
                == .object([
                    "s": .string("x"), "b": .bool(true), "i": .number(2), "f": .number(2.5),
                    "l": .array([.number(1)]), "n": .null,
                ]))
    }

    @Test func decodedJSONRenders() throws {
        let json = #"""
            {"title": "Cells", "count": 3, "ratio": 0.75, "items": [{"name": "A"}, {"name": "B"}], "none": null}
            """#
        let data = try JSONDecoder().decode(TemplateValue.self, from: Data(json.utf8))
        let source = "{{title}} {{count}} {{ratio}}:{{#items}} {{name}}{{/items}}{{none}}"
        let template = try MustacheTemplate(source: source)
        #expect(try template.render(data, escapeHTML: false, strict: true) == "Cells 3 0.75: A B")
    }

    @Test func truthiness() {
        #expect(!TemplateValue.null.isTruthy)
        #expect(!TemplateValue.bool(false).isTruthy)
        #expect(!TemplateValue.array([]).isTruthy)
        #expect(TemplateValue.string("").isTruthy)
        #expect(TemplateValue.number(0).isTruthy)
        #expect(TemplateValue.object([:]).isTruthy)
    }
}
