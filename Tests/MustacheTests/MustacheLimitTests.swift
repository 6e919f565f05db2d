import Foundation
import Testing
@testable import Mustache

@Suite struct MustacheLimitTests {
    @Test func sectionsNestedToTheLimitRenderOnASmallStack() {
        let depth = MustacheParser.maxNestingDepth
        let output = onSmallStack { () -> String in
            var source = ""
            for level in 0..<depth { source += "{{#s\(level % 7)}}" }
            source += "{{leaf}}"
            for level in (0..<depth).reversed() { source += "{{/s\(level % 7)}}" }
            let data: TemplateValue = [
                "s0": true, "s1": [true], "s2": ["k": 1], "s3": "x", "s4": 1, "s5": true,
                "s6": [[:]], "leaf": "deep",
            ]
            do {
                return try MustacheTemplate(source: source).render(data, escapeHTML: true, strict: true)
            } catch {
                return "\(error)"
            }
        }
        #expect(output == "deep")
    }

    @Test func tenThousandUnclosedSectionsFailCleanlyAtTheLimit() {
        let error = onSmallStack { () -> MustacheError? in
            mustacheError(String(repeating: "{{#a}}", count: 10_000) + "\n")
        }
        #expect(
            error
                == MustacheError(
                    templateName: "t.mustache", line: 1, column: 6 * MustacheParser.maxNestingDepth + 1,
                    message: "section 'a' is nested more than 1000 levels deep"))
    }

    @Test func unclosedSectionsWithinTheLimitAreReportedAtTheirOpener() {
        let error = mustacheError(String(repeating: "{{#a}}", count: 3) + "\n")
        #expect(
            error == MustacheError(templateName: "t.mustache", line: 1, column: 13, message: "unclosed section 'a'"))
    }

    @Test func deepParentsAndBlocksRenderOnASmallStack() {
        let output = onSmallStack { () -> String in
            var source = ""
            for _ in 0..<(MustacheParser.maxNestingDepth / 2) { source += "{{$b}}{{#t}}" }
            source += "."
            for _ in 0..<(MustacheParser.maxNestingDepth / 2) { source += "{{/t}}{{/b}}" }
            do {
                return try MustacheTemplate(source: source).render(["t": true], escapeHTML: false)
            } catch {
                return "\(error)"
            }
        }
        #expect(output == ".")
    }

    /// Each level of `p` opens four sections and includes `p` again: five frames a level, so with data 799 levels deep
    /// the 800th and last inclusion finds 3,996 frames open, the deepest render under `MustacheRenderer.maxFrameDepth`
    /// (4,000); one level more and the 801st finds 4,001: an error, not an overflow. The data is built and released
    /// on the small stack too.
    @Test(arguments: [799, 800])
    func recursivePartialsUpToTheFrameLimitRenderOnASmallStack(depth: Int) {
        let output = onSmallStack { () -> String in
            var kids: TemplateValue = []
            for _ in 0..<depth { kids = [["kids": kids]] }
            let data: TemplateValue = ["a": true, "b": true, "c": true, "kids": kids]
            let partials = ["p": ".{{#a}}{{#b}}{{#c}}{{#kids}}{{>p}}{{/kids}}{{/c}}{{/b}}{{/a}}"]
            do {
                let template = try MustacheTemplate(source: "{{>p}}", partials: partials, name: "main")
                return try template.render(data, escapeHTML: false, strict: true)
            } catch {
                return "\(error)"
            }
        }
        if depth < 800 {
            #expect(output == String(repeating: ".", count: depth + 1))
        } else {
            let error = MustacheError(
                templateName: "p", line: 1, column: 29,
                message: "partials and sections nested more than \(MustacheRenderer.maxFrameDepth) levels deep")
            #expect(output == "\(error)")
        }
    }

    @Test(arguments: [
        ["self": "x{{>self}}"],
        ["self": "{{#on}}{{>self}}{{/on}}"],
        ["self": "{{<self}}{{/self}}"],
    ])
    func selfRecursivePartialIsAnError(partials: [String: String]) {
        let error = onSmallStack { () -> MustacheError? in
            mustacheError("{{>self}}", data: ["on": true], partials: partials)
        }
        #expect(error?.templateName == "self")
        #expect(error?.message == "partial 'self' includes itself more than 1000 levels deep")
    }

    @Test func mutualRecursionIsAnError() {
        let error = onSmallStack { () -> MustacheError? in
            mustacheError("{{>a}}", partials: ["a": "{{>b}}", "b": "\n {{>a}}"])
        }
        #expect(
            error
                == MustacheError(
                    templateName: "b", line: 2, column: 2,
                    message: "partial 'a' includes itself more than 1000 levels deep"))
    }

    @Test func recursionAsDeepAsTheDataAllows() throws {
        var tree: TemplateValue = ["v": 0, "kids": []]
        for level in 1...500 { tree = ["v": .number(Double(level)), "kids": [tree]] }
        let partials = ["node": "{{v}} {{#kids}}{{>node}}{{/kids}}"]
        let template = try MustacheTemplate(source: "{{>node}}", partials: partials)
        let output = try template.render(tree, escapeHTML: false)
        #expect(output == (0...500).reversed().map { "\($0) " }.joined())
    }

    /// A template of about 1 MB with 10,000 sections renders correctly; the time is printed, not asserted.
    @Test func largeTemplateRendersLinearly() throws {
        let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 3) + "\n"
        var source = ""
        var expected = ""
        for index in 0..<10_000 {
            source += "{{#items}}\n\(index): {{name}} {{{raw}}} {{n}}\n{{/items}}\n" + filler
            expected += "\(index): a&lt;b&gt; <c> 1\n\(index): z <c> 2\n" + filler
        }
        #expect(source.utf8.count > 1_000_000)
        let data: TemplateValue = ["items": [["name": "a<b>", "n": 1], ["name": "z", "n": 2]], "raw": "<c>"]
        let clock = ContinuousClock()
        let start = clock.now
        let template = try MustacheTemplate(source: source)
        let parsed = clock.now
        let output = try template.render(data, escapeHTML: true, strict: true)
        let rendered = clock.now
        #expect(output == expected)
        print(
            "1 MB template (\(source.utf8.count) bytes, 10,000 sections): parse \(parsed - start), "
                + "render \(rendered - parsed), output \(output.utf8.count) bytes")
    }
}
