import Testing
@testable import GenCore

// MARK: - XMLPushParseTests

/// `XMLPushParse` drives libxml2 itself so that the tool links no Foundation on Linux; what it tells must be exactly
/// what Foundation's `XMLParser`, which the reader used before, tells: every element start with its attributes and
/// position, every end, every error with its code and position, and the outcome.
@Suite struct XMLPushParseTests {
    /// Every IB fixture and thousands of variants of each (truncated, with markup, references and bytes inserted), as
    /// `XcodeXMLScanTests` uses them; those the reader refuses before parsing are left out, as the reader leaves them.
    @Test func everyFixtureAndVariantIsToldAsXMLParserTellsIt() throws {
        var compared = 0
        var failed = 0
        for file in PrefilterFixture.interfaceFiles {
            for variant in [file] + PrefilterFixture.variants(of: file)
            where InterfaceBuilderReader.refusal(variant) == nil {
                let pushed = try #require(XMLParseRecording.pushParse(variant.bytes))
                let expected = XMLParseRecording.foundationParse(variant.bytes)
                #expect(pushed == expected, "\(file.path): \(variant.bytes.count) bytes")
                compared += 1
                if !expected.succeeded { failed += 1 }
            }
        }
        #expect(compared > 5_000 && failed > 1_000, "compared \(compared), of which \(failed) failed")
    }

    /// Documents Xcode never writes: declarations, entities, other encodings, namespaces, sections, mistakes.
    @Test(arguments: [
        #"<!DOCTYPE document [<!ENTITY e "x">]><document a="&e;"/>"#,
        #"<!DOCTYPE d [<!ENTITY e "<e a='&amp;'/>">]><d>&e;&e;</d>"#,
        #"<!DOCTYPE d [<!ENTITY x SYSTEM "/etc/hostname">]><d>&x;</d>"#,
        #"<!DOCTYPE d [<!ENTITY x SYSTEM "/etc/hostname">]><d a="&x;"/>"#,
        #"<!DOCTYPE d [<!ENTITY a "&b;"><!ENTITY b "&a;">]><d>&a;</d>"#,
        #"<!DOCTYPE d SYSTEM "/etc/hostname"><d/>"#,
        #"<!DOCTYPE d SYSTEM "d.dtd"><d a="&undeclared;"/>"#,
        #"<d a="&undeclared;"/>"#,
        #"<d xmlns="urn:a" xmlns:p="urn:p" p:k="v" k="&lt;&amp;&#x41;&#66;"><p:e/></d>"#,
        "<d><![CDATA[<x>]]><!-- c --><?pi data?>text</d>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<d a=\"\u{DC}\"/>",
        "<d>\n  <e>\n</d>",
        "<d a='1' a='2'/>",
        "<d><e></d></e>",
        "<d",
        "<d>",
        "<d/>",
        "<a/><b/>",
        "text",
        "<?xml version=\"2.0\"?><d/>",
        "\r\n<d\r\n  a=\"1\"\r/>",
    ])
    func unusualDocumentsAreToldAsXMLParserTellsThem(text: String) throws {
        var bytes = Array(text.utf8)
        if text.contains("ISO-8859-1") { bytes = text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } }
        let pushed = try #require(XMLParseRecording.pushParse(bytes))
        #expect(pushed == XMLParseRecording.foundationParse(bytes))
    }

    /// Notation and unparsed entity declarations, on which `XMLParser` crashes (`strlen(NULL)` in
    /// `_NSXMLParserNotationDecl` and `_NSXMLParserUnparsedEntityDecl`): read, and a reference to one is an error.
    @Test func notationsAndUnparsedEntitiesAreReadWhereXMLParserCrashes() throws {
        let declarations = #"<!DOCTYPE d [<!NOTATION n SYSTEM "s"><!ENTITY u SYSTEM "u.gif" NDATA n>]>"#
        let read = try #require(XMLParseRecording.pushParse(Array((declarations + #"<d a="u"/>"#).utf8)))
        #expect(
            read == XMLParseRecording(events: [.start("d", ["a": "u"], line: 1, column: 82), .end], succeeded: true))
        // An unparsed entity is not declared for the parse (no callback declares it), so a reference is undeclared.
        let referenced = try #require(XMLParseRecording.pushParse(Array((declarations + "<d>&u;</d>").utf8)))
        let undeclared = XMLParseRecording(
            events: [.start("d", [:], line: 1, column: 76), .error(code: 26, line: 1, column: 80), .end],
            succeeded: false, errorCode: 26)
        #expect(referenced == undeclared)
    }

    /// UTF-16 with a byte order mark, which libxml2 detects from the first 4 bytes it is created with.
    @Test func aUTF16DocumentIsToldAsXMLParserTellsIt() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><document é=\"ü\"><e/></document>"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let pushed = try #require(XMLParseRecording.pushParse(bytes))
        #expect(pushed == XMLParseRecording.foundationParse(bytes))
        #expect(pushed.succeeded && pushed.events.count == 4, "\(pushed)")
    }

    /// A document longer than one 128 KiB chunk, well formed and with a mistake in its second and third chunks.
    @Test(arguments: [nil, 200_000, 300_000])
    func documentsOfSeveralChunksAreToldAsXMLParserTellsThem(mistakeAt: Int?) throws {
        var text = "<document>\n"
        var isBroken = false
        while text.utf8.count < 400_000 {
            if let mistakeAt, text.utf8.count >= mistakeAt, !isBroken {
                text += "<broken a=1>\n"
                isBroken = true
            }
            text += "<view id=\"v\(text.utf8.count)\" customClass=\"Cell\"><rect key=\"frame\" x=\"0\"/></view>\n"
        }
        let bytes = Array((text + "</document>\n").utf8)
        let pushed = try #require(XMLParseRecording.pushParse(bytes))
        #expect(pushed == XMLParseRecording.foundationParse(bytes))
        #expect(pushed.succeeded == (mistakeAt == nil))
    }

    /// A listener that declines an element stops the parse, as `abortParsing()` stops `XMLParser`'s.
    @Test(arguments: ["document", "e", "f"])
    func aListenerStopsTheParseAsAbortParsingDoes(stopAt: String) throws {
        let bytes = Array("<document><e a=\"1\"/><f><g/></f><h/></document>".utf8)
        let pushed = try #require(XMLParseRecording.pushParse(bytes, stopAt: stopAt))
        #expect(pushed == XMLParseRecording.foundationParse(bytes, stopAt: stopAt))
        #expect(!pushed.succeeded && pushed.errorCode == 111, "\(pushed)")
    }
}
