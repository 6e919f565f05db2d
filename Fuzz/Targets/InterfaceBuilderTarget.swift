// MARK: - InterfaceBuilderTarget

/// The Interface Builder reader: the input is read as a XIB and as a storyboard; nothing may crash, and a file that
/// yields no document always says why. The prefilter may leave a file unread only when the reader would read it
/// without a diagnostic, a file read without the parser (`XcodeXMLScan`) reads as the parser reads it, and the parser
/// (`XMLPushParse`, libxml2 driven directly) tells exactly what Foundation's `XMLParser` tells.
enum InterfaceBuilderTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        // `XMLParser` crashes on notation and unparsed entity declarations (`XMLPushParseTests`), so those are left out.
        let declaresNotations = [Array("<!NOTATION".utf8), Array("NDATA".utf8)].contains { word in
            bytes.indices.contains { bytes[$0...].starts(with: word) }
        }
        if InterfaceBuilderReader.refusal(SourceFile(path: "Fuzz.xib", bytes: bytes)) == nil, !declaresNotations {
            FuzzCheck.require(
                XMLParseRecording.pushParse(bytes) == XMLParseRecording.foundationParse(bytes),
                "XMLPushParse tells something else than XMLParser")
        }
        let prefilter = InterfaceBuilderPrefilter(names: [])
        for path in ["Fuzz.xib", "Base.lproj/Fuzz.storyboard"] {
            let file = SourceFile(path: path, bytes: bytes)
            let (document, diagnostics) = InterfaceBuilderReader.read(file)
            if document == nil {
                FuzzCheck.require(
                    diagnostics.contains { $0.severity == .error }, "no document and no error for \(path)")
            }
            if let scanned = InterfaceBuilderReader.readScanning(file) {
                let parsed = InterfaceBuilderReader.readParsing(file)
                FuzzCheck.require(
                    scanned.document == parsed.document && scanned.diagnostics == parsed.diagnostics,
                    "reading without the parser differs from the parser")
            }
            if !prefilter.mustRead(file) {
                FuzzCheck.require(
                    document != nil && diagnostics.isEmpty, "the prefilter skips a file the reader reports")
            }
        }
    }
}
