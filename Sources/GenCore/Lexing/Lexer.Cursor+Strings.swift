// MARK: - Strings

extension Lexer.Cursor {
    /// Lexes a whole string literal, interpolations included, as one `.string` token.
    ///
    /// `start` is the first `#` (or the quote when `hashes` is 0). Nesting is an explicit stack of
    /// `Lexer.LiteralFrame`s: a string body frame for each open string and a code frame for each open
    /// interpolation `\(` (`\#(` with one `#`, …). Inside interpolation code the lexer follows parentheses,
    /// nested strings of every form, comments, `#/…/#` regexes and bare `/…/` regexes (by the bare-regex
    /// rule, judged on the previous code byte only: see `startsExpression(after:)`).
    ///
    /// A line break inside a single-line string (or its interpolation, even inside a block comment there)
    /// when no enclosing string is multi-line ends the token before the break, with "unterminated string literal" at the innermost open
    /// string's first delimiter byte. Inside a multi-line string, an inner single-line string that meets a
    /// line break is reported and closed there. At the end of the file the innermost open string is reported
    /// ("unterminated string literal" or "unterminated multi-line string literal").
    mutating func lexString(from start: Int, hashes: Int) {
        frames.removeAll(keepingCapacity: true)
        var multilineCount = 0
        var index = openString(at: start + hashes, hashes: hashes, opener: start, multilineCount: &multilineCount)

        outer: while let top = frames.last {
            if top.isString {
                // MARK: String body
                while index < count {
                    let byte = bytes[index]
                    if byte == ASCII.quote {
                        if top.isMultiline {
                            if peek(index + 1) == ASCII.quote, peek(index + 2) == ASCII.quote,
                                hasHashes(top.hashes, at: index + 3)
                            {
                                index += 3 + top.hashes
                                frames.removeLast()
                                multilineCount -= 1
                                continue outer
                            }
                        } else if hasHashes(top.hashes, at: index + 1) {
                            index += 1 + top.hashes
                            frames.removeLast()
                            continue outer
                        }
                        index += 1
                    } else if byte == ASCII.backslash {
                        guard hasHashes(top.hashes, at: index + 1) else {
                            index += 1
                            continue
                        }
                        let escaped = index + 1 + top.hashes
                        guard escaped < count else {
                            index = escaped
                            continue
                        }
                        let next = bytes[escaped]
                        if next == ASCII.openParen {
                            frames.append(
                                Lexer.LiteralFrame(
                                    isString: false, isMultiline: false, hashes: 0,
                                    opener: index, parenDepth: 0))
                            index = escaped + 1
                            continue outer
                        }
                        // A line break after a backslash is handled as a line break (a continuation in
                        // multi-line strings, the end of an unterminated single-line one).
                        index = next == ASCII.lineFeed || next == ASCII.carriageReturn ? escaped : escaped + 1
                    } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                        if top.isMultiline {
                            index += 1
                            continue
                        }
                        report("unterminated string literal", at: top.opener)
                        if multilineCount == 0 { break outer }
                        frames.removeLast()
                        continue outer
                    } else {
                        index += 1
                    }
                }
                break outer
            } else {
                // MARK: Interpolation code
                var depth = top.parenDepth
                // The last code byte that is not a space or a comment: `(` of `\(` on entry, a closing
                // delimiter when coming back from a nested string. It decides whether `/` may start a regex.
                var previous = bytes[index - 1]
                while index < count {
                    let byte = bytes[index]
                    switch byte {
                    case ASCII.openParen:
                        depth += 1
                        index += 1
                    case ASCII.closeParen:
                        index += 1
                        if depth == 0 {
                            frames.removeLast()
                            continue outer
                        }
                        depth -= 1
                    case ASCII.quote, ASCII.pound:
                        var quote = index
                        while quote < count, bytes[quote] == ASCII.pound { quote += 1 }
                        let next = peek(quote)
                        if quote < count, next == ASCII.quote {
                            frames[frames.count - 1].parenDepth = depth
                            index = openString(
                                at: quote, hashes: quote - index, opener: index,
                                multilineCount: &multilineCount)
                            continue outer
                        }
                        if quote < count, next == ASCII.slash {
                            index = extendedRegexEnd(from: index, hashes: quote - index).end
                        } else {
                            index = quote
                        }
                    case ASCII.slash:
                        let next = peek(index + 1)
                        if next == ASCII.slash {
                            index = lineEnd(from: index + 2)
                            continue
                        }
                        if next == ASCII.star {
                            let end = blockCommentEnd(from: index) ?? count
                            // A comment cannot carry a single-line string across a line break.
                            if multilineCount == 0, let lineBreak = firstLineBreak(in: index..<end) {
                                report("unterminated string literal", at: frames[frames.count - 2].opener)
                                index = lineBreak
                                break outer
                            }
                            index = end
                            continue
                        }
                        if Self.startsExpression(after: previous), let end = bareRegexEnd(from: index) {
                            index = end
                            previous = ASCII.closeParen // a regex ends an operand, like `)`
                            continue
                        }
                        index += 1
                    case ASCII.lineFeed, ASCII.carriageReturn:
                        if multilineCount == 0 {
                            report("unterminated string literal", at: frames[frames.count - 2].opener)
                            break outer
                        }
                        index += 1
                    default:
                        index += 1
                    }
                    if byte != ASCII.space, byte != ASCII.tab { previous = byte }
                }
                break outer
            }
        }

