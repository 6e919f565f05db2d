import Testing
@testable import Mustache

@Suite struct MustachePartialTests {
    static let partials: [MustacheCase] = [
        .init(name: "basic", template: "<{{>p}}>", partials: ["p": "inside"], expected: "<inside>"),
        .init(name: "missing renders nothing", template: "<{{>nope}}>", expected: "<>"),
        .init(
            name: "uses the current context", template: "{{#u}}{{>p}}{{/u}}", data: ["u": ["n": "Bo"]],
            partials: ["p": "hi {{n}}"], expected: "hi Bo"),
        .init(
            name: "data-terminated recursion",
            template: "{{>tree}}",
            data: ["v": "r", "kids": [["v": "a", "kids": [["v": "b", "kids": []]]], ["v": "c", "kids": []]]],
            partials: ["tree": "{{v}}({{#kids}}{{>tree}}{{/kids}})"], expected: "r(a(b())c())"),
        .init(name: "nested partials", template: "[{{>a}}]", partials: ["a": "a{{>b}}", "b": "b"], expected: "[ab]"),
        .init(name: "padding", template: "[{{> p }}]", partials: ["p": "x"], expected: "[x]"),
        .init(
            name: "inline keeps surrounding whitespace", template: "| {{>p}} |", partials: ["p": "\t.\t"],
            expected: "| \t.\t |"),
        .init(
            name: "inline is not indented", template: "  {{v}} {{>p}}\n", data: ["v": "v"],
            partials: ["p": "1\n2"], expected: "  v 1\n2\n"),
        .init(name: "standalone CRLF", template: "a\r\n{{>p}}\r\nb", partials: ["p": "-"], expected: "a\r\n-b"),
        .init(
            name: "standalone with no previous line", template: "  {{>p}}\nz", partials: ["p": "1\n2"],
            expected: "  1\n  2z"),
        .init(
            name: "standalone with no following newline", template: "z\n  {{>p}}", partials: ["p": "1\n2"],
            expected: "z\n  1\n  2"),
        .init(
            name: "standalone indents every line of the partial",
            template: "<\n  {{>p}}\n>\n", partials: ["p": "one\ntwo\n"], expected: "<\n  one\n  two\n>\n"),
        .init(
            name: "indentation is not applied inside interpolated values",
            template: "\t{{>p}}\n", data: ["v": "x\ny"], partials: ["p": "[{{{v}}}]\n{{{v}}}!\n"],
            expected: "\t[x\ny]\n\tx\ny!\n"),
        .init(
            name: "empty partial lines are not indented", template: "  {{>p}}\n", partials: ["p": "a\n\nb\n"],
            expected: "  a\n\n  b\n"),
        .init(
            name: "standalone lines inside the partial vanish", template: "  {{>p}}\n", data: ["t": true],
            partials: ["p": "{{#t}}\nin\n{{/t}}\n"], expected: "  in\n"),
        .init(
            name: "indentation accumulates", template: "  {{>outer}}\n",
            partials: ["outer": "o\n  {{>inner}}\n", "inner": "i1\ni2\n"], expected: "  o\n    i1\n    i2\n"),
        .init(
            name: "indented section in partial", template: " {{>p}}\n", data: ["l": [1, 2]],
            partials: ["p": "{{#l}}\n- {{.}}\n{{/l}}\n"], expected: " - 1\n - 2\n"),
        .init(
            name: "partial line starting with a tag is indented", template: "  {{>p}}\n", data: ["a": "A"],
            partials: ["p": "{{a}}1\n{{a}}2\n"], expected: "  A1\n  A2\n"),
        .init(
            name: "line after an inline close tag is indented once", template: "  {{>p}}\n", data: ["t": true],
            partials: ["p": "{{#t}}x\n{{/t}}y\n"], expected: "  x\n  y\n"),
        .init(
            name: "line after a skipped inline section is indented", template: "  {{>p}}\n", data: ["t": false],
            partials: ["p": "{{#t}}x\n{{/t}}y\n"], expected: "  y\n"),
        .init(
            name: "partial ignores the caller's delimiters", template: "{{=[ ]=}}[>p]", data: ["x": 1],
            partials: ["p": "{{x}}[x]"], expected: "1[x]"),
    ]

    static let delimiters: [MustacheCase] = [
        .init(name: "pair", template: "{{=<% %>=}}(<%x%>)", data: ["x": 1], expected: "(1)"),
        .init(name: "special characters", template: "({{=[ ]=}}[x])", data: ["x": 1], expected: "(1)"),
        .init(name: "old delimiters become text", template: "{{=| |=}}{{x}}|x|", data: ["x": 1], expected: "{{x}}1"),
        .init(name: "reset", template: "{{=| |=}}|x||={{ }}=|{{x}}", data: ["x": 2], expected: "22"),
        .init(name: "padding in the tag", template: "{{=   <%   %>   =}}<% x %>", data: ["x": 3], expected: "3"),
        .init(name: "sections", template: "{{=<% %>=}}<%#t%>in<%/t%>", data: ["t": true], expected: "in"),
        .init(name: "inverted", template: "{{=<% %>=}}<%^t%>in<%/t%>", data: ["t": false], expected: "in"),
        .init(name: "triple", template: "{{=<% %>=}}<%{x}%>", data: ["x": "<"], expected: "<"),
        .init(name: "ampersand", template: "{{=<% %>=}}<%&x%>", data: ["x": "<"], expected: "<"),
        .init(name: "long delimiters", template: "{{=<<< >>>=}}<<<x>>>", data: ["x": "y"], expected: "y"),
        .init(
            name: "in a section body, closed with the new delimiters", template: "{{#t}}{{=| |=}}|x||/t|",
            data: ["t": true, "x": 4], expected: "4"),
        .init(name: "surrounding whitespace", template: "| {{=@ @=}} |", expected: "|  |"),
        .init(name: "outlying whitespace", template: " | {{=@ @=}}\n", expected: " | \n"),
        .init(name: "standalone indented", template: "Begin.\n  {{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        .init(name: "standalone CRLF", template: "|\r\n{{= @ @ =}}\r\n|", expected: "|\r\n|"),
        .init(name: "standalone without previous line", template: "  {{=@ @=}}\n=", expected: "="),
        .init(name: "standalone without newline", template: "=\n  {{=@ @=}}", expected: "=\n"),
    ]

    @Test(arguments: partials) func partial(_ row: MustacheCase) { #expect(row.render() == row.expected) }
    @Test(arguments: delimiters) func setDelimiter(_ row: MustacheCase) { #expect(row.render() == row.expected) }
}
