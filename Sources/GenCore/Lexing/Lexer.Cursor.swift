// MARK: - Lexer.Cursor

extension Lexer {
    /// The lexer's working state over one file's bytes; lives only for the duration of `Lexer.lex`.
    struct Cursor<Sink: TokenSink> {
        let file: SourceFile
        let bytes: UnsafeBufferPointer<UInt8>
        /// The 256 entries of `CharacterTable`, indexed by a byte (so never out of bounds).
        let table: UnsafePointer<UInt8>
        let count: Int
        var position = 0
        /// Receives every token as it is lexed.
        var sink: Sink
        var diagnostics: [Diagnostic] = []
        /// The last non-trivia token; `Lexer.Cursor.none` before the first. Whether trivia follows it is told by
        /// offsets: none does when it ends where the next token starts.
        var lastSignificant = Self.none
        /// The non-trivia token before `lastSignificant`; `Lexer.Cursor.none` when there is none.
        var previousSignificant = Self.none
        /// The open levels of the string literal being lexed, reused from one literal to the next.
        var frames: [LiteralFrame] = []
        /// How many more bytes bare-regex probes may read (keeps probing linear in the file size).
        var regexProbeBudget: Int

        /// Creates a cursor at the start of `bytes`.
        init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, table: UnsafePointer<UInt8>, sink: Sink) {
            self.file = file
            self.bytes = bytes
            self.table = table
            self.count = bytes.count
            self.regexProbeBudget = 4 * bytes.count + 1024
            self.sink = sink
        }

        /// Stands for "no token" in `lastSignificant` and `previousSignificant`: an empty line break, trivia like the
        /// start of a file, so it ends no operand and is no dot.
        static var none: Token { Token(.newline, 0, 0) }

        // MARK: - Helpers

        /// The byte at `index`, or 0 past the end (0 never closes or opens anything where peeked).
        @inline(__always) func peek(_ index: Int) -> UInt8 {
            index < count ? bytes[index] : 0
        }

        /// Whether `hashes` `#` bytes start at `index`.
        @inline(__always) func hasHashes(_ hashes: Int, at index: Int) -> Bool {
            guard index + hashes <= count else { return false }
            var offset = 0
            while offset < hashes {
                if bytes[index + offset] != ASCII.pound { return false }
                offset += 1
            }
            return true
        }