        if index >= count, !frames.isEmpty {
            index = count
            reportUnterminatedAtEnd()
        }
        position = index
        emit(.string, from: start)
    }

    /// Whether a `/` after the code byte `previous` (inside an interpolation) may start a bare regex.
    ///
    /// Inside interpolations only the previous byte is known: an opening bracket, a separator or an
    /// operator character starts an expression; anything else (a name, a literal, a closing bracket) ends one.
    private static func startsExpression(after previous: UInt8) -> Bool {
        switch previous {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    /// Whether a `"` followed by `hashes` `#` occurs between `index` and the end of its line.
    private func closesOnSameLine(after index: Int, hashes: Int) -> Bool {
        var cursor = index
        while cursor < count {
            let byte = bytes[cursor]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return false }
            if byte == ASCII.quote, hasHashes(hashes, at: cursor + 1) { return true }
            cursor += 1
        }
        return false
    }

    /// The offset of the first line break in `range`, if any.
    private func firstLineBreak(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return index }
            index += 1
        }
        return nil
    }

    /// Pushes a string body frame for the quote(s) at `quote` and returns the offset after the opening delimiter.
    ///
    /// `"""` opens a multi-line string, except that a raw `#"""` whose line also holds a closing `"#` opens
    /// a single-line one (`#"""#` is the string `""`), as swiftc decides.
    private mutating func openString(at quote: Int, hashes: Int, opener: Int, multilineCount: inout Int) -> Int {
        var isMultiline = peek(quote + 1) == ASCII.quote && peek(quote + 2) == ASCII.quote
        if isMultiline, hashes > 0, closesOnSameLine(after: quote + 1, hashes: hashes) { isMultiline = false }
        frames.append(
            Lexer.LiteralFrame(
                isString: true, isMultiline: isMultiline, hashes: hashes,
                opener: opener, parenDepth: 0))
        if isMultiline {
            multilineCount += 1
            return quote + 3
        }
        return quote + 1
    }

    /// Reports the innermost open string when a literal runs into the end of the file.
    private mutating func reportUnterminatedAtEnd() {
        guard let top = frames.last else { return }
        let string = top.isString ? top : frames[frames.count - 2]
        report(
            string.isMultiline ? "unterminated multi-line string literal" : "unterminated string literal",
            at: string.opener)
    }
}
