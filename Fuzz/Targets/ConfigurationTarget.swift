// MARK: - ConfigurationTarget

/// The configuration reader: any bytes decode to a configuration and diagnostics located inside the file.
enum ConfigurationTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: "reusable-gen.json", bytes: bytes)
        let (_, diagnostics) = ConfigurationFile.decode(file)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            FuzzCheck.require(
                location.line >= 1 && location.line <= file.lineStarts.count,
                "diagnostic line \(location.line) outside the file")
        }
    }
}
