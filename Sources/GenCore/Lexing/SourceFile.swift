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

    /// The offsets after each line break. Lines average tens of bytes (a hundred in a XIB), so the bytes are read
    /// eight at a time: a word without `\n` or `\r` is passed over in a few operations, and one that has one gives
    /// the position of its first.
    private static func indexLines(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            while index < count {
                if index + 8 <= count {
                    let breaks = lineBreakBytes(
                        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    guard breaks != 0 else {
                        index += 8
                        continue
                    }
                    index += breaks.trailingZeroBitCount / 8
                } else if raw[index] != ASCII.lineFeed, raw[index] != ASCII.carriageReturn {
                    index += 1
                    continue
                }
                // A line break at `index`.
                if raw[index] == ASCII.carriageReturn, index + 1 < count, raw[index + 1] == ASCII.lineFeed {
                    index += 1
                }
                index += 1
                starts.append(index)
            }
        }
        return starts
    }

    /// The high bit of each byte of `word` (the first byte lowest) that is a line feed or carriage return, and maybe of
    /// bytes after the first such byte: the lowest bit set is always a line break (the "has zero byte" test).
    @inline(__always)
    static func lineBreakBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lineFeeds = word ^ (ones &* UInt64(ASCII.lineFeed))
        let returns = word ^ (ones &* UInt64(ASCII.carriageReturn))
        return ((lineFeeds &- ones) & ~lineFeeds | (returns &- ones) & ~returns) & (ones &* 0x80)
    }
}
