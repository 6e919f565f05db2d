import Foundation
import Testing
@testable import GenCore
@testable import Mustache

/// Resource limits (issue 10): huge or deeply nested inputs and templates end in output or a diagnostic, never in a
/// stack overflow or a hang; their cost grows linearly.
@Suite struct HostileResourceTests {
    static let depth = 50_000

    private func generate(_ text: String, options: GenerationOptions = GenerationOptions()) -> GenerationResult {
        Generator.generate(
            swiftFiles: [SourceFile(path: "Huge.swift", text: text)], interfaceFiles: [], options: options)
    }

    private func lines(of text: String, containing fragment: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains(fragment) }.map { String($0.drop { $0 == " " }) }
    }

    // MARK: - Swift sources

    @Test func aHugeGenericClauseIsCopiedNowhereAndCostsNoStack() {
        let nested = String(repeating: "A<", count: Self.depth) + "B" + String(repeating: ">", count: Self.depth)
        let result = generate("import UIKit\nfinal class Deep<T: \(nested)>: UITableViewCell, Reusable {}\n")
        #expect(result.diagnostics == [])
        #expect(lines(of: result.output, containing: "Deep") == ["// MARK: - Deep", "extension Deep {"])
        #expect(!result.output.contains("A<A<"))
    }

    @Test func aHugeWhereClauseIsNotCopied() {
        let requirements = (0..<Self.depth).map { "T: P\($0)" }.joined(separator: ", ")
        let result = generate("import UIKit\nfinal class W<T>: UITableViewCell, Reusable where \(requirements) {}\n")
        #expect(result.diagnostics == [])
        #expect(lines(of: result.output, containing: "extension W") == ["extension W {"])
    }

    @Test func aHugeAttributeListIsCopiedOncePerAttribute() {
        let attributes = String(repeating: "@available(iOS 13, *) ", count: 10_000)
        let result = generate("import UIKit\n\(attributes)\nfinal class Attributed: UITableViewCell, Reusable {}\n")
        #expect(result.diagnostics == [])
        #expect(lines(of: result.output, containing: "@available(iOS 13, *)").count == 10_000)
    }

    @Test func deeplyNestedConditionsAndBracesCostNoStack() {
        let conditions =
            String(repeating: "#if A\n", count: Self.depth) + "final class C: UITableViewCell, Reusable {}\n"
            + String(repeating: "#endif\n", count: Self.depth)
        let conditional = generate("import UIKit\n" + conditions)
        // Past the nesting cap nothing is recorded, with one warning; nothing is generated for the class.
        #expect(
            conditional.diagnostics.map(\.message) == [
                "declarations nested more than 256 types, extensions or #if blocks deep are not scanned"
            ])
        #expect(lines(of: conditional.output, containing: "#if A").count == 0)
        #expect(lines(of: conditional.output, containing: "extension C").count == 0)

        let braces = generate("import UIKit\n" + String(repeating: "{(", count: Self.depth))
        #expect(braces.diagnostics == [])
        #expect(
            lines(of: braces.output, containing: "extension ")
                == lines(of: generate("import UIKit\n").output, containing: "extension "))
    }

    // MARK: - Templates

    @Test func templateSectionsNestUpToTheLimit() throws {
        let depth = MustacheParser.maxNestingDepth / 2
        let open = String(repeating: "{{#types}}{{#literals}}", count: depth)
        let close = String(repeating: "{{/literals}}{{/types}}", count: depth)
        var options = GenerationOptions()
        options.template = .custom(path: "Deep.mustache", text: "\(open)x\(close)end\n")
        let result = generate("import UIKit\nfinal class Cell: UITableViewCell, Reusable {}\n", options: options)
        #expect(result.diagnostics == [])
        #expect(result.output == GeneratedFile.swiftHeader + "\nxend\n")
    }

    @Test(arguments: [MustacheParser.maxNestingDepth + 1, 50_000])
    func templateSectionsNestedDeeperAreADiagnosticAtTheFirstTooDeepTag(depth: Int) {
        var options = GenerationOptions()
        options.template = .custom(path: "Deep.mustache", text: "\n" + String(repeating: "{{^types}}", count: depth))
        let result = generate("", options: options)
        #expect(result.output == "")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "Deep.mustache:2:\(10 * MustacheParser.maxNestingDepth + 1): error: section 'types' is nested more than "
                    + "\(MustacheParser.maxNestingDepth) levels deep"
            ])
    }

    @Test func aParentAndBlocksCountTowardsTheNestingLimit() {
        let source = String(repeating: "{{<uikit}}{{$b}}", count: MustacheParser.maxNestingDepth)
        #expect(
            throws: MustacheError(
                templateName: "main", line: 1, column: 1 + 16 * (MustacheParser.maxNestingDepth / 2),
                message: "section 'uikit' is nested more than \(MustacheParser.maxNestingDepth) levels deep")
        ) {
            try MustacheTemplate(source: source + "{{<uikit}}", name: "main")
        }
    }

    @Test func aRecursivePartialThatOpensDeepSectionsStopsAtTheFrameLimit() throws {
        let depth = MustacheParser.maxNestingDepth - 1
        let partial =
            String(repeating: "{{#yes}}", count: depth) + "{{>p}}" + String(repeating: "{{/yes}}", count: depth)
        let template = try MustacheTemplate(source: "{{>p}}", partials: ["p": partial], name: "main")
        #expect(
            throws: MustacheError(
                templateName: "p", line: 1, column: 8 * depth + 1,
                message: "partials and sections nested more than \(MustacheRenderer.maxFrameDepth) levels deep")
        ) {
            try template.render(["yes": true], escapeHTML: false)
        }
    }

    @Test func aPartialThatIncludesItselfStopsWithADiagnostic() {
        let template = try? MustacheTemplate(source: "{{>p}}", partials: ["p": "x{{>p}}"], name: "main")
        #expect(
            throws: MustacheError(
                templateName: "p", line: 1, column: 2,
                message: "partial 'p' includes itself more than 1000 levels deep")
        ) {
            try template?.render([:], escapeHTML: false)
        }
    }
}
