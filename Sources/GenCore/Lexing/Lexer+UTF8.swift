// MARK: - Lexer: invalid UTF-8 and the per-file cap

extension Lexer {
    /// The most lexing errors reported for one file; the rest are counted in one note.
    public static let maximumDiagnosticsPerFile = 3

    /// The message for a byte that is not valid UTF-8, as swiftc words it.
    static let invalidUTF8Message = "invalid UTF-8 found in source file"

    /// The start offsets of the runs of bytes that are not well-formed UTF-8 (Unicode's table 3-7), wherever they
    /// fall: between tokens, in a name, a string literal or a comment. Adjacent invalid bytes make one run.
    static func invalidUTF8Runs(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var runs: [Int] = []
        var index = 0
        var runEnd = -1
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = wellFormedLength(bytes, at: index)
            if length > 0 {
                index += length
                continue
            }
            if index != runEnd { runs.append(index) }
            index += 1
            runEnd = index
        }
        return runs
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `index`, or 0 when there is none.
    private static func wellFormedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// The lexer's diagnostics and the invalid UTF-8 errors, in file order, at most `maximumDiagnosticsPerFile` of
    /// them, then a note that counts the others.
    static func capped(_ diagnostics: [Diagnostic], invalidUTF8 runs: [Int], in file: SourceFile) -> [Diagnostic] {
        var all = diagnostics
        for offset in runs { all.append(Diagnostic(.error, invalidUTF8Message, at: file.location(at: offset))) }
        if !runs.isEmpty { all.sort() }
        guard all.count > maximumDiagnosticsPerFile else { return all }
        let hidden = all.count - maximumDiagnosticsPerFile
        let note = Diagnostic(
            .note, "\(hidden) more lexing error\(hidden == 1 ? "" : "s") in this file not shown",
            at: all[maximumDiagnosticsPerFile].location)
        return Array(all.prefix(maximumDiagnosticsPerFile)) + [note]
    }
}
