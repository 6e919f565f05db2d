// MARK: - SourceCandidate

/// One Swift file of a run as the selection first sees it: scanned already, when every selection reads it, or
/// unread, with its words (its bytes are let go, so that their memory serves the next file: keeping the bytes of
/// thousands of files cost more in page faults than reading again the few a later round selects).
public enum SourceCandidate: Sendable {
    case scanned(ScannedFile)
    case unread(path: String, words: SourceWords)

    /// The candidate of a file's bytes, or `nil` for a file reusable-gen wrote itself (a checked-in output inside an
    /// input folder), which never feeds back into the next run. A file that mentions a mixin or has a
    /// `reusable-gen:` comment is scanned at once, in the task that read it.
    public init?(path: String, bytes: [UInt8]) {
        guard let candidate = bytes.withUnsafeBufferPointer({ SourceCandidate(path: path, bytes: $0) }) else {
            return nil
        }
        self = candidate
    }

    /// The candidate of bytes wherever they are stored (valid during the call only): a file scanned at once is
    /// scanned from a copy of them.
    public init?(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        guard !GeneratedFile.isGenerated(bytes) else { return nil }
        let words = SourceWords(bytes: bytes, stoppingAtSeed: true)
        if words.isSeed {
            self = .scanned(DeclarationScanner.scan(SourceFile(path: path, bytes: Array(bytes))))
        } else {
            self = .unread(path: path, words: words)
        }
    }
}
