// MARK: - InterfaceBuilderTarget

/// The Interface Builder reader: the input is read as a XIB and as a storyboard; nothing may crash, and a file that
/// yields no document always says why.
enum InterfaceBuilderTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        for path in ["Fuzz.xib", "Base.lproj/Fuzz.storyboard"] {
            let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: path, bytes: bytes))
            if document == nil {
                FuzzCheck.require(diagnostics.contains { $0.severity == .error }, "no document and no error for \(path)")
            }
        }
    }
}
