import Testing
@testable import GenCore

// MARK: - XcodeXMLScanTests

/// `XcodeXMLScan` is the only XML reader: a file it accepts must be read exactly as an XML parser reads it, and a
/// file it refuses is reported, at the place it gave up, as not cross-checked.
@Suite struct XcodeXMLScanTests {
    /// Over every IB fixture and thousands of variants of each (truncated, with markup, references and bytes
    /// inserted): a file the scan accepts is one Foundation's `XMLParser` reads without an error, with the same
    /// elements and decoded attribute values in the same order, and the reader reads it without a diagnostic; a file
    /// it refuses has a departure, which the reader reports as its only diagnostic. The files Xcode wrote are all
    /// accepted.
    @Test func scanningReadsWhatTheParserReads() {
        var accepted = 0
        var refused = 0
        for file in PrefilterFixture.interfaceFiles {
            for variant in [file] + PrefilterFixture.variants(of: file) {
                let (scanned, departure) = XMLParseRecording.scan(variant.bytes)
                let read = InterfaceBuilderReader.read(variant)
                let place = "\(file.path): \(variant.bytes.count) bytes"
                guard scanned.succeeded else {
                    refused += 1
                    #expect(departure != nil, "\(place): refused without saying where")
                    let isBlank = variant.bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
                    let message =
                        isBlank
                        ? InterfaceBuilderReader.Message.emptyFile
                        : InterfaceBuilderReader.Message.departure(departure?.reason ?? .malformed)
                    let warning = Diagnostic(.warning, message, at: variant.location(at: departure?.offset ?? 0))
                    #expect(read.document == nil, "\(place)")
                    #expect(read.diagnostics == [warning], "\(place)")
                    continue
                }
                accepted += 1
                #expect(departure == nil, "\(place)")
                let parsed = XMLParseRecording.foundationParse(variant.bytes)
                #expect(parsed.succeeded, "\(place): the scan accepts what XMLParser rejects")
                #expect(scanned.events == parsed.events, "\(place)")
                #expect(read.document != nil && read.diagnostics.isEmpty, "\(place)")
            }
        }
        #expect(accepted > 500 && refused > 5_000, "accepted \(accepted), refused \(refused)")
        let xcodeWritten = PrefilterFixture.interfaceFiles.filter { file in
            file.bytes.starts(with: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
                && file.path.contains("/Fixtures/App/")
        }
        #expect(!xcodeWritten.isEmpty)
        for file in xcodeWritten {
            #expect(XMLParseRecording.scan(file.bytes).recording.succeeded, "\(file.path)")
        }
    }

    /// Values with references, tabs and line breaks, an empty-element root, comments and CDATA between elements:
    /// accepted, and read as the parser reads them.
    @Test(arguments: [
        #"<tableViewCell id="a" customClass="A&amp;B" reuseIdentifier="x&#10;y" userLabel="t&#x9;u"/>"#,
        "<tableViewCell id=\"a\" customClass=\"Line\r\nbreak\" reuseIdentifier='single'/>",
        "<!-- note --><tableViewCell id=\"a\" customClass=\"Tab\tbed\"><![CDATA[x & y]]></tableViewCell>",
        #"<view id="v" customClass="Caf&#233;View" customModule="App"><subviews/></view>"#,
        "<!-- <?x?> <a> --><view id=\"v\" customClass=\"Commented\"><![CDATA[<b>]]></view>",
    ])
    func valuesAreDecodedAsTheParserDoes(_ object: String) throws {
        let file = SourceFile(
            path: "Cell.xib",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        \(object)
                    </objects>
                </document>
                """)
        let scanned = XMLParseRecording.scan(file.bytes).recording
        let parsed = XMLParseRecording.foundationParse(file.bytes)
        #expect(scanned.succeeded && parsed.succeeded)
        #expect(scanned.events == parsed.events)
        let (document, diagnostics) = InterfaceBuilderReader.read(file)
        #expect(diagnostics == [])
        #expect(document?.topLevelObjects.count == 1)
    }

    @Test func anEmptyRootIsADocumentWithoutObjects() throws {
        let file = SourceFile(
            path: "Empty.storyboard",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="x"/>
                """)
        #expect(XMLParseRecording.scan(file.bytes).recording == XMLParseRecording.foundationParse(file.bytes))
        let (document, diagnostics) = InterfaceBuilderReader.read(file)
        #expect(diagnostics == [])
        let read = try #require(document)
        #expect(read.initialViewControllerID == "x")
        #expect(read.kind == .storyboard)
        #expect(read.topLevelObjects == [] && read.scenes == [])
    }
}

// MARK: - Departures

private let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
private let root = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"

extension XcodeXMLScanTests {
    /// Outside the subset the file is not read, and one warning says where and why.
    @Test(arguments: [
        // (text, line and column, reason)
        (root + "</document>", "1:1", XcodeXMLDeparture.Reason.declaration),
        ("<?xml version=\"1.0\"?>\n" + root + "</document>", "1:1", .declaration),
        (declaration + "<!DOCTYPE document>\n" + root + "</document>", "2:1", .dtd),
        (declaration + "<?target data?>\n" + root + "</document>", "2:1", .processingInstruction),
        (declaration + root + "<?target data?></document>", "2:61", .processingInstruction),
        (
            declaration + "<document xmlns:a=\"b\" type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>", "2:11",
            .reservedAttribute
        ),
        (declaration + root + "<objects><a:b/></objects></document>", "2:72", .namespace),
        (declaration + root + "<objects a:b=\"1\"/></document>", "2:71", .namespace),
        (declaration + root + "&nbsp;</document>", "2:61", .entity),
        (declaration + root + "<a b=\"&x;\"/></document>", "2:67", .entity),
        (declaration + root + "&#0;</document>", "2:61", .malformed),
        (declaration + root + "&amp</document>", "2:61", .malformed),
        (declaration + root + "\u{1}</document>", "2:61", .invalidCharacter),
        (declaration + root + "<a b=\"1\" b=\"2\"/></document>", "2:70", .repeatedAttribute),
        (declaration + root + "<a></b></document>", "2:64", .mismatchedEndTag),
        (declaration + root + "<objects>\n</document>\n", "3:1", .mismatchedEndTag),
        (declaration + "<document type=\"com.example.Other\"/>", "2:1", .unknownDocument),
        (declaration + "<document/>", "2:1", .unknownDocument),
        (declaration + "<view/>", "2:1", .unknownDocument),
        (declaration + root + "<objects>", "2:70", .endOfFile),
        (declaration + root + "<objects", "2:69", .endOfFile),
        (declaration + root + "<!-- a -- b --></document>", "2:68", .malformed),
        (declaration + root + "</document>x", "2:72", .malformed),
        (declaration + root + "</document><document/>", "2:72", .malformed),
    ])
    func outsideTheSubsetIsAWarningWhereTheScanGaveUp(text: String, place: String, reason: XcodeXMLDeparture.Reason) {
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Other.xib", text: text))
        #expect(document == nil)
        #expect(
            diagnostics.map(\.formatted) == [
                "Other.xib:\(place): warning: not cross-checked: this Interface Builder file departs here from the XML "
                    + "Xcode writes (\(reason.rawValue))"
            ])
    }

    /// A name longer than the scan's limit, and elements nested deeper than it.
    @Test func limitsAreDepartures() {
        let long = String(repeating: "a", count: 1_001)
        let tooLong = InterfaceBuilderReader.read(
            SourceFile(path: "Long.xib", text: declaration + root + "<\(long)/></document>"))
        #expect(
            tooLong.diagnostics.map(\.formatted) == [
                "Long.xib:2:62: warning: \(InterfaceBuilderReader.Message.departure(.longName))"
            ])
        let nesting = String(repeating: "<a>", count: 199)
        let deep = InterfaceBuilderReader.read(
            SourceFile(path: "Deep.xib", text: declaration + root + nesting + "<b></b>"))
        #expect(
            deep.diagnostics.map(\.formatted) == [
                "Deep.xib:2:\(61 + 3 * 199): warning: \(InterfaceBuilderReader.Message.departure(.tooDeep))"
            ])
        // One level less is read, and an empty element at the limit opens nothing.
        let deepest = declaration + root + nesting + "<b/>" + String(repeating: "</a>", count: 199) + "</document>"
        #expect(InterfaceBuilderReader.read(SourceFile(path: "Deep.xib", text: deepest)).diagnostics == [])
    }
}
