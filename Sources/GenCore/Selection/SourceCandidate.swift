// MARK: - SourceCandidate

/// One Swift file of a run as the selection first sees it: scanned already, when every selection reads it, or
/// unread, with its words, and its bytes unless they are to be read again when selected.
public enum SourceCandidate: Sendable {
    case scanned(ScannedFile)
    case unread(path: String, bytes: [UInt8]?, words: SourceWords)

    /// The candidate of a file's bytes, or `nil` for a file reusable-gen wrote itself (a checked-in output inside an
    /// input folder), which never feeds back into the next run. A file that mentions a mixin or has a
    /// `reusable-gen:` comment is scanned at once, in the task that read it. An unread file keeps its bytes when
    /// `keepingBytes`; the command line lets them go, so that the memory is used again for the next file (keeping
    /// the bytes of thousands of files cost more in page faults than reading again the few selected later).
    public init?(path: String, bytes: [UInt8], keepingBytes: Bool = true) {
        guard !GeneratedFile.isGenerated(bytes) else { return nil }
        let words = SourceWords(bytes: bytes, stoppingAtSeed: true)
        if words.isSeed {
            self = .scanned(DeclarationScanner.scan(SourceFile(path: path, bytes: bytes)))
        } else {
            self = .unread(path: path, bytes: keepingBytes ? bytes : nil, words: words)
        }
    }
}
