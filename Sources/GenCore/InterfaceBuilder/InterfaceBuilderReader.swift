// MARK: - InterfaceBuilderReader

/// Reads `.xib` and `.storyboard` files into `InterfaceBuilderDocument` facts with `XcodeXMLScan`, which reads the
/// subset of XML Xcode writes. A file outside it (hand-edited, with a DTD, in another encoding, broken) is not
/// cross-checked: a warning at the first byte outside the subset says so, and the checks count its names as present.
/// Never an error: a file Xcode cannot compile fails the build anyway, and one it can may well be right.
public enum InterfaceBuilderReader {
    /// What reading one file gives: its document, or `nil` and the warning that it was not cross-checked.
    public typealias Result = (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic])

    /// Reads one `.xib` or `.storyboard`: its document, or `nil` and a warning that it was not cross-checked.
    public static func read(_ file: SourceFile) -> (document: InterfaceBuilderDocument?, diagnostics: [Diagnostic]) {
        if file.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return (nil, [Diagnostic(.warning, Message.emptyFile, at: file.location(at: 0))])
        }
        var departure = XcodeXMLDeparture(offset: 0, reason: .malformed)
        let document = file.bytes.withUnsafeBufferPointer { bytes -> InterfaceBuilderDocument? in
            var scan = XcodeXMLScan(bytes: bytes, listener: InterfaceBuilderCollector(file: file))
            guard scan.run() else {
                // The collector takes every element, so a refused file always has a departure.
                if let found = scan.departure { departure = found }
                return nil
            }
            return scan.listener.document()
        }
        if let document { return (document, []) }
        let message = Message.departure(departure.reason)
        return (nil, [Diagnostic(.warning, message, at: file.location(at: departure.offset))])
    }

    /// Reads files, in order, on all cores.
    public static func read(_ files: [SourceFile]) -> [(document: InterfaceBuilderDocument?, diagnostics: [Diagnostic])]
    {
        Parallel.map(files) { read($0) }
    }
}
