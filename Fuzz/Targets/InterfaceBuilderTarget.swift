// MARK: - InterfaceBuilderTarget

/// The Interface Builder reader: the input is read as a XIB and as a storyboard; nothing may crash, and a file that
/// yields no document always says why, with one warning. A file `XcodeXMLScan` accepts is one Foundation's
/// `XMLParser` reads without an error and with the same elements and decoded attribute values (`XMLParseRecording`,
/// as `XcodeXMLScanTests` compares them); the prefilter may leave a file unread only when the reader would read it
/// without a diagnostic.
enum InterfaceBuilderTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let (scanned, departure) = XMLParseRecording.scan(bytes)
        if scanned.succeeded {
            // Only on accepted files: `XMLParser` traps or crashes on some others (`Fuzz/README.md`).
            let parsed = XMLParseRecording.foundationParse(bytes)
            FuzzCheck.require(parsed.succeeded, "the scan accepts a file XMLParser rejects")
            FuzzCheck.require(scanned.events == parsed.events, "the scan tells something else than XMLParser")
        } else {
            FuzzCheck.require(departure != nil, "the scan refuses a file without saying where")
        }
        let prefilter = InterfaceBuilderPrefilter(names: [])
        for path in ["Fuzz.xib", "Base.lproj/Fuzz.storyboard"] {
            let file = SourceFile(path: path, bytes: bytes)
            let (document, diagnostics) = InterfaceBuilderReader.read(file)
            FuzzCheck.require((document != nil) == scanned.succeeded, "the reader and the scan disagree on \(path)")
            if document == nil {
                FuzzCheck.require(
                    diagnostics.count == 1 && diagnostics[0].severity == .warning,
                    "no document and not one warning for \(path)")
            }
            if !prefilter.mustRead(InputFile(file)) {
                FuzzCheck.require(
                    document != nil && diagnostics.isEmpty, "the prefilter skips a file the reader reports")
            }
        }
    }
}
