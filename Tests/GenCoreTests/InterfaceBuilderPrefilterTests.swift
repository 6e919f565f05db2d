import Foundation
import Testing
@testable import GenCore

// MARK: - Fixtures

/// Every XIB and storyboard in the repository, and Swift sources whose classes they name.
private enum PrefilterFixture {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.xib` and `.storyboard` below `Tests/` and `Examples/` (build folders left out), by relative path.
    static let interfaceFiles: [SourceFile] = {
        var files: [SourceFile] = []
        for folder in ["Tests", "Examples"] {
            let base = repository.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let name as String in enumerator
            where (name.hasSuffix(".xib") || name.hasSuffix(".storyboard")) && !name.contains(".build/") {
                guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) else {
                    continue
                }
                files.append(SourceFile(path: "\(folder)/\(name)", bytes: Array(data)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

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
    fileprivate static var fixtureApp: GenerationOptions {
        var options = GenerationOptions()
        options.moduleName = "App"
        return options
    }
}

// MARK: - Tests

/// The prefilter never changes what a run reports: every diagnostic of every IB fixture, against apps whose classes
/// the fixtures name (so every check meets every file) and apps they do not name, is the same with and without it.
@Suite struct InterfaceBuilderPrefilterTests {
    @Test func theFixturesAreFound() {
        #expect(PrefilterFixture.interfaceFiles.count >= 40)
        #expect(PrefilterFixture.mentionedNames.contains("ProfileCell"))
        #expect(PrefilterFixture.caseFolders.count >= 10)
    }

    @Test(arguments: PrefilterFixture.models.indices)
    func noDiagnosticIsLostOnAllFixtures(_ index: Int) {
        let (name, model) = PrefilterFixture.models[index]
        let options = GenerationOptions.fixtureApp
        let files = PrefilterFixture.interfaceFiles
        let unfiltered = InterfaceBuilderChecks.check(
            model, interfaceFiles: files, options: options, prefiltering: false)
        let filtered = InterfaceBuilderChecks.check(model, interfaceFiles: files, options: options)
        #expect(filtered == unfiltered, "\(name)")
        for folder in PrefilterFixture.caseFolders {
            let unfiltered = InterfaceBuilderChecks.check(
                model, interfaceFiles: folder, options: options, prefiltering: false)
            #expect(
                InterfaceBuilderChecks.check(model, interfaceFiles: folder, options: options) == unfiltered, "\(name)")
        }
    }

    /// The comparison is not vacuous: the apps that name no fixture class leave most files unread, and still get
    /// their missing-file errors; the apps that name them read them.
    @Test func theComparisonCoversSkippedAndReadFiles() throws {
        let files = PrefilterFixture.interfaceFiles
        let unrelated = try #require(PrefilterFixture.models.first { $0.name == "adopters no fixture mentions" }).model
        let skipped = files.filter { !InterfaceBuilderPrefilter(model: unrelated).mustRead($0) }
        #expect(skipped.count * 2 > files.count, "\(skipped.count) of \(files.count) skipped")
        let diagnostics = InterfaceBuilderChecks.check(unrelated, interfaceFiles: files, options: .fixtureApp)
        #expect(diagnostics.contains { $0.message.contains("UnmentionedCell") })
        let cells = try #require(PrefilterFixture.models.first { $0.name == "table cells" }).model
        let prefilter = InterfaceBuilderPrefilter(model: cells)
        let profileCell = try #require(files.first { $0.path.hasSuffix("InterfaceBuilderChecks/App/ProfileCell.xib") })
        #expect(prefilter.mustRead(profileCell))
        #expect(!InterfaceBuilderPrefilter(model: unrelated).mustRead(profileCell))
    }

    /// The byte pass never accepts what the reader rejects or warns about: over variants of every fixture, a file
    /// the prefilter (with no names) would skip is one the reader reads without any diagnostic.
    @Test func aSkippedFileIsAlwaysOneTheReaderAcceptsSilently() {
        let prefilter = InterfaceBuilderPrefilter(names: [])
        var skipped = 0
        var read = 0
        for file in PrefilterFixture.interfaceFiles {
            for variant in [file] + PrefilterFixture.variants(of: file) {
                guard !prefilter.mustRead(variant) else {
                    read += 1
                    continue
                }
                skipped += 1
                let (document, diagnostics) = InterfaceBuilderReader.read(variant)
                #expect(
                    document != nil && diagnostics.isEmpty,
                    "\(file.path): skipped a variant the reader reports: \(diagnostics.map(\.formatted))")
            }
        }
        #expect(skipped > 500 && read > 5_000, "skipped \(skipped), read \(read)")
    }

    /// Every attribute value that names something makes the file read, however it is written.
    @Test(arguments: [
        (#"customClass="ProfileCell""#, true),
        (#"customClass='ProfileCell'"#, true),
        (#"reuseIdentifier="ProfileCell""#, true),
        (#"customClass="Profile&#67;ell""#, true),
        (#"customClass="Profile&#x43;ell""#, true),
        (#"userLabel="ProfileCell""#, true),
        (#"customClass="ProfileCells""#, false),
        (#"customClass="Profile""#, false),
        (#"text="Terms &amp; conditions""#, false),
        (#"text="Line&#10;two""#, false),
        // The parser turns a line feed written in a value into a space, but keeps one written as a reference.
        (#"customClass="Profile&#10;Cell""#, false),
        ("customClass=\"Profile\nCell\"", true),
        ("customClass=\"Profile\r\nCell\"", true),
        ("customClass=\"Profile\tCell\"", true),
    ])
    func anAttributeValueThatIsANameIsFound(_ attribute: String, _ mustRead: Bool) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell id="a" \(attribute)/>
                </objects>
            </document>
            """
        let prefilter = InterfaceBuilderPrefilter(names: ["ProfileCell", "Profile Cell"])
        let file = SourceFile(path: "Other.xib", text: text)
        #expect(prefilter.mustRead(file) == mustRead)
        let (document, diagnostics) = InterfaceBuilderReader.read(file)
        #expect(diagnostics == [])
        // The value the prefilter compared is the one the reader reads.
        if attribute.hasPrefix("customClass") {
            let customClass = document?.topLevelObjects.first?.customClass
            #expect((customClass == "ProfileCell" || customClass == "Profile Cell") == mustRead)
        }
    }

    /// A file named after a name is read whatever it holds.
    @Test func aFileNamedAfterANameIsRead() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>
            """
        let prefilter = InterfaceBuilderPrefilter(names: ["ProfileCell"])
        #expect(prefilter.mustRead(SourceFile(path: "Base.lproj/ProfileCell.xib", text: text)))
        #expect(!prefilter.mustRead(SourceFile(path: "Base.lproj/OtherCell.xib", text: text)))
    }

    /// What the byte pass leaves to the reader: anything outside the subset of XML Xcode writes.
    @Test(arguments: [
        ("", true),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>", true),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>",
            false
        ),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.example\"/>", true),
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><document/>", true),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><!DOCTYPE d><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><a></b></document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><a b=\"1\" b=\"2\"/></document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><!-- a -- b --></document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><!-- a --></document>",
            false
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><!-- <?x?> --></document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">a ]]> b</document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">&nbsp;</document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"></document>x",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"></document><!-- end -->\n",
            false
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><a:b/></document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><a\u{1}/></document>",
            true
        ),
        (
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">é ✓ 𝄞</document>",
            false
        ),
    ])
    func outsideTheSubsetIsRead(_ text: String, _ mustRead: Bool) {
        let file = SourceFile(path: "Some.xib", text: text)
        #expect(InterfaceBuilderPrefilter(names: []).mustRead(file) == mustRead)
        if !mustRead {
            #expect(InterfaceBuilderReader.read(file).diagnostics == [])
        }
    }

    /// A document nested deeper than libxml2 accepts is read (and reported by the reader).
    @Test func aDeepDocumentIsRead() {
        let depth = 300
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">"
            + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</document>"
        #expect(InterfaceBuilderPrefilter(names: []).mustRead(SourceFile(path: "Deep.xib", text: text)))
    }
}
