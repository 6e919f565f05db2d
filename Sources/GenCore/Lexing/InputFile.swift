// MARK: - InputFile

/// One input file as the command line read it: its path and bytes, nothing worked out yet. The generator makes a
/// `SourceFile` (with its line table) only of the files it scans or cross-checks.
public struct InputFile: Sendable, Hashable {
    /// The path as the user gave it (or as found below a directory the user gave); used in every report.
    public let path: String
    /// The file's contents, exactly as read: not required to be valid UTF-8.
    public let bytes: [UInt8]

    /// A file of these bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The path and bytes of a file already indexed.
    public init(_ file: SourceFile) {
        self.init(path: file.path, bytes: file.bytes)
    }

    /// A file of this text, for tests and generated inputs.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
