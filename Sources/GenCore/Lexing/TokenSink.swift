// MARK: - TokenSink

/// Where the lexer delivers tokens, in order: every token (`AllTokens`, the lossless form that tests and the
/// fuzzer check), or only what the declaration scanner reads (`SignificantTokens`, so that scanning a file
/// never stores its trivia).
protocol TokenSink {
    /// Receives the next token of the file whose bytes are `bytes`.
    mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>)
}
