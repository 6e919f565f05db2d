import Testing
@testable import GenCore

// MARK: - XcodeXMLScanTests

/// A file `XcodeXMLScan` accepts is read without `XMLParser`; what it reads must be exactly what the parser reads.
@Suite struct XcodeXMLScanTests {
    /// Over every IB fixture and thousands of variants of each (truncated, with markup, references and bytes
    /// inserted), a file the scan accepts gives the same document and diagnostics, locations included, as the
    /// parser; and the files Xcode wrote are all accepted.
    @Test func scanningReadsWhatTheParserReads() {
        var accepted = 0
        var refused = 0
        for file in PrefilterFixture.interfaceFiles {
            for variant in [file] + PrefilterFixture.variants(of: file) {
                guard let scanned = InterfaceBuilderReader.readScanning(variant) else {
                    refused += 1
                    continue
                }
                accepted += 1
                let parsed = InterfaceBuilderReader.readParsing(variant)
                #expect(scanned.document == parsed.document, "\(file.path): \(variant.bytes.count) bytes")
                #expect(scanned.diagnostics == parsed.diagnostics, "\(file.path): \(variant.bytes.count) bytes")
            }
        }
        #expect(accepted > 500 && refused > 5_000, "accepted \(accepted), refused \(refused)")
        let xcodeWritten = PrefilterFixture.interfaceFiles.filter { file in
            file.bytes.starts(with: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
                && file.path.contains("/Fixtures/App/")
        }
        #expect(!xcodeWritten.isEmpty)
        for file in xcodeWritten {
            #expect(InterfaceBuilderReader.readScanning(file) != nil, "\(file.path)")
        }
    }

    /// Values with references, tabs and line breaks, an empty-element root, comments and CDATA between elements:
    /// accepted, and read as the parser reads them.
    @Test(arguments: [
        #"<tableViewCell id="a" customClass="A&amp;B" reuseIdentifier="x&#10;y" userLabel="t&#x9;u"/>"#,
        "<tableViewCell id=\"a\" customClass=\"Line\r\nbreak\" reuseIdentifier='single'/>",
        "<!-- note --><tableViewCell id=\"a\" customClass=\"Tab\tbed\"><![CDATA[x & y]]></tableViewCell>",
        #"<view id="v" customClass="Caf&#233;View" customModule="App"><subviews/></view>"#,
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
        let scanned = try #require(InterfaceBuilderReader.readScanning(file))
        let parsed = InterfaceBuilderReader.readParsing(file)
        #expect(scanned.document == parsed.document)
        #expect(scanned.diagnostics == [] && parsed.diagnostics == [])
        #expect(scanned.document?.topLevelObjects.count == 1)
    }

    @Test func anEmptyRootIsADocumentWithoutObjects() throws {
        let file = SourceFile(
            path: "Empty.storyboard",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="x"/>
                """)
        let scanned = try #require(InterfaceBuilderReader.readScanning(file))
        #expect(scanned.document == InterfaceBuilderReader.readParsing(file).document)
        #expect(scanned.document?.initialViewControllerID == "x")
        #expect(scanned.document?.kind == .storyboard)
    }

    /// Outside the subset the scan refuses, and `read` gives the parser's answer, diagnostics included.
    @Test(arguments: [
        "<!DOCTYPE document>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>",
        "<document xmlns:a=\"b\" type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>",
        "<document type=\"com.example.Other\"/>",
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>",
        "<view/>",
    ])
    func outsideTheSubsetTheParserReads(_ body: String) {
        let file = SourceFile(path: "Other.xib", text: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body)
        #expect(InterfaceBuilderReader.readScanning(file) == nil)
        let read = InterfaceBuilderReader.read(file)
        let parsed = InterfaceBuilderReader.readParsing(file)
        #expect(read.document == parsed.document)
        #expect(read.diagnostics == parsed.diagnostics)
    }
}
