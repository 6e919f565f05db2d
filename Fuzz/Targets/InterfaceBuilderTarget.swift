// MARK: - InterfaceBuilderTarget

/// The Interface Builder reader: the input is read as a XIB and as a storyboard; nothing may crash, and a file that
/// yields no document always says why. The prefilter may leave a file unread only when the reader would read it
/// without a diagnostic, and a file read without the parser (`XcodeXMLScan`) reads as the parser reads it.
enum InterfaceBuilderTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
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
