import Foundation
import Testing
@testable import GenCore

private let xmlDeclaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
private let rootTag = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#

/// Regression tests for the fuzzer's findings in the Interface Builder reader (issue 10, `Fuzz/README.md`). The
/// inputs crashed `XMLParser`, which the reader no longer uses: each is now a warning at the first byte outside the
/// XML Xcode writes.
@Suite struct HostileInterfaceBuilderTests {
    private static func warning(_ reason: XcodeXMLDeparture.Reason) -> String {
        "warning: \(InterfaceBuilderReader.Message.departure(reason))"
    }

    /// Bytes of a XIB with `bytes` spliced in on the third line.
    private static func xib(_ prefix: String, _ bytes: [UInt8], _ suffix: String) -> [UInt8] {
        Array((xmlDeclaration + "\n" + rootTag + "\n" + prefix).utf8) + bytes + Array((suffix + "\n</document>\n").utf8)
    }

    // MARK: - Invalid UTF-8 (FoundationXML trapped on it in names and values)

    @Test(arguments: [
        // (what comes before, the invalid bytes, what comes after, the column of the first invalid byte)
        ("<point k", [0xFF, 0xFF] as [UInt8], #"ey="canvasLocation" x="1"/>"#, 9),
        ("<a", [0xFF], "/>", 3),
        (#"<a b=""#, [0xC3, 0x28], #""/>"#, 7),
        ("<a>", [0xED, 0xA0, 0x80], "</a>", 4),
        ("<a b='x'>", [0xF4, 0x90, 0x80, 0x80], "</a>", 10),
    ])
    func namesAndValuesThatAreNotUTF8AreAWarningNotATrap(
        prefix: String, bytes: [UInt8], suffix: String, column: Int
    ) {
        let file = SourceFile(path: "Cell.xib", bytes: Self.xib(prefix, bytes, suffix))
        let (document, diagnostics) = InterfaceBuilderReader.read(file)
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Cell.xib:3:\(column): \(Self.warning(.invalidCharacter))"])
    }

    @Test func theFuzzersCrashingInputIsAWarning() {
        let lines = [xmlDeclaration, rootTag, "    <objects>"]
        let bytes =
            Array(lines.joined(separator: "\n").utf8) + Array("\n        <point k".utf8)
            + [UInt8](repeating: 0xFF, count: 40) + Array(#"ey="canvasLocation" x="132" y="-10"/>"#.utf8)
            + Array("\n    </objects>\n</document>\n".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Main.storyboard", bytes: bytes))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Main.storyboard:4:17: \(Self.warning(.invalidCharacter))"])
    }

    /// The fuzzer's second crashing input declared `encoding="UTF-8?>`: any declaration but Xcode's is a warning at
    /// its start, whatever follows.
    @Test(arguments: [#"encoding="UTF-8?"#, #"encoding="Shift_JIS""#, #"encoding='utf-16x'"#, "encoding=", ""])
    func aMalformedOrUnusualEncodingDeclarationIsAWarning(declaration: String) {
        let bytes =
            Array("<?xml version=\"1.0\" \(declaration)?>\n\(rootTag)\n<a ".utf8) + [0x8F]
            + Array("=\"1\"/></document>\n".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Odd.xib", bytes: bytes))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Odd.xib:1:1: \(Self.warning(.declaration))"])
    }

    // MARK: - Processing instructions without data (FoundationXML read a null pointer)

    @Test(arguments: [
        // (document, line and column of the departure, reason)
        ("<?xmlY?>M", "1:1", XcodeXMLDeparture.Reason.declaration), // the fuzzer's third crashing input, exactly
        (xmlDeclaration + "\n<?xmlY?>M", "2:1", .processingInstruction),
        (xmlDeclaration + "<?a?><x/>", "1:39", .processingInstruction),
        (xmlDeclaration + "\n<?target \t\n?>\n" + rootTag + "</document>", "2:1", .processingInstruction),
        (xmlDeclaration + "\n" + rootTag + "<?a?></document>", "2:75", .processingInstruction),
    ])
    func processingInstructionsWithoutDataAreAWarningNotACrash(
        text: String, place: String, reason: XcodeXMLDeparture.Reason
    ) {
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "PI.xib", text: text))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["PI.xib:\(place): \(Self.warning(reason))"])
    }

    /// Inside a comment, `<?a?>` is text: the document is read.
    @Test func aProcessingInstructionInACommentIsText() {
        let text = xmlDeclaration + "\n" + rootTag + "<!-- <?a?> --><objects><view id=\"v\"/></objects></document>"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "PI.xib", text: text))
        #expect(diagnostics == [])
        #expect(document?.topLevelObjects.map(\.id) == ["v"])
    }

    @Test func documentsInOtherEncodingsAreAWarning() throws {
        let latin1 =
            Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + [0x0A] + Array(rootTag.utf8)
            + Array("<objects><view id=\"v\" customClass=\"".utf8) + [0xDC]
            + Array("ber\"/></objects></document>\n".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Latin.xib", bytes: latin1))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Latin.xib:1:1: \(Self.warning(.declaration))"])
    }

    @Test func validUTF8OutsideASCIIIsStillRead() throws {
        let text =
            xmlDeclaration + "\n" + rootTag
            + "\n<objects><tableViewCell customClass=\"ÜberCell\" id=\"é\"/></objects>\n</document>\n"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "ÜberCell.xib", text: text))
        #expect(diagnostics == [])
        #expect(document?.topLevelObjects.map(\.customClass) == ["ÜberCell"])
    }

    // MARK: - Declarations XMLParser crashed on

    /// A XIB declaring a notation or an unparsed entity: the tool crashed on it (`XMLParser`'s `strlen(NULL)`); it is
    /// now a warning at its DTD, like any document outside Xcode's subset.
    @Test(arguments: [#"<!NOTATION n SYSTEM "s">"#, #"<!NOTATION n SYSTEM "s"><!ENTITY u SYSTEM "u.gif" NDATA n>"#])
    func notationAndUnparsedEntityDeclarationsAreAWarningNotACrash(declarations: String) {
        let text =
            "\(xmlDeclaration)\n<!DOCTYPE document [\(declarations)]>\n\(rootTag)\n"
            + "<objects><tableViewCell id=\"c\" customClass=\"Cell\" reuseIdentifier=\"Cell\"/></objects>\n</document>\n"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Cell.xib", text: text))
        #expect(document == nil)
        #expect(diagnostics.map(\.formatted) == ["Cell.xib:2:1: \(Self.warning(.dtd))"])
    }
}
