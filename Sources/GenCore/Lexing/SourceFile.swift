// MARK: - SourceFile

/// One input file's bytes, with the table of line starts that turns byte offsets into line and column.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or as found below a directory the user gave); used in every report.
    public let path: String
    /// The file's contents, exactly as read: not required to be valid UTF-8.
    public let bytes: [UInt8]
    /// Byte offsets at which each line starts; the first is always 0.
    public let lineStarts: [Int]

    /// Wraps the bytes of a file and indexes its lines (`\n`, `\r\n` and lone `\r` end a line).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = Self.indexLines(bytes)
    }

    /// Indexes the lines of a file the command line read.
    public init(_ file: InputFile) {
        self.init(path: file.path, bytes: file.bytes)
    }

    /// Wraps text, for tests and generated inputs.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and UTF-8 column of a byte offset (an offset at the end of the file is allowed).
    public func location(at offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The text of a byte range, decoding invalid UTF-8 as replacement characters.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private static func indexLines(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                // Both line breaks are below 0x0E: one comparison passes over most bytes.
                guard byte <= 0x0D else { continue }
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
        }
        return starts
    }
}
