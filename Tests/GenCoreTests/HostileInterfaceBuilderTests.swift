import Foundation
import Testing
@testable import GenCore

/// Regression tests for the fuzzer's findings in the Interface Builder reader (issue 10, `Fuzz/README.md`).
@Suite struct HostileInterfaceBuilderTests {
    private static let notUTF8 =
        "malformed XML in Interface Builder file: invalid character (the file may not be UTF-8 text)"
    private static let document = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#

    /// Bytes of a XIB with `bytes` spliced in on the second line.
    private static func xib(_ prefix: String, _ bytes: [UInt8], _ suffix: String) -> [UInt8] {
        Array((document + "\n" + prefix).utf8) + bytes + Array((suffix + "\n</document>\n").utf8)
    }

    // MARK: - Invalid UTF-8 (FoundationXML traps on it in names and values)

    @Test(arguments: [
        // (what comes before, the invalid bytes, what comes after, the column of the first invalid byte)
        ("<point k", [0xFF, 0xFF] as [UInt8], #"ey="canvasLocation" x="1"/>"#, 9),
        ("<a", [0xFF], "/>", 3),
        (#"<a b=""#, [0xC3, 0x28], #""/>"#, 7),
        ("<a>", [0xED, 0xA0, 0x80], "</a>", 4),
        ("<a b='x'>", [0xF4, 0x90, 0x80, 0x80], "</a>", 10),
    ])
    func namesAndValuesThatAreNotUTF8AreAnErrorNotATrap(prefix: String, bytes: [UInt8], suffix: String, column: Int) {
        let file = SourceFile(path: "Cell.xib", bytes: Self.xib(prefix, bytes, suffix))
        let (document, diagnostics) = InterfaceBuilderReader.read(file)
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Cell.xib:2:\(column): error: \(Self.notUTF8)"])
    }

    @Test func theFuzzersCrashingInputIsAnError() {
        let lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, Self.document, "    <objects>",
        ]
        let bytes =
            Array(lines.joined(separator: "\n").utf8) + Array("\n        <point k".utf8)
            + [UInt8](repeating: 0xFF, count: 40) + Array(#"ey="canvasLocation" x="132" y="-10"/>"#.utf8)
            + Array("\n    </objects>\n</document>\n".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Main.storyboard", bytes: bytes))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Main.storyboard:4:17: error: \(Self.notUTF8)"])
    }

    @Test(arguments: [#"encoding="UTF-8?"#, #"encoding="Shift_JIS""#, #"encoding='utf-16x'"#, "encoding=", ""])
    func aMalformedOrUnusualEncodingDeclarationIsCheckedAsUTF8(declaration: String) {
        // The fuzzer's second crashing input declared `encoding="UTF-8?>`.
        let bytes =
            Array("<?xml version=\"1.0\" \(declaration)?>\n\(Self.document)\n<a ".utf8) + [0x8F]
            + Array("=\"1\"/></document>\n".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Odd.xib", bytes: bytes))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Odd.xib:3:4: error: \(Self.notUTF8)"])
    }

    // MARK: - Processing instructions without data (FoundationXML reads a null pointer)

    @Test(arguments: [
        // (document, line and column of the `<?`)
        ("<?xmlY?>M", "1:1"), // the fuzzer's third crashing input, exactly
        ("<?a?><x/>", "1:1"),
        ("<?XMLy?><x/>", "1:1"),
        ("<?xml version=\"1.0\"?>\n<?target \t\n?>\n<document/>", "2:1"),
        ("<x><!-- <?a?> --></x>", "1:9"),
    ])
    func processingInstructionsWithoutDataAreAnErrorNotACrash(text: String, place: String) {
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "PI.xib", text: text))
        #expect(document == nil)
        #expect(
            diagnostics.map(\.formatted)
                == [
                    "PI.xib:\(place): error: malformed XML in Interface Builder file: processing instruction without data"
                ])
    }

    @Test func processingInstructionsWithDataAndNearMissesAreLeftToTheParser() {
        #expect(InterfaceBuilderReader.firstProcessingInstructionWithoutData(Array("<?a b?><x/>".utf8)) == nil)
        #expect(InterfaceBuilderReader.firstProcessingInstructionWithoutData(Array("<?a<?b c?>".utf8)) == nil)
        #expect(InterfaceBuilderReader.firstProcessingInstructionWithoutData(Array("<?".utf8)) == nil)
        #expect(InterfaceBuilderReader.firstProcessingInstructionWithoutData(Array("x<?a?".utf8)) == nil)
        let long =
            [UInt8](repeating: UInt8(ascii: "<"), count: 100_000) + Array("<?a".utf8)
            + [UInt8](repeating: UInt8(ascii: "?"), count: 100_000)
        #expect(InterfaceBuilderReader.firstProcessingInstructionWithoutData(long) == nil)
    }

    @Test func documentsInOtherDeclaredEncodingsAreLeftToTheParser() throws {
        let latin1 =
            Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + [0x0A] + Array(Self.document.utf8)
            + Array("<objects><view id=\"v\" customClass=\"".utf8) + [0xDC]
            + Array("ber\"/></objects></document>\n".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Latin.xib", bytes: latin1))
        #expect(diagnostics == [])
        #expect(document?.topLevelObjects.map(\.customClass) == ["Über"])
    }

    @Test func validUTF8OutsideASCIIIsStillRead() throws {
        let text =
            Self.document + "\n<objects><tableViewCell customClass=\"ÜberCell\" id=\"é\"/></objects>\n</document>\n"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "ÜberCell.xib", text: text))
        #expect(diagnostics == [])
        #expect(document != nil)
    }

    // MARK: - Declarations XMLParser crashed on

    /// A XIB declaring a notation or an unparsed entity: the tool crashed on it (`XMLParser`'s `strlen(NULL)`, found
    /// when `XMLPushParse` was compared with it); it is now read like any other document outside Xcode's subset.
    @Test(arguments: [#"<!NOTATION n SYSTEM "s">"#, #"<!NOTATION n SYSTEM "s"><!ENTITY u SYSTEM "u.gif" NDATA n>"#])
    func notationAndUnparsedEntityDeclarationsAreReadNotACrash(declarations: String) {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE document [\(declarations)]>\n\(Self.document)\n"
            + "<objects><tableViewCell id=\"c\" customClass=\"Cell\" reuseIdentifier=\"Cell\"/></objects>\n</document>\n"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Cell.xib", text: text))
        #expect(diagnostics == [])
        #expect(document?.topLevelObjects.map(\.customClass) == ["Cell"])
        #expect(document?.topLevelObjects.map(\.reuseIdentifier) == ["Cell"])
    }

    /// Without libxml2 a file outside the XML Xcode writes is not read: a warning, never an error, since the app may
    /// well be right.
    @Test func withoutLibXML2AFileOutsideXcodesSubsetIsAWarning() {
        let file = SourceFile(path: "Cell.xib", text: "<!DOCTYPE document>\n\(Self.document)\n</document>\n")
        #expect(InterfaceBuilderReader.readScanning(file) == nil)
        let (document, diagnostics) = InterfaceBuilderReader.readParsing(file, with: nil)
        #expect(document == nil)
        #expect(
            diagnostics.map(\.formatted) == [
                "Cell.xib:1:1: warning: \(InterfaceBuilderReader.Message.parserUnavailable)"
            ])
    }
}
