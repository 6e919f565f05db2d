// MARK: - TokenSink

/// Where the lexer delivers tokens, in order: every token (`AllTokens`, the lossless form that tests and the
/// fuzzer check), or only what the declaration scanner reads (`SignificantTokens`, so that scanning a file
/// never stores its trivia).
protocol TokenSink {
    /// Receives the next token of the file whose bytes are `bytes`.
    mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>)
}

// MARK: - AllTokens

/// Keeps every token, trivia included.
struct AllTokens: TokenSink {
    var tokens: [Token] = []

    /// Sized for a file of `byteCount` bytes (about one token per three bytes in real code).
    init(byteCount: Int) {
        tokens.reserveCapacity(byteCount / 3 + 16)
    }

    @inline(__always) mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        tokens.append(token)
    }
}

// MARK: - SignificantTokens

/// Keeps the significant tokens and, for each, whether a line break comes between it and the one before
/// (a block comment spanning lines counts as a line break); the first token of a file follows a break.
struct SignificantTokens: TokenSink {
    var tokens: [Token] = []
    var breakBefore: [Bool] = []
    private var sawBreak = true

    /// Sized for a file of `byteCount` bytes (about one significant token per six bytes in real code).
    init(byteCount: Int) {
        tokens.reserveCapacity(byteCount / 6 + 16)
        breakBefore.reserveCapacity(byteCount / 6 + 16)
    }

    @inline(__always) mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        switch token.kind {
        case .newline:
            sawBreak = true
        case .whitespace, .lineComment:
            break
        case .blockComment:
            if !sawBreak, Self.containsLineBreak(bytes, token.start, token.end) { sawBreak = true }
        default:
            tokens.append(token)
            breakBefore.append(sawBreak)
            sawBreak = false
        }
    }

    private static func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return true }
            index += 1
        }
        return false
    }
}
