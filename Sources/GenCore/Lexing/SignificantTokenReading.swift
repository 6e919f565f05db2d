// MARK: - SignificantTokenReading

/// What a pass over a file's significant tokens reads them with: the file's bytes and the tokens, and the spelling
/// helpers that every such pass (the declaration scanner, the call-site scanner) shares.
protocol SignificantTokenReading {
    /// The file's bytes.
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// The file's significant tokens.
    var tokens: CheckedBuffer<Token> { get }
}

extension SignificantTokenReading {
    /// The token's text.
    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// The identifier's name without backticks.
    func name(_ token: Token) -> String {
        if token.end - token.start >= 2, bytes[token.start] == UInt8(ascii: "`") {
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<(token.end - 1)]), as: UTF8.self)
        }
        return text(token)
    }

    /// Whether the token spells `word`, compared byte by byte (no string is made).
    @inline(__always) func matches(_ token: Token, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[token.start + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether the token at `index` exists and is an identifier.
    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    /// Whether the token at `index` is the identifier `word`.
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        isIdentifier(index) && matches(tokens[index], word)
    }

    /// Whether the token at `index` is the punctuation `character`.
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return bytes[tokens[index].start] == UInt8(ascii: character)
    }

    /// The tokens `from..<to` as text, with one space wherever the source had trivia between two tokens.
    func normalizedText(_ from: Int, _ to: Int) -> String {
        var output = ""
        var position = from
        while position < to {
            if position > from, tokens[position].start > tokens[position - 1].end { output += " " }
            output += text(tokens[position])
            position += 1
        }
        return output
    }
}
