// MARK: - CallSiteScanner.Pass

extension CallSiteScanner {
    /// The mutable state of one call-site scan: the brace stack with the type or extension each brace opens, the
    /// `#if` stack, and the sites found so far.
    struct Pass: SignificantTokenReading {
        /// The tokens of one argument: its label token (if any) and its first and last value tokens.
        struct ArgumentTokens {
            var label: Int?
            var first: Int
            var last: Int
        }

        let file: SourceFile
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: CheckedBuffer<Token>
        let breakBefore: CheckedBuffer<Bool>
        var sites: [CallSite] = []
        /// How many braces are open.
        var braceDepth = 0
        /// The qualified names of the enclosing types and extensions, outermost first.
        var namedScopes: [String] = []
        /// The `braceDepth` inside each of `namedScopes`' bodies.
        var namedScopeDepths: [Int] = []
        /// The qualified name announced by a type or extension header whose `{` has not been read yet.
        var pendingScopeName: String?
        var conditionFrames: [DeclarationScanner.Pass.ConditionFrame] = []
        /// The arguments of the call being read; reused from call to call.
        var arguments: [ArgumentTokens] = []

        init(
            file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, tokens: CheckedBuffer<Token>,
            breakBefore: CheckedBuffer<Bool>
        ) {
            self.file = file
            self.bytes = bytes
            self.tokens = tokens
            self.breakBefore = breakBefore
        }

        // MARK: - Main loop

        /// Visits every significant token once; sites are read ahead from their method name without moving on.
        mutating func run() {
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .identifier:
                    visitIdentifier(index)
                case .punctuation:
                    switch bytes[token.start] {
                    case UInt8(ascii: "{"):
                        braceDepth += 1
                        if let name = pendingScopeName {
                            namedScopes.append(name)
                            namedScopeDepths.append(braceDepth)
                            pendingScopeName = nil
                        }
                    case UInt8(ascii: "}"):
                        if namedScopeDepths.last == braceDepth {
                            namedScopes.removeLast()
                            namedScopeDepths.removeLast()
                        }
                        braceDepth -= 1
                        pendingScopeName = nil
                    case UInt8(ascii: ";"):
                        pendingScopeName = nil
                    default:
                        break
                    }
                case .poundKeyword:
                    readDirective(index)
                default:
                    break
                }
                index += 1
            }
        }

        /// Dispatches on the few words that matter: the method names of sites (`Method.named`) and declaration
        /// keywords (to know the enclosing type); every other identifier costs a few length and byte tests.
        @inline(__always) mutating func visitIdentifier(_ index: Int) {
            let token = tokens[index]
            if let method = Method.named(in: bytes, from: token.start, to: token.end) {
                readSite(index, method)
                return
            }
            let first = bytes[token.start]
            switch token.end - token.start {
            case 4 where first == UInt8(ascii: "e"):
                if matches(token, "enum") { readScopeHeader(index, isExtension: false) }
            case 5 where first == UInt8(ascii: "c") || first == UInt8(ascii: "a"):
                if matches(token, "class") || matches(token, "actor") { readScopeHeader(index, isExtension: false) }
            case 6 where first == UInt8(ascii: "s"):
                if matches(token, "struct") { readScopeHeader(index, isExtension: false) }
            case 8 where first == UInt8(ascii: "p"):
                if matches(token, "protocol") { readScopeHeader(index, isExtension: false) }
            case 9 where first == UInt8(ascii: "e"):
                if matches(token, "extension") { readScopeHeader(index, isExtension: true) }
            default:
                break
            }
        }

        // MARK: - Scopes and directives

        /// Reads `class|struct|enum|actor|protocol Name` or `extension A.B` and announces the body's name.
        mutating func readScopeHeader(_ index: Int, isExtension: Bool) {
            guard isIdentifier(index + 1), !(index > 0 && isPunctuation(index - 1, ".")) else { return }
            if !isExtension, DeclarationScanner.Pass.wordsAfterClassModifier.contains(text(tokens[index + 1])) {
                return
            }
            var name = identifierName(index + 1)
            if isExtension {
                var position = index + 2
                while isPunctuation(position, "."), isIdentifier(position + 1) {
                    name += "." + identifierName(position + 1)
                    position += 2
                }
                pendingScopeName = name
            } else {
                pendingScopeName = namedScopes.last.map { "\($0).\(name)" } ?? name
            }
        }

        /// Tracks `#if` / `#elseif` / `#else` / `#endif` as the declaration scanner does.
        mutating func readDirective(_ index: Int) {
            let token = tokens[index]
            func condition() -> String {
                var end = index + 1
                while end < tokens.count, !breakBefore[end] { end += 1 }
                return normalizedText(index + 1, end)
            }
            if matches(token, "#if") {
                conditionFrames.append(DeclarationScanner.Pass.ConditionFrame(current: condition()))
            } else if matches(token, "#elseif") || matches(token, "#else") {
                guard !conditionFrames.isEmpty else { return }
                let next = matches(token, "#else") ? nil : condition()
                if let current = conditionFrames[conditionFrames.count - 1].current {
                    conditionFrames[conditionFrames.count - 1].earlierBranches.append(current)
                }
                conditionFrames[conditionFrames.count - 1].current = next
            } else if matches(token, "#endif") {
                if !conditionFrames.isEmpty { conditionFrames.removeLast() }
            }
        }

        /// The enclosing `#if` conditions, outermost first.
        var conditions: [String] { conditionFrames.map(DeclarationScanner.Pass.condition(of:)) }

        // MARK: - Token helpers

        /// The identifier at `index` without backticks.
        func identifierName(_ index: Int) -> String { name(tokens[index]) }

        /// Whether the token at `index` is exactly the operator `text` (`=`, `!`, `?`).
        func isOperator(_ index: Int, _ text: StaticString) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .operator && matches(tokens[index], text)
        }

        /// Whether the identifier at `index` starts with an upper-case ASCII letter (a type name by convention).
        func isTypeLikeName(_ index: Int) -> Bool {
            guard isIdentifier(index) else { return false }
            var start = tokens[index].start
            if bytes[start] == UInt8(ascii: "`"), start + 1 < tokens[index].end { start += 1 }
            return bytes[start] >= UInt8(ascii: "A") && bytes[start] <= UInt8(ascii: "Z")
        }

        /// The tokens `from...to` as text without any trivia.
        func compactText(_ from: Int, _ to: Int) -> String {
            var output = ""
            var position = from
            while position <= to {
                output += text(tokens[position])
                position += 1
            }
            return output
        }
    }
}
