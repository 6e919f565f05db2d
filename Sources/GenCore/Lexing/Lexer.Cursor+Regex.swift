// MARK: - Regex literals

extension Lexer.Cursor {
    // MARK: - Extended regex

    /// Lexes `#/…/#` (any number of `#`) as one `.regex` token, reporting it when it never closes.
    mutating func lexExtendedRegex(from start: Int, hashes: Int) {
        let (end, isTerminated) = extendedRegexEnd(from: start, hashes: hashes)
        position = end
        if !isTerminated { report("unterminated regex literal", at: start) }
        emit(.regex, from: start)
    }

    /// The end of an extended regex literal whose first `#` is at `start`, and whether it was closed.
    ///
    /// The literal closes at the first `/` followed by `hashes` `#` that is not escaped by a backslash.
    /// It may span lines only when the opening `#/` is followed by a line break (spaces and tabs may come
    /// between); otherwise an unclosed one ends before the first line break.
    func extendedRegexEnd(from start: Int, hashes: Int) -> (end: Int, isTerminated: Bool) {
        var index = start + hashes + 1
        var afterSpaces = index
        while afterSpaces < count, bytes[afterSpaces] == ASCII.space || bytes[afterSpaces] == ASCII.tab {
            afterSpaces += 1
        }
        let first = peek(afterSpaces)
        let isMultiline = afterSpaces < count && (first == ASCII.lineFeed || first == ASCII.carriageReturn)
        while index < count {
            let byte = bytes[index]
            if byte == ASCII.slash, hasHashes(hashes, at: index + 1) {
                return (index + 1 + hashes, true)
            } else if byte == ASCII.backslash {
                let next = peek(index + 1)
                index += index + 1 < count && next != ASCII.lineFeed && next != ASCII.carriageReturn ? 2 : 1
            } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                if !isMultiline { return (index, false) }
                index += 1
            } else {
                index += 1
            }
        }
        return (count, false)
    }

    // MARK: - Bare regex

    /// Whether the position after the last significant token is where an expression may start.
    ///
    /// That is so at the start of the file and after any token that cannot end an operand. Operand ends
    /// are: identifiers other than the keywords that precede expressions (`return`, `case`, `in`, `where`,
    /// `try`, `await`, `throw`, `if`, `guard`, `while`, `for`, `switch`, `else`, `let`, `var`, `is`, `as`,
    /// `repeat`, `do`, `catch`; a backticked name is always an operand), numbers, strings, regexes, `)`, `]`,
    /// `}`, pound keywords other than `#if`, `#elseif`, `#else` and `#endif`, and postfix operators: an
    /// operator token glued (no trivia) to a preceding operand end of one of the other kinds. Line breaks are
    /// not considered: `a` newline `/x/` is division, unlike swiftc, which may take a regex there.
    func isExpressionStart() -> Bool {
        let token = lastSignificant
        if token.kind.isTrivia { return true } // no significant token yet
        if token.kind == .operator {
            // Trivia before the operator (or nothing) makes it prefix; otherwise the token it is glued to decides.
            let before = previousSignificant
            return before.kind.isTrivia || before.end != token.start || !isOperandEnd(before)
        }
        return !isOperandEnd(token)
    }

    /// Whether a non-operator token can end an operand (see `isExpressionStart`).
    private func isOperandEnd(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .string, .regex:
            return true
        case .identifier:
            return bytes[token.start] == ASCII.backtick || !isExpressionKeyword(token.start, token.end)
        case .punctuation:
            let byte = bytes[token.start]
            return byte == ASCII.closeParen || byte == ASCII.closeBracket || byte == ASCII.closeBrace
        case .poundKeyword:
            return !isConditionalDirective(token.start, token.end)
        default:
            return false
        }
    }

    /// Whether `start..<end` spells one of the keywords after which an expression starts.
    private func isExpressionKeyword(_ start: Int, _ end: Int) -> Bool {
        guard end - start <= 6 else { return false }
        return LexerWords.expressionKeywords.contains { spells($0, start, end) }
    }

    /// Whether `start..<end` spells `#if`, `#elseif`, `#else` or `#endif`.
    private func isConditionalDirective(_ start: Int, _ end: Int) -> Bool {
        LexerWords.conditionalDirectives.contains { spells($0, start, end) }
    }

    /// Whether the bytes `start..<end` equal `word`.
    private func spells(_ word: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard word.count == end - start else { return false }
        for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// The end of a bare regex literal at the `/` at `start`, or `nil` when this `/` is not one.
    ///
    /// Called only in expression-start position (`isExpressionStart`). The byte after `/` must not be a
    /// space, tab or line break; the literal closes at the first `/` on the same line that is neither
    /// escaped by a backslash nor inside `[…]`. It is not a regex when that closing `/` follows a space or
    /// tab or is followed by `/` or `*` (a comment), when no such `/` exists on the line, or when an
    /// unescaped `)` outside `[…]` closes more groups than were opened before it (`reduce(1, /)`).
    ///
    /// Probing is bounded: all probes of a file together read at most four times its size (plus 1 KiB), so
    /// a pathological line such as `[/[/[/…` stays linear; once the budget is spent, `/` is an operator.
    mutating func bareRegexEnd(from start: Int) -> Int? {
        guard regexProbeBudget > 0 else { return nil }
        let probe = probeBareRegex(from: start)
        regexProbeBudget -= probe.stop - start
        return probe.end
    }

    /// Probes for a bare regex at `start`: its end if it is one, and where reading stopped either way.
    private func probeBareRegex(from start: Int) -> (end: Int?, stop: Int) {
        var index = start + 1
        guard index < count else { return (nil, index) }
        let first = bytes[index]
        if first == ASCII.space || first == ASCII.tab || first == ASCII.lineFeed || first == ASCII.carriageReturn {
            return (nil, index)
        }
        var bracketDepth = 0
        var groupDepth = 0
        while index < count {
            let byte = bytes[index]
            switch byte {
            case ASCII.backslash:
                let next = peek(index + 1)
                index += index + 1 < count && next != ASCII.lineFeed && next != ASCII.carriageReturn ? 2 : 1
            case ASCII.openBracket:
                bracketDepth += 1
                index += 1
            case ASCII.closeBracket:
                if bracketDepth > 0 { bracketDepth -= 1 }
                index += 1
            case ASCII.openParen where bracketDepth == 0:
                groupDepth += 1
                index += 1
            case ASCII.closeParen where bracketDepth == 0:
                if groupDepth == 0 { return (nil, index) }
                groupDepth -= 1
                index += 1
            case ASCII.slash where bracketDepth == 0:
                let before = bytes[index - 1]
                if before == ASCII.space || before == ASCII.tab { return (nil, index) }
                let after = peek(index + 1)
                if index + 1 < count, after == ASCII.slash || after == ASCII.star { return (nil, index) }
                return (index + 1, index + 1)
            case ASCII.lineFeed, ASCII.carriageReturn:
                return (nil, index)
            default:
                index += 1
            }
        }
        return (nil, count)
    }
}

// MARK: - LexerWords

/// The words the bare-regex rule compares against (kept outside the generic `Lexer.Cursor`, which cannot hold
/// stored static properties).
private enum LexerWords {
    /// Keywords after which a `/` starts an expression.
    static let expressionKeywords: [[UInt8]] = [
        "return", "case", "in", "where", "try", "await", "throw", "if", "guard", "while", "for", "switch",
        "else", "let", "var", "is", "as", "repeat", "do", "catch",
    ].map { Array($0.utf8) }

    /// Conditional compilation directives, which never end an operand.
    static let conditionalDirectives: [[UInt8]] = ["#if", "#elseif", "#else", "#endif"].map { Array($0.utf8) }
}
