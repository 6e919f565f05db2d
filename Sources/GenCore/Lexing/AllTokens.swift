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
