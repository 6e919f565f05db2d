import Testing
@testable import Mustache

@Suite struct MustacheSectionTests {
    static let sections: [MustacheCase] = [
        .init(name: "true renders", template: "<{{#on}}yes{{/on}}>", data: ["on": true], expected: "<yes>"),
        .init(name: "false skips", template: "<{{#on}}yes{{/on}}>", data: ["on": false], expected: "<>"),
        .init(name: "null skips", template: "<{{#on}}yes{{/on}}>", data: ["on": nil], expected: "<>"),
        .init(name: "missing skips", template: "<{{#on}}yes{{/on}}>", expected: "<>"),
        .init(name: "empty list skips", template: "<{{#l}}yes{{/l}}>", data: ["l": []], expected: "<>"),
        .init(name: "empty string is truthy", template: "<{{#s}}yes{{/s}}>", data: ["s": ""], expected: "<yes>"),
        .init(name: "zero is truthy", template: "<{{#n}}{{.}}{{/n}}>", data: ["n": 0], expected: "<0>"),
        .init(name: "empty object is truthy", template: "<{{#o}}yes{{/o}}>", data: ["o": [:]], expected: "<yes>"),
        .init(
            name: "object pushes", template: "{{#p}}{{name}} is {{age}}{{/p}}",
            data: ["p": ["name": "Lin", "age": 30]],
            expected: "Lin is 30"),
        .init(
            name: "lookups fall through the stack", template: "{{#inner}}{{a}}-{{b}}{{/inner}}",
            data: ["a": "outer a", "b": "outer b", "inner": ["b": "inner b"]], expected: "outer a-inner b"),
        .init(name: "string pushes itself", template: "{{#s}}{{.}}={{s}}{{/s}}", data: ["s": "v"], expected: "v=v"),
        .init(
            name: "list iterates", template: "{{#l}}[{{n}}]{{/l}}", data: ["l": [["n": 1], ["n": 2], ["n": 3]]],
            expected: "[1][2][3]"),
        .init(
            name: "list of scalars", template: "{{#l}}{{.}},{{/l}}", data: ["l": ["a", 2, 2.5, true]],
            expected: "a,2,2.5,true,"),
        .init(
            name: "list of lists", template: "{{#l}}({{#.}}{{.}}{{/.}}){{/l}}", data: ["l": [[1, 2], ["x"]]],
            expected: "(12)(x)"),
        .init(name: "root list", template: "{{#.}}<{{v}}>{{/.}}", data: [["v": 1], ["v": 2]], expected: "<1><2>"),
        .init(
            name: "nested contexts see all levels",
            template: "{{#a}}{{#b}}{{#c}}{{x}}{{y}}{{z}}{{/c}}{{/b}}{{/a}}",
            data: ["a": ["x": 1, "b": ["y": 2, "c": ["z": 3]]]], expected: "123"),
        .init(
            name: "list items see outer names", template: "{{#rows}}{{#cols}}{{r}}{{c}} {{/cols}}{{/rows}}",
            data: ["rows": [["r": "a", "cols": [["c": 1], ["c": 2]]], ["r": "b", "cols": [["c": 3]]]]],
            expected: "a1 a2 b3 "),
        .init(name: "dotted section truthy", template: "{{#a.b}}in{{/a.b}}", data: ["a": ["b": true]], expected: "in"),
        .init(
            name: "dotted section falsey", template: "[{{#a.b}}in{{/a.b}}]", data: ["a": ["b": false]],
            expected: "[]"),
        .init(
            name: "dotted section broken chain", template: "[{{#a.b.c}}in{{/a.b.c}}]", data: ["a": [:]],
            expected: "[]"),
        .init(name: "same section twice", template: "{{#t}}1{{/t}}{{#t}}2{{/t}}", data: ["t": true], expected: "12"),
        .init(
            name: "nested same name", template: "a {{#t}}b {{#t}}c{{/t}} d{{/t}} e", data: ["t": true],
            expected: "a b c d e"),
        .init(
            name: "nested same name falsey", template: "a {{#t}}b {{#t}}c{{/t}} d{{/t}} e", data: ["t": false],
            expected: "a  e"),
        .init(name: "padding", template: "{{# t }}x{{/ t }}", data: ["t": true], expected: "x"),
    ]

    static let inverted: [MustacheCase] = [
        .init(name: "false renders", template: "<{{^on}}no{{/on}}>", data: ["on": false], expected: "<no>"),
        .init(name: "true skips", template: "<{{^on}}no{{/on}}>", data: ["on": true], expected: "<>"),
        .init(name: "null renders", template: "<{{^on}}no{{/on}}>", data: ["on": nil], expected: "<no>"),
        .init(name: "missing renders", template: "<{{^on}}no{{/on}}>", expected: "<no>"),
        .init(name: "empty list renders", template: "<{{^l}}none{{/l}}>", data: ["l": []], expected: "<none>"),
        .init(name: "list skips", template: "<{{^l}}none{{/l}}>", data: ["l": [1]], expected: "<>"),
        .init(name: "object skips", template: "<{{^o}}x{{/o}}>", data: ["o": ["k": 1]], expected: "<>"),
        .init(name: "does not push", template: "{{^f}}{{.}}{{/f}}", data: ["f": false, "k": 1], expected: ""),
        .init(name: "with section", template: "{{#b}}T{{/b}}{{^b}}F{{/b}}", data: ["b": false], expected: "F"),
        .init(name: "dotted", template: "{{^a.b}}none{{/a.b}}", data: ["a": ["b": []]], expected: "none"),
        .init(name: "dotted broken chain", template: "{{^a.b.c}}none{{/a.b.c}}", data: ["a": 1], expected: "none"),
    ]

