import Mustache
import Testing
@testable import GenCore

/// Which template sections a run writes and which classes each section lists (`RenderPlan`'s rules).
@Suite struct TemplateSelectionTests {
    static let uiKitCell = "import UIKit\nfinal class PhoneCell: UITableViewCell, Reusable {}\n"
    static let appKitCell = "import AppKit\nfinal class MacCell: NSTableCellView, Reusable {}\n"

    /// The generated text for files given as (path, text), with options.
    func generate(_ files: [(String, String)], _ configure: (inout GenerationOptions) -> Void = { _ in }) -> String {
        var options = GenerationOptions()
        configure(&options)
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let result = Generator.generate(swiftFiles: sources, interfaceFiles: [], options: options)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.formatted))")
        return result.output
    }

    /// The sections of an output, in order: `UIKit`, `AppKit`.
    func sections(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            switch line {
            case "#if canImport(UIKit)": "UIKit"
            case "#if canImport(AppKit) && !canImport(UIKit)": "AppKit after UIKit"
            case "#if canImport(AppKit) && !targetEnvironment(macCatalyst)": "AppKit"
            default: nil
            }
        }
    }

    /// The test classes whose extension the output declares, in output order.
    func extended(_ output: String) -> [String] {
        let lines = output.split(separator: "\n")
        return lines.compactMap { line in
            ["PhoneCell", "MacCell", "Panel"].first { line == "extension \($0) {" }
        }
    }

    // MARK: - Automatic selection

    @Test func kindsChooseTheSections() {
        #expect(sections(generate([("A.swift", Self.uiKitCell)])) == ["UIKit"])
        #expect(sections(generate([("A.swift", Self.appKitCell)])) == ["AppKit"])
        #expect(sections(generate([("A.swift", "final class Plain {}\n")])) == ["UIKit"])
        #expect(
            sections(generate([("A.swift", Self.uiKitCell), ("B.swift", Self.appKitCell)]))
                == ["UIKit", "AppKit after UIKit"])
    }

    @Test func bothSectionsMakeOneFileWithOneHeader() {
        let output = generate([("A.swift", Self.appKitCell), ("B.swift", Self.uiKitCell)])
        #expect(output.hasPrefix(GeneratedFile.swiftHeader + "\n// swiftlint:disable all\n"))
        #expect(output.components(separatedBy: GeneratedFile.swiftHeader).count == 2)
        #expect(output.components(separatedBy: "// swiftlint:disable all").count == 2)
        #expect(output.contains("#endif\n\n#if canImport(AppKit) && !canImport(UIKit)\nimport AppKit\n"))
        #expect(extended(output) == ["PhoneCell", "MacCell"])
    }

    @Test(arguments: [
        ("import AppKit\n", "AppKit"), ("import Cocoa\n", "AppKit"), ("import UIKit\n", "UIKit"),
        ("import Foundation\n", "UIKit"), ("import UIKit\nimport AppKit\n", "UIKit"),
    ])
    func unknownKindsFollowTheirFilesImports(imports: String, section: String) {
        let output = generate([
            ("A.swift", Self.uiKitCell), ("B.swift", Self.appKitCell),
            ("C.swift", imports + "final class Panel: ExternalBase, Reusable {}\n"),
        ])
        let appKitStart = output.range(of: "#if canImport(AppKit)")?.lowerBound ?? output.endIndex
        let panel = output.range(of: "extension Panel {")?.lowerBound ?? output.startIndex
        #expect((panel > appKitStart ? "AppKit" : "UIKit") == section)
    }

    @Test func theAppKitSectionDeclaresTheMixinsEvenWhenTheSourcesImportReusable() {
        let output = generate([("A.swift", "import Reusable\n" + Self.uiKitCell), ("B.swift", Self.appKitCell)])
        let parts = output.components(separatedBy: "#if canImport(AppKit)")
        #expect(parts.count == 2)
        #expect(parts[0].contains("import Reusable\n") && !parts[0].contains("protocol Reusable: AnyObject"))
        #expect(!parts[1].contains("import Reusable\n") && parts[1].contains("protocol Reusable: AnyObject"))
        #expect(
            parts[1].contains("extension MacCell {\n    /// The identifier the view is registered and dequeued with.\n")
        )
    }

    // MARK: - Forced framework

    @Test func platformForcesOneSectionAndClaimsUnknownKinds() {
        let files = [
            ("A.swift", Self.uiKitCell), ("B.swift", Self.appKitCell),
            ("C.swift", "import UIKit\nfinal class Panel: ExternalBase, Reusable {}\n"),
        ]
        let appKit = generate(files) { $0.platform = .appkit }
        #expect(sections(appKit) == ["AppKit"])
        #expect(extended(appKit) == ["MacCell", "Panel"])
        let uiKit = generate(files) { $0.platform = .uikit }
        #expect(sections(uiKit) == ["UIKit"])
        #expect(extended(uiKit) == ["Panel", "PhoneCell"])
    }

    @Test func classesLeftOutByAForcedFrameworkGetANote() {
        var options = GenerationOptions()
        options.platform = .uikit
        let sources = [
            SourceFile(path: "A.swift", text: Self.uiKitCell), SourceFile(path: "B.swift", text: Self.appKitCell),
        ]
        let result = Generator.generate(swiftFiles: sources, interfaceFiles: [], options: options)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "B.swift:2:13: note: 'MacCell' is an AppKit table cell view, so the UIKit output (chosen with --platform "
                    + "or --template) leaves it out"
            ])
    }

    @Test func aBuiltInTemplateNameWinsOverThePlatform() {
        let output = generate([("A.swift", Self.uiKitCell), ("B.swift", Self.appKitCell)]) {
            $0.template = .builtIn("appkit")
            $0.platform = .uikit
        }
        #expect(sections(output) == ["AppKit"])
        #expect(output.hasPrefix(GeneratedFile.swiftHeader))
    }

    /// A user template need not write `{{header}}`: the header is put first anyway, so the next run still
    /// recognises its own file and may replace it.
    @Test func aUserTemplateIsRenderedOnceForOneFramework() {
        let text = "{{framework}}:{{#types}} {{name}}{{/types}}\n"
        let appKitOnly = generate([("B.swift", Self.appKitCell)]) {
            $0.template = .custom(path: "T.mustache", text: text)
        }
        #expect(appKitOnly == GeneratedFile.swiftHeader + "\nAppKit: MacCell\n")
        let both = generate([("A.swift", Self.uiKitCell), ("B.swift", Self.appKitCell)]) {
            $0.template = .custom(path: "T.mustache", text: text)
        }
        #expect(both == GeneratedFile.swiftHeader + "\nUIKit: PhoneCell\n")
        let forced = generate([("A.swift", Self.uiKitCell), ("B.swift", Self.appKitCell)]) {
            $0.template = .custom(path: "T.mustache", text: text)
            $0.platform = .appkit
        }
        #expect(forced == GeneratedFile.swiftHeader + "\nAppKit: MacCell\n")
    }
}
