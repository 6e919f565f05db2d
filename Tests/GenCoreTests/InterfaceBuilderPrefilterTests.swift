import Foundation
import Testing
@testable import GenCore

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
            false
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

    /// A document nested deeper than the scan's limit is read (and reported by the reader as not cross-checked).
    @Test func aDeepDocumentIsRead() {
        let depth = 300
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">"
            + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</document>"
        #expect(InterfaceBuilderPrefilter(names: []).mustRead(SourceFile(path: "Deep.xib", text: text)))
    }
}