    static let comments: [MustacheCase] = [
        .init(name: "inline", template: "a{{! hidden }}b", expected: "ab"),
        .init(name: "multi-line", template: "a{{!\nline one\nline two\n}}b", expected: "ab"),
        .init(name: "with braces", template: "a{{! {x} }}b", expected: "ab"),
        .init(name: "standalone", template: "a\n  {{! gone }}\nb\n", expected: "a\nb\n"),
        .init(name: "standalone multi-line", template: "a\n{{!\n  x\n}}\nb\n", expected: "a\nb\n"),
        .init(name: "indented standalone multi-line", template: "a\n\t{{!\n  x\n  }}  \nb\n", expected: "a\nb\n"),
        .init(name: "standalone CRLF", template: "a\r\n{{! c }}\r\nb", expected: "a\r\nb"),
        .init(name: "standalone at start", template: "  {{! c }}\na", expected: "a"),
        .init(name: "standalone at end", template: "a\n  {{! c }}", expected: "a\n"),
        .init(name: "not standalone after text", template: "a {{! c }}\n", expected: "a \n"),
        .init(name: "not standalone before text", template: "  {{! c }} b\n", expected: "   b\n"),
        .init(name: "two comments on a line are not standalone", template: "{{!a}}{{!b}}\nx", expected: "\nx"),
    ]

    /// Every standalone rule, applied to each kind of tag that can stand alone.
    static let standalone: [MustacheCase] = [
        .init(
            name: "section lines removed", template: "top\n{{#t}}\nmid\n{{/t}}\nend\n", data: ["t": true],
            expected: "top\nmid\nend\n"),
        .init(
            name: "indented section lines removed", template: "top\n  {{#t}}\nmid\n\t{{/t}}  \nend\n",
            data: ["t": true], expected: "top\nmid\nend\n"),
        .init(
            name: "inverted lines removed", template: "top\n  {{^f}}\nmid\n  {{/f}}\nend\n", data: ["f": false],
            expected: "top\nmid\nend\n"),
        .init(name: "CRLF", template: "top\r\n{{#t}}\r\n{{/t}}\r\nend", data: ["t": true], expected: "top\r\nend"),
        .init(name: "no previous line", template: "  {{#t}}\n*{{/t}}\n.", data: ["t": true], expected: "*\n."),
        .init(name: "no following newline", template: "*{{#t}}\n.\n  {{/t}}", data: ["t": true], expected: "*\n.\n"),
        .init(name: "whole template is one standalone tag", template: "  {{! c }}  ", expected: ""),
        .init(
            name: "inline sections keep whitespace", template: " {{#t}}A{{/t}}\n {{#t}}B{{/t}}\n",
            data: ["t": true], expected: " A\n B\n"),
        .init(
            name: "surrounding whitespace kept", template: " | {{#t}}\t|\t{{/t}} | \n", data: ["t": true],
            expected: " | \t|\t | \n"),
        .init(
            name: "internal whitespace kept", template: " | {{#t}} {{! c }}\n {{/t}} | \n", data: ["t": true],
            expected: " |  \n  | \n"),
        .init(
            name: "falsey section standalone lines", template: "a\n{{#f}}\nhidden\n{{/f}}\nb\n", data: ["f": false],
            expected: "a\nb\n"),
        .init(
            name: "list with standalone lines", template: "{{#l}}\n- {{.}}\n{{/l}}\n", data: ["l": [1, 2]],
            expected: "- 1\n- 2\n"),
        .init(
            name: "open and close on one line are not standalone", template: "{{#t}}{{/t}}\nx", data: ["t": true],
            expected: "\nx"),
        .init(
            name: "set delimiter standalone", template: "a\n  {{=<% %>=}}  \nb<%x%>\n", data: ["x": 1],
            expected: "a\nb1\n"),
        .init(name: "empty lines kept", template: "{{#t}}\n\n{{/t}}\n", data: ["t": true], expected: "\n"),
    ]

    @Test(arguments: sections) func section(_ row: MustacheCase) { #expect(row.render() == row.expected) }
    @Test(arguments: inverted) func invertedSection(_ row: MustacheCase) { #expect(row.render() == row.expected) }
    @Test(arguments: comments) func comment(_ row: MustacheCase) { #expect(row.render() == row.expected) }
    @Test(arguments: standalone) func standaloneLine(_ row: MustacheCase) { #expect(row.render() == row.expected) }
}
