import Testing
@testable import Mustache

@Suite struct MustacheInterpolationTests {
    static let cases: [MustacheCase] = [
        .init(name: "no tags", template: "Plain text,\nkept as is.\n", expected: "Plain text,\nkept as is.\n"),
        .init(name: "basic", template: "Dear {{who}}!", data: ["who": "Ada"], expected: "Dear Ada!"),
        .init(
            name: "escaped by default", template: "<p>{{html}}</p>", data: ["html": "a & b < c > d \"e\" 'f'"],
            expected: "<p>a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;</p>"),
        .init(name: "triple is raw", template: "{{{html}}}", data: ["html": "<b>&'\"</b>"], expected: "<b>&'\"</b>"),
        .init(name: "ampersand is raw", template: "{{&html}}", data: ["html": "<i>"], expected: "<i>"),
        .init(
            name: "escaping off", template: "{{html}}|{{{html}}}", data: ["html": "<&>"], expected: "<&>|<&>",
            escapeHTML: false),
        .init(name: "integer", template: "{{n}} items", data: ["n": 42], expected: "42 items"),
        .init(name: "negative integer", template: "{{n}}", data: ["n": -7], expected: "-7"),
        .init(name: "zero", template: "{{n}}", data: ["n": 0.0], expected: "0"),
        .init(name: "decimal", template: "{{n}}", data: ["n": 3.25], expected: "3.25"),
        .init(name: "short decimal", template: "{{n}}", data: ["n": 0.1], expected: "0.1"),
        .init(name: "large integer", template: "{{n}}", data: ["n": 1_234_567_890_123], expected: "1234567890123"),
        .init(name: "booleans", template: "{{t}}/{{f}}", data: ["t": true, "f": false], expected: "true/false"),
        .init(name: "null is empty", template: "[{{nothing}}]", data: ["nothing": nil], expected: "[]"),
        .init(name: "missing is empty", template: "[{{absent}}]", expected: "[]"),
        .init(name: "missing triple is empty", template: "[{{{absent}}}]", expected: "[]"),
        .init(name: "padding inside tags", template: "{{ a }}{{{ a }}}{{& a }}", data: ["a": "x"], expected: "xxx"),
        .init(name: "implicit iterator", template: "({{.}})", data: "top", expected: "(top)"),
        .init(name: "implicit iterator escapes", template: "{{.}}|{{{.}}}", data: "<", expected: "&lt;|<"),
        .init(
            name: "dotted name", template: "{{user.name.first}}", data: ["user": ["name": ["first": "Grace"]]],
            expected: "Grace"),
        .init(name: "dotted name, broken chain", template: "[{{a.b.c}}]", data: ["a": ["x": 1]], expected: "[]"),
        .init(
            name: "dotted name resolves only its first part on the stack",
            template: "[{{a.b.name}}]", data: ["a": ["b": [:]], "name": "wrong"], expected: "[]"),
        .init(
            name: "dotted name first part found on a lower context",
            template: "{{#inner}}{{outer.v}}{{/inner}}", data: ["outer": ["v": "ok"], "inner": ["w": 1]],
            expected: "ok"),
        .init(
            name: "dotted name takes the nearest first part",
            template: "{{#a}}[{{b.c}}]{{/a}}", data: ["a": ["b": [:]], "b": ["c": "no"]], expected: "[]"),
        .init(
            name: "dotted name on the implicit iterator's item",
            template: "{{#items}}{{size.w}};{{/items}}", data: ["items": [["size": ["w": 1]], ["size": ["w": 2]]]],
            expected: "1;2;"),
        .init(
            name: "leading dot looks on the top context only",
            template: "{{#empty}}[{{.v}}]{{/empty}}{{#full}}[{{.v}}]{{/full}}",
            data: ["empty": [:], "full": ["v": "in"], "v": "out"],
            expected: "[][in]"),
        .init(
            name: "leading dot with more parts", template: "{{#a}}{{.b.c}}{{/a}}", data: ["a": ["b": ["c": 1]]],
            expected: "1"),
        .init(
            name: "interpolation keeps surrounding whitespace", template: "  {{a}}\n", data: ["a": "x"],
            expected: "  x\n"),
        .init(name: "interpolation never standalone", template: "a\n  {{b}}\nc", data: ["b": ""], expected: "a\n  \nc"),
        .init(name: "unicode around tags", template: "é{{a}}ü", data: ["a": "ß"], expected: "éßü"),
        .init(name: "CRLF kept in text", template: "a\r\n{{b}}\r\n", data: ["b": 1], expected: "a\r\n1\r\n"),
        .init(
            name: "array and object interpolate as nothing", template: "[{{l}}{{o}}]",
            data: ["l": [1], "o": ["k": 1]],
            expected: "[]"),
    ]

    @Test(arguments: cases)
    func renders(_ row: MustacheCase) {
        #expect(row.render() == row.expected)
    }

    @Test(
        arguments: [
            (TemplateValue.number(85), "85"), (1.21, "1.21"), (-0.5, "-0.5"), (1e21, "1e+21"), (100.0, "100"),
            (2.5e-7, "2.5e-07"), (9007199254740993.0, "9007199254740992"),
        ] as [(TemplateValue, String)])
    func numberText(_ value: TemplateValue, _ text: String) {
        #expect(value.interpolatedText == text)
    }
}
