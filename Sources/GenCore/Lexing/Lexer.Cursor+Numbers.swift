// MARK: - Numbers

extension Lexer.Cursor {
    /// The end of the number literal starting with the digit at `start`.
    ///
    /// Decimal: digits and `_`, then a fraction only when `.` is followed by a digit (`1.foo` is `1`, `.`,
    /// `foo`), then an exponent `e`/`E` with an optional sign. `0x` numbers take a hexadecimal fraction
    /// only when it leads to a `p` exponent or starts with a decimal digit (`0xff.description` stays
    /// member access). `0o`/`0b` take digits. A number directly after a `.` (tuple access `x.0.1`)
    /// takes no fraction or exponent. Letters that follow a literal stay in it, as swiftc reports them.
    func numberEnd(from start: Int) -> Int {
        let isMemberIndex = isDirectlyAfterDot(start)
        let second = peek(start + 1)
        if bytes[start] == ASCII.zero, second == UInt8(ascii: "x") || second == UInt8(ascii: "X") {
            return hexNumberEnd(from: start + 2, allowsFraction: !isMemberIndex)
        }
        if bytes[start] == ASCII.zero, second == UInt8(ascii: "o") || second == UInt8(ascii: "b") {
            return identifierEnd(from: start + 2)
        }
        var index = digitsEnd(from: start + 1)
        if !isMemberIndex {
            if peek(index) == ASCII.dot, isDecimalDigit(peek(index + 1)), index + 1 < count {
                index = digitsEnd(from: index + 2)
            }
            let marker = peek(index)
            if index < count, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
                index = exponentEnd(from: index)
            }
        }
        return identifierEnd(from: index)
    }

    /// Whether the token just before `start` is a lone `.` (so a number there is a tuple index).
    private func isDirectlyAfterDot(_ start: Int) -> Bool {
        lastSignificant.end == start && lastSignificant.kind == .punctuation
            && bytes[lastSignificant.start] == ASCII.dot
    }

    /// Whether `byte` is `0`…`9`.
    @inline(__always) private func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte &- ASCII.zero < 10
    }

    /// The end of the decimal digits and `_` that continue at `index`.
    @inline(__always) private func digitsEnd(from index: Int) -> Int {
        var end = index
        while end < count {
            let byte = bytes[end]
            guard isDecimalDigit(byte) || byte == UInt8(ascii: "_") else { break }
            end += 1
        }
        return end
    }

    /// The end of the hexadecimal digits and `_` that continue at `index`.
    @inline(__always) private func hexDigitsEnd(from index: Int) -> Int {
        var end = index
        while end < count {
            let byte = bytes[end]
            guard table[Int(byte)] & CharacterTable.hexDigit != 0 || byte == UInt8(ascii: "_") else { break }
            end += 1
        }
        return end
    }

    /// The end of an exponent whose marker (`e` or `p`) is at `index`, or `index` when no digits follow.
    private func exponentEnd(from index: Int) -> Int {
        var digits = index + 1
        let sign = peek(digits)
        if sign == ASCII.plus || sign == ASCII.minus { digits += 1 }
        guard digits < count, isDecimalDigit(bytes[digits]) else { return index }
        return digitsEnd(from: digits + 1)
    }

    /// The end of a hexadecimal literal whose digits start at `index` (after `0x`).
    private func hexNumberEnd(from index: Int, allowsFraction: Bool) -> Int {
        var end = hexDigitsEnd(from: index)
        guard allowsFraction else { return identifierEnd(from: end) }
        let dot = end
        var hasFraction = false
        if peek(dot) == ASCII.dot, dot + 1 < count, table[Int(bytes[dot + 1])] & CharacterTable.hexDigit != 0 {
            end = hexDigitsEnd(from: dot + 2)
            hasFraction = true
        }
        let marker = peek(end)
        if end < count, marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") {
            let exponent = exponentEnd(from: end)
            if exponent > end { return identifierEnd(from: exponent) }
        }
        if hasFraction, !isDecimalDigit(bytes[dot + 1]) {
            // `0xff.description`: member access, not a fraction.
            return dot
        }
        return identifierEnd(from: end)
    }
}
