import Foundation
@testable import GenCore

// MARK: - Fixtures

/// Every XIB and storyboard in the repository, and Swift sources whose classes they name.
enum PrefilterFixture {
    /// Every `.xib` and `.storyboard` below `Tests/` and `Examples/` (build folders left out), by relative path.
    static let interfaceFiles: [SourceFile] = SourceSelectionFixture.repositoryFiles.filter {
        !$0.path.hasSuffix(".swift")
    }

    /// The cross-check fixture folders of their own (each case is checked on its own, as its tests do).
    static var caseFolders: [[SourceFile]] {
        Dictionary(grouping: interfaceFiles.filter { $0.path.contains("InterfaceBuilderChecks/Cases/") }) { file in
            file.path.components(separatedBy: "/Cases/")[1].components(separatedBy: "/")[0]
        }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Every class, reuse identifier, storyboard identifier and file name the fixtures mention.
    static let mentionedNames: [String] = {
        var names = Set<String>()
        for file in interfaceFiles {
            names.insert(InterfaceBuilderDocument.baseName(ofPath: file.path))
            guard let document = InterfaceBuilderReader.read(file).document else { continue }
            for occurrence in InterfaceBuilderOccurrence.all(in: document) {
                let object = occurrence.object
                for value in [
                    object.customClass, object.reuseIdentifier, object.storyboardIdentifier, object.identifier,
                ] {
                    if let value, !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber }) {
                        names.insert(value)
                    }
                }
            }
        }
        return names.sorted()
    }()

    /// Swift sources in which every mentioned name is a class adopting the mixins of one shape (a cell, a view, a
    /// controller from a storyboard …), so that every check meets every fixture; plus an app whose adopters the
    /// fixtures never mention, and an app without adopters.
    static let models: [(name: String, model: Model)] = {
        let shapes: [(String, (String) -> String)] = [
            ("table cells", { "final class \($0): UITableViewCell, NibReusable {}" }),
            ("collection cells", { "final class \($0): UICollectionViewCell, Reusable, NibLoadable {}" }),
            ("header views", { "final class \($0): UITableViewHeaderFooterView, Reusable {}" }),
            ("views", { "final class \($0): UIView, NibLoadable {}" }),
            ("owner views", { "final class \($0): UIView, NibOwnerLoadable {}" }),
            ("controllers from XIBs", { "final class \($0): UIViewController, NibLoadable {}" }),
            ("storyboard controllers", { "final class \($0): UIViewController, StoryboardBased {}" }),
            (
                "scenes of Main",
                {
                    "final class \($0): UIViewController, StoryboardSceneBased { static let sceneStoryboard = UIStoryboard(name: \"Main\", bundle: nil) }"
                }
            ),
            ("AppKit items", { "final class \($0): NSCollectionViewItem, NibLoadable {}" }),
            (
                "cells with a custom identifier",
                {
                    "final class \($0): UITableViewCell, NibReusable { static var reuseIdentifier: String { \"Cell\" } }"
                }
            ),
        ]
        var models = shapes.map { name, declaration in
            let source = "import UIKit\nimport AppKit\n" + mentionedNames.map(declaration).joined(separator: "\n")
            return (name, buildModel([("App.swift", source)], options: .fixtureApp))
        }
        let unrelated = """
            import UIKit
            final class UnmentionedCell: UITableViewCell, NibReusable {}
            final class UnmentionedViewController: UIViewController, StoryboardBased {}
            """
        models.append(("adopters no fixture mentions", buildModel([("App.swift", unrelated)], options: .fixtureApp)))
        models.append(("no adopters", buildModel([("App.swift", "import UIKit\nfinal class Plain: UIView {}")])))
        return models
    }()

    /// Variants of a well-formed document: truncated, with a byte removed, and with markup, references and
    /// characters that XML or the reader reject inserted at positions spread over the file.
    static func variants(of file: SourceFile) -> [SourceFile] {
        let bytes = file.bytes
        var variants: [[UInt8]] = []
        let positions = Set((0..<12).map { bytes.count * $0 / 12 } + [1, 5, 38, 39, 40, bytes.count - 2])
            .filter { $0 >= 0 && $0 < bytes.count }.sorted()
        let insertions =
            [
                "<", ">", "&", "\"", "'", "]]>", "--", "<?x?>", "<?x y?>", "\u{0}", "\u{1}", "\u{FFFE}", "&#0;",
                "&#x41;",
                "&#xD800;", "&foo;", "&amp", " a=\"1\"", " type=\"x\"", "<!-- c -->", "<!-- a -- b -->",
                "<![CDATA[x]]>",
                "<!DOCTYPE d>", "</document>", "<document>", "<x:y/>", " xmlns:a=\"b\"", "\r", "\t", "é",
            ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]
        for position in positions {
            variants.append(Array(bytes[..<position]))
            variants.append(Array(bytes[..<position] + bytes[(position + 1)...]))
            for insertion in insertions {
                variants.append(Array(bytes[..<position]) + insertion + bytes[position...])
            }
        }
        // An attribute given twice, and a known document type changed.
        if let range = String(decoding: bytes, as: UTF8.self).range(of: " version=\"3.0\"") {
            var text = String(decoding: bytes, as: UTF8.self)
            text.insert(contentsOf: " version=\"3.0\"", at: range.upperBound)
            variants.append(Array(text.utf8))
        }
        variants.append(
            Array(
                String(decoding: bytes, as: UTF8.self)
                    .replacingOccurrences(of: "type=\"com.apple.InterfaceBuilder3", with: "type=\"com.example").utf8))
        return variants.map {
            SourceFile(path: "Variant-\(InterfaceBuilderDocument.baseName(ofPath: file.path))", bytes: $0)
        }
    }
}

extension GenerationOptions {
    /// Module `App`, as in the cross-check fixtures.
    static var fixtureApp: GenerationOptions {
        var options = GenerationOptions()
        options.moduleName = "App"
        return options
    }
}