        /// Delivers a token from `start` to the current position.
        @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
            deliver(kind, start, position)
        }

        /// Delivers the token `start..<end`.
        @inline(__always) mutating func deliver(_ kind: TokenKind, _ start: Int, _ end: Int) {
            let token = Token(kind, start, end)
            if !kind.isTrivia {
                previousSignificant = lastSignificant
                lastSignificant = token
            }
            sink.take(token, in: bytes)
        }

        /// Records an error at a byte offset.
        mutating func report(_ message: String, at offset: Int) {
            diagnostics.append(Diagnostic(.error, message, at: file.location(at: offset)))
        }

        // MARK: - Main loop

        /// Lexes every byte of the file, delivering each token to the sink.
        ///
        /// The common tokens (spaces, line breaks with the indentation after them, names with the space after
        /// them, punctuation) are lexed here on local copies of the cursor's fields, which the compiler keeps in
        /// registers across the sink's stores; every other token goes through `position` and `lexOther(from:)`.
        mutating func lexAll() {
            let bytes = self.bytes
            let table = self.table
            let count = self.count
            var index = position
            while index < count {
                let start = index
                let byte = bytes[start]
                let entry = table[Int(byte)]
                let startClass = entry & CharacterTable.classMask
                // The common classes, in order of frequency.
                if startClass == CharacterTable.identifierStart {
                    index = start + 1
                    while index < count, table[Int(bytes[index])] & CharacterTable.identifierContinue != 0 {
                        index += 1
                    }
                    deliver(.identifier, start, index)
                    // The single space that usually follows a name.
                    if index + 1 < count, bytes[index] == ASCII.space,
                        table[Int(bytes[index + 1])] & CharacterTable.horizontalSpace == 0
                    {
                        deliver(.whitespace, index, index + 1)
                        index += 1
                    }
                } else if startClass == CharacterTable.whitespace {
                    index = start + 1
                    while index < count, table[Int(bytes[index])] & CharacterTable.horizontalSpace != 0 { index += 1 }
                    deliver(.whitespace, start, index)
                } else if startClass == CharacterTable.punctuation || startClass == CharacterTable.backslash {
                    index = start + 1
                    deliver(.punctuation, start, index)
                } else if startClass == CharacterTable.newline {
                    index = start + 1
                    if byte == ASCII.carriageReturn, index < count, bytes[index] == ASCII.lineFeed { index += 1 }
                    deliver(.newline, start, index)
                    if index < count, table[Int(bytes[index])] & CharacterTable.horizontalSpace != 0 {
                        let indentation = index
                        index += 1
                        // Indentation is mostly spaces: eight at a time, then byte by byte.
                        if let base = bytes.baseAddress {
                            let raw = UnsafeRawPointer(base)
                            while index + 8 <= count,
                                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == ASCII.eightSpaces
                            {
                                index += 8
                            }
                        }
                        while index < count, table[Int(bytes[index])] & CharacterTable.horizontalSpace != 0 {
                            index += 1
                        }
                        deliver(.whitespace, indentation, index)
                    }
                } else {
                    position = start
                    lexOther(from: start)
                    index = position
                }
            }
            position = index
        }

        /// Lexes the token at `start` that is not one of `lexAll()`'s common ones.
        mutating func lexOther(from start: Int) {
            switch table[Int(bytes[start])] & CharacterTable.classMask {
            case CharacterTable.digit:
                position = numberEnd(from: start)
                emit(.number, from: start)
            case CharacterTable.operatorStart, CharacterTable.dot:
                lexOperator(from: start)
            case CharacterTable.slash:
                lexSlash(from: start)
            case CharacterTable.quote:
                lexString(from: start, hashes: 0)
            case CharacterTable.pound:
                lexPound(from: start)
            case CharacterTable.backtick:
                lexBacktick(from: start)
            default:
                lexInvalid(from: start)
            }
        }

        // MARK: - Trivia

        /// The offset of the first line break at or after `index`, or the end of the file.
        @inline(__always) func lineEnd(from index: Int) -> Int {
            var end = index
            while end < count {
                let byte = bytes[end]
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                end += 1
            }
            return end
        }

        /// The end of a block comment opened at `start` (nesting counted), or `nil` when it never closes.
        func blockCommentEnd(from start: Int) -> Int? {
            var depth = 1
            var index = start + 2
            while index < count {
                let byte = bytes[index]
                if byte == ASCII.star, peek(index + 1) == ASCII.slash {
                    depth -= 1
                    index += 2
                    if depth == 0 { return index }
                } else if byte == ASCII.slash, peek(index + 1) == ASCII.star {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// Lexes whatever a `/` starts: a comment, a bare regex literal or an operator.
        mutating func lexSlash(from start: Int) {
            let next = peek(start + 1)
            if next == ASCII.slash {
                position = lineEnd(from: start + 2)
                emit(.lineComment, from: start)
            } else if next == ASCII.star {
                if let end = blockCommentEnd(from: start) {
                    position = end
                } else {
                    position = count
                    report("unterminated block comment", at: start)
                }
                emit(.blockComment, from: start)
            } else if isExpressionStart(), let end = bareRegexEnd(from: start) {
                position = end
                emit(.regex, from: start)
            } else {
                lexOperator(from: start)
            }
        }

        // MARK: - Names and operators

        /// The end of the identifier characters that continue at `index`.
        @inline(__always) func identifierEnd(from index: Int) -> Int {
            var end = index
            while end < count, table[Int(bytes[end])] & CharacterTable.identifierContinue != 0 { end += 1 }
            return end
        }

        /// Lexes a backticked identifier (any bytes but a backtick or line break, at least one) or a lone backtick.
        mutating func lexBacktick(from start: Int) {
            var index = start + 1
            while index < count {
                let byte = bytes[index]
                if byte == ASCII.backtick || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                index += 1
            }
            if index < count, bytes[index] == ASCII.backtick, index > start + 1 {
                position = index + 1
                emit(.identifier, from: start)
            } else {
                position = start + 1
                emit(.punctuation, from: start)
            }
        }

        /// Lexes a maximal run of operator characters (dots too when the run starts with one); a lone dot is punctuation.
        ///
        /// The run stops before `//` or `/*`, which start comments.
        mutating func lexOperator(from start: Int) {
            let allowsDots = bytes[start] == ASCII.dot
            var index = start + 1
            while index < count {
                let byte = bytes[index]
                if table[Int(byte)] & CharacterTable.operatorCharacter != 0 {
                    if byte == ASCII.slash {
                        let next = peek(index + 1)
                        if next == ASCII.slash || next == ASCII.star { break }
                    }
                } else if !(allowsDots && byte == ASCII.dot) {
                    break
                }
                index += 1
            }
            position = index
            emit(allowsDots && index == start + 1 ? .punctuation : .operator, from: start)
        }

        // MARK: - Pound

        /// Lexes what a run of `#` starts: a raw string, an extended regex, a pound keyword or lone `#`s.
        mutating func lexPound(from start: Int) {
            var index = start
            while index < count, bytes[index] == ASCII.pound { index += 1 }
            let hashes = index - start
            let next = peek(index)
            if index < count, next == ASCII.quote {
                lexString(from: start, hashes: hashes)
                return
            }
            if index < count, next == ASCII.slash {
                lexExtendedRegex(from: start, hashes: hashes)
                return
            }
            // All but the last `#` stand alone; the last one may start a pound keyword.
            var lone = start
            while lone < index - 1 {
                position = lone + 1
                emit(.punctuation, from: lone)
                lone += 1
            }
            if index < count, table[Int(next)] & CharacterTable.classMask == CharacterTable.identifierStart {
                position = identifierEnd(from: index + 1)
                emit(.poundKeyword, from: lone)
            } else {
                position = index
                emit(.punctuation, from: lone)
            }
        }

        // MARK: - Invalid bytes

        /// Lexes a run of bytes that cannot start any token, with one diagnostic for a run of ASCII control bytes.
        mutating func lexInvalid(from start: Int) {
            var index = start + 1
            while index < count, table[Int(bytes[index])] & CharacterTable.classMask == CharacterTable.invalid {
                index += 1
            }
            position = index
            emit(.invalid, from: start)
            // Bytes past ASCII are reported by the one UTF-8 rule (`Lexer.invalidUTF8Runs`), wherever they fall.
            if bytes[start] < 0x80 { report("invalid character in source file", at: start) }
        }
    }
}
