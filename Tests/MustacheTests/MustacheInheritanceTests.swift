import Testing
@testable import Mustache

@Suite struct MustacheInheritanceTests {
    static let cases: [MustacheCase] = [
        .init(name: "block default", template: "{{$head}}Untitled{{/head}}\n", expected: "Untitled\n"),
        .init(
            name: "block default renders tags",
            template: "{{$b}}<{{v}}|{{{v}}}|{{#s}}{{w}}{{/s}}|{{^n}}none{{/n}}>{{/b}}",
            data: ["v": "&", "s": ["w": "in"]], expected: "<&amp;|&|in|none>"),
        .init(name: "values are not re-parsed", template: "{{$b}}{{v}}{{/b}}", data: ["v": "{{x}}"], expected: "{{x}}"),
        .init(
            name: "parent without overrides", template: "{{<base}}{{/base}}\n",
            partials: ["base": "{{$b}}dflt{{/b}}"],
            expected: "dflt"),
        .init(
            name: "override", template: "{{<base}}{{$title}}Mine{{/title}}{{/base}}",
            partials: ["base": "<h>{{$title}}Theirs{{/title}}</h>"], expected: "<h>Mine</h>"),
        .init(
            name: "context does not override a block", template: "{{<base}}{{$v}}from child{{/v}}{{/base}}",
            data: ["v": "from data"], partials: ["base": "{{$v}}from base{{/v}}"], expected: "from child"),
        .init(
            name: "context does not override a default", template: "{{<base}}{{/base}}", data: ["v": "from data"],
            partials: ["base": "{{$v}}from base{{/v}}"], expected: "from base"),
        .init(
            name: "text before a parent", template: "x {{<base}}{{$b}}o{{/b}}{{/base}}",
            partials: ["base": "{{$b}}.{{/b}}"], expected: "x o"),
        .init(
            name: "one parent twice", template: "{{<p}}{{$a}}1{{/a}}{{/p}} {{<p}}{{$a}}2{{/a}}{{/p}}\n",
            partials: ["p": "[{{$a}}-{{/a}}{{$b}}+{{/b}}]"], expected: "[1+] [2+]\n"),
        .init(
            name: "override with newlines", template: "{{<p}}{{$a}}\nline\n\nend\n{{/a}}{{/p}}",
            partials: ["p": "{{$a}}short{{/a}}"], expected: "line\n\nend\n"),
        .init(
            name: "inline block keeps the line's indentation", template: "{{<p}}{{$a}}new{{/a}}{{/p}}",
            partials: ["p": "list:\n    {{$a}}old{{/a}}\n"], expected: "list:\n    new\n"),
        .init(
            name: "override only one block", template: "{{<p}}{{$two}}2!{{/two}}{{/p}}",
            partials: ["p": "{{$one}}1{{/one}}, {{$two}}2{{/two}}"], expected: "1, 2!"),
        .init(
            name: "partial and parent of the same template", template: "{{>p}}/{{<p}}{{/p}}",
            partials: ["p": "{{$a}}d{{/a}}"], expected: "d/d"),
        .init(
            name: "overrides reach through nested parents",
            template: "{{<p1}}{{$x}}X{{/x}}{{/p1}}",
            partials: [
                "p1": "{{$x}}1{{/x}}-{{$y}}{{<p2}}{{/p2}}{{/y}}",
                "p2": "{{$x}}2{{/x}}-{{<p1}}{{$y}}stop{{/y}}{{/p1}}",
            ],
            expected: "X-X-X-stop"),
        .init(
            name: "outermost override wins", template: "{{<a}}{{$k}}top{{/k}}{{/a}}",
            partials: ["a": "{{<b}}{{$k}}a{{/k}}{{/b}}", "b": "{{<c}}{{$k}}b{{/k}}{{/c}}", "c": "{{$k}}c{{/k}}"],
            expected: "top"),
        .init(
            name: "middle override wins without a top one", template: "{{<a}}{{/a}}",
            partials: ["a": "{{<b}}{{$k}}a{{/k}}{{/b}}", "b": "{{<c}}{{$k}}b{{/k}}{{/c}}", "c": "{{$k}}c{{/k}}"],
            expected: "a"),
        .init(
            name: "text inside a parent is ignored", template: "{{<p}} junk {{$a}}kept{{/a}} junk {{/p}}",
            partials: ["p": "{{$a}}d{{/a}}"], expected: "kept"),
        .init(
            name: "only text inside a parent", template: "{{<p}} junk {{/p}}", partials: ["p": "{{$a}}d{{/a}}"],
            expected: "d"),
        .init(
            name: "override renders in the parent's context", template: "{{<p}}{{$a}}{{who}}{{/a}}{{/p}}",
            data: ["who": "outer", "inner": ["who": "inner"]], partials: ["p": "{{#inner}}{{$a}}-{{/a}}{{/inner}}"],
            expected: "inner"),
        .init(
            name: "override renders once per item of a list in the parent",
            template: "{{<p}}\n{{$row}}<{{name}}>{{/row}}\n{{/p}}\n",
            data: ["items": [["name": "a"], ["name": "b"]]],
            partials: ["p": "{{#items}}\n  {{$row}}{{name}}{{/row}}\n{{/items}}\n"], expected: "  <a>\n  <b>\n"),
        .init(
            name: "standalone override inside a list keeps the place's indentation",
            template: "{{<p}}\n{{$row}}\nlet {{name}}\n{{/row}}\n{{/p}}\n",
            data: ["items": [["name": "a"], ["name": "b"]]],
            partials: ["p": "{{#items}}\n    {{$row}}\n    var {{name}}\n    {{/row}}\n{{/items}}\n"],
            expected: "    let a\n    let b\n"),
        .init(name: "missing parent renders nothing", template: "[{{<nope}}{{$a}}x{{/a}}{{/nope}}]", expected: "[]"),
        .init(
            name: "blocks inside a partial take overrides", template: "{{<p}}{{$a}}A{{/a}}{{/p}}",
            partials: ["p": "<{{>q}}>", "q": "{{$a}}q{{/a}}"], expected: "<A>"),
        .init(
            name: "standalone parent pair indents the parent", template: "top\n  {{<p}}{{/p}}\nend\n",
            partials: ["p": "1\n2\n"], expected: "top\n  1\n  2\nend\n"),
        .init(
            name: "standalone parent over several lines",
            template: "top\n  {{<p}}\n    {{$a}}A{{/a}}\n  {{/p}}\nend\n",
            partials: ["p": "[{{$a}}d{{/a}}]\n"], expected: "top\n  [A]\nend\n"),
        .init(
            name: "standalone block pair on one line", template: "{{<p}}{{$a}}\nx\ny{{/a}}\n{{/p}}\n",
            partials: ["p": "top\n  {{$a}}{{/a}}\n"], expected: "top\n  x\n  y\n"),
        .init(
            name: "block content moves to the indentation of its place",
            template: "{{<p}}{{$a}}\n      x\n      y\n{{/a}}{{/p}}\n",
            partials: ["p": "top\n  {{$a}}\n  {{/a}}\n"], expected: "top\n  x\n  y\n"),
        .init(
            name: "a place's indentation comes from its default content",
            template: "{{<p}}{{$a}}\nx\ny\n{{/a}}{{/p}}\n",
            partials: ["p": "top\n{{$a}}\n    d\n{{/a}}\n"], expected: "top\n    x\n    y\n"),
        .init(
            name: "standalone blocks inside a standalone parent",
            template: "{{<p}}\n        {{$a}}\n        hello\n        {{/a}}\n{{/p}}\n",
            partials: ["p": "say:\n  {{$a}}\n  hi\n  {{/a}}\n"], expected: "say:\n  hello\n"),
        .init(
            name: "default block content keeps its indentation", template: "{{<p}}{{/p}}",
            partials: ["p": "top\n{{$a}}\n    d\n      e\n{{/a}}\n"], expected: "top\n    d\n      e\n"),
        .init(
            name: "override keeps relative indentation",
            template: "{{<p}}{{$a}}\n  if x {\n    y\n  }\n{{/a}}{{/p}}",
            partials: ["p": "func f() {\n    {{$a}}\n    {{/a}}\n}\n"],
            expected: "func f() {\n    if x {\n      y\n    }\n}\n"),
        .init(
            name: "indented parent inside an indented partial", template: "  {{>outer}}\n",
            partials: ["outer": "o\n  {{<p}}{{/p}}\n", "p": "p1\np2\n"], expected: "  o\n    p1\n    p2\n"),
    ]

    @Test(arguments: cases) func inheritance(_ row: MustacheCase) { #expect(row.render() == row.expected) }
}
