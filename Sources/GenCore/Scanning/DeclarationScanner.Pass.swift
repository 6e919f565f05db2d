// MARK: - Scan state

extension DeclarationScanner {
    /// The mutable state of one scan: a cursor over significant tokens plus the scope and `#if` stacks.
    struct Pass {
        enum ScopeKind: Equatable {
            case type(index: Int)
            case `extension`(index: Int)
            case code
        }

        struct Scope {
            var kind: ScopeKind
            /// The qualified name nested declarations are prefixed with; `nil` for code blocks.
            var qualifiedName: String?
            /// The most visible access nested declarations can have.
            var accessCap: DeclaredAccess?
        }

        struct ConditionFrame {
            var earlierBranches: [String] = []
            /// The current branch's own condition; `nil` in an `#else` branch.
            var current: String?
        }

        struct Modifiers {
            var access: DeclaredAccess?
            var isFinal = false
            var isStatic = false
            var attributes: [String] = []
        }

        let file: SourceFile
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: CheckedBuffer<Token>
        let breakBefore: CheckedBuffer<Bool>
        var index = 0
        var scopes: [Scope] = []
        /// The qualified names of the enclosing type and extension scopes, outermost first.
        var namedScopes: [String] = []
        /// How many of `scopes` are code blocks.
        var codeDepth = 0
        var conditionFrames: [ConditionFrame] = []
        var reportedTooDeep = false
        var pending = Modifiers()
        var pendingBody: Scope?
        var result: ScannedFile
        /// `DeclarationScanner.Pass.handledInitials`, read once per scan rather than through the lazily initialised static.
        let handledInitials = DeclarationScanner.Pass.handledInitials

        init(
            file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, tokens: CheckedBuffer<Token>, breakBefore: CheckedBuffer<Bool>
        ) {
            self.file = file
            self.bytes = bytes
            self.tokens = tokens
            self.breakBefore = breakBefore
            self.result = ScannedFile(path: file.path)
        }

        // MARK: - Main loop

        /// Visits every significant token once (headers are read ahead, then the loop resumes after them).
        mutating func run() {
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .punctuation:
                    switch bytes[token.start] {
                    case UInt8(ascii: "{"): openScope()
                    case UInt8(ascii: "}"): closeScope()
                    case UInt8(ascii: "@"):
                        readAttribute()
                        continue
                    default: clearPending()
                    }
                    index += 1
                case .poundKeyword:
                    readDirective()
                case .identifier:
                    readIdentifier()
                default:
                    clearPending()
                    index += 1
                }
            }
        }

        /// Forgets the pending modifiers; skips the store (and the release of the attribute array) when there are
        /// none, which is the common case for tokens in method bodies.
        @inline(__always) mutating func clearPending() {
            if pending.access != nil || pending.isFinal || pending.isStatic || !pending.attributes.isEmpty {
                pending = Modifiers()
            }
        }

        mutating func openScope() {
            let scope = pendingBody ?? Scope(kind: .code, qualifiedName: nil, accessCap: scopes.last?.accessCap)
            scopes.append(scope)
            if let name = scope.qualifiedName { namedScopes.append(name) }
            if scope.kind == .code { codeDepth += 1 }
            pendingBody = nil
            pending = Modifiers()
        }

        mutating func closeScope() {
            if let scope = scopes.popLast() {
                if scope.qualifiedName != nil { namedScopes.removeLast() }
                if scope.kind == .code { codeDepth -= 1 }
            }
            pendingBody = nil
            pending = Modifiers()
        }

        /// The most nested types, extensions or `#if` blocks a recorded declaration may sit in.
        static let maximumNesting = 256

        /// Whether a declaration at the cursor is too deeply nested to record (warning once per file).
        mutating func isTooDeep() -> Bool {
            guard namedScopes.count >= Self.maximumNesting || conditionFrames.count >= Self.maximumNesting else { return false }
            if !reportedTooDeep {
                reportedTooDeep = true
                result.diagnostics.append(Diagnostic(
                    .warning,
                    "declarations nested more than \(Self.maximumNesting) types, extensions or #if blocks deep are not scanned",
                    at: location(index)))
            }
            return true
        }

        // MARK: - Identifiers and keywords

        mutating func readIdentifier() {
            let token = tokens[index]
            // Every word handled below is lower-case ASCII of 3 to 11 bytes: any other identifier (a type name, a
            // backticked or long name) takes the path an ordinary identifier takes at the end, without the tests.
            let first = bytes[token.start]
            let length = token.end - token.start
            if first < UInt8(ascii: "a") || first > UInt8(ascii: "z") || length > 11
                || handledInitials[length] & (1 << UInt32(first - UInt8(ascii: "a"))) == 0 {
                clearPending()
                index += 1
                return
            }
            if let access = accessModifier(token) {
                if isPunctuation(index + 1, "(") {
                    // `private(set)` and friends restrict a setter, not the declaration.
                    index += 1
                    skipBalanced()
                } else {
                    pending.access = access
                    index += 1
                }
                return
            }
            switch token.end - token.start {
            case 3:
                if matches(token, "var") || matches(token, "let") { readProperty(); return }
            case 5:
                if matches(token, "class") {
                    if startsDeclaration(after: index) { readTypeDeclaration(.class) } else {
                        pending.isStatic = true
                        index += 1
                    }
                    return
                }
                if matches(token, "final") { pending.isFinal = true; index += 1; return }
                if matches(token, "actor"), startsDeclaration(after: index), isActorHeader(index + 2) {
                    readTypeDeclaration(.actor)
                    return
                }
            case 4:
                if matches(token, "enum"), startsDeclaration(after: index) { readTypeDeclaration(.enum); return }
            case 6:
                if matches(token, "struct"), startsDeclaration(after: index) { readTypeDeclaration(.struct); return }
                if matches(token, "static") { pending.isStatic = true; index += 1; return }
                if matches(token, "import"), scopes.isEmpty { readImport(); return }
            case 8:
                if matches(token, "protocol"), startsDeclaration(after: index) { readTypeDeclaration(.protocol); return }
            case 9:
                if matches(token, "extension"), isIdentifier(index + 1) { readExtension(); return }
                if matches(token, "typealias"), isIdentifier(index + 1) { readTypealias(); return }
            default:
                break
            }
            if isOtherModifier(token) {
                index += 1
                return
            }
            clearPending()
            index += 1
        }

        /// Every word `readIdentifier` handles (access levels, declaration keywords and `isOtherModifier`'s words):
        /// a word added there must be added here.
        static let handledWords = [
            "open", "public", "private", "package", "internal", "fileprivate",
            "var", "let", "class", "final", "actor", "enum", "struct", "static", "import", "protocol", "extension", "typealias",
            "lazy", "weak", "infix", "prefix", "dynamic", "unowned", "postfix", "sending", "override", "required",
            "mutating", "indirect", "optional", "isolated", "consuming", "borrowing", "convenience", "nonisolated",
            "nonmutating", "distributed",
        ]

        /// For each length up to 11, a bit per letter `a`…`z` that starts a handled word of that length: most
        /// identifiers in method bodies (`self`, `return`, `guard`, …) are told apart from every handled word by
        /// this one lookup.
        static let handledInitials: [UInt32] = {
            var masks = [UInt32](repeating: 0, count: 12)
            for word in handledWords {
                let bytes = Array(word.utf8)
                masks[bytes.count] |= 1 << UInt32(bytes[0] - UInt8(ascii: "a"))
            }
            return masks
        }()

        /// Whether the token is a declaration modifier other than an access level, `final`, `static` or `class`
        /// (`override`, `lazy`, `nonisolated` …), compared byte by byte so that the common case (an ordinary
        /// identifier in a method body) allocates no string and hashes nothing.
        @inline(__always) func isOtherModifier(_ token: Token) -> Bool {
            switch token.end - token.start {
            case 4: matches(token, "lazy") || matches(token, "weak")
            case 5: matches(token, "infix")
            case 6: matches(token, "prefix")
            case 7: matches(token, "dynamic") || matches(token, "unowned") || matches(token, "postfix")
                || matches(token, "sending")
            case 8: matches(token, "override") || matches(token, "required") || matches(token, "mutating")
                || matches(token, "indirect") || matches(token, "optional") || matches(token, "isolated")
            case 9: matches(token, "consuming") || matches(token, "borrowing")
            case 11: matches(token, "convenience") || matches(token, "nonisolated") || matches(token, "nonmutating")
                || matches(token, "distributed")
            default: false
            }
        }

        /// Words that may follow `class` when it is a modifier rather than a declaration keyword.
        static let wordsAfterClassModifier: Set<String> = [
            "func", "var", "let", "subscript", "override", "final", "static", "init", "deinit", "convenience",
            "required", "nonisolated", "public", "private", "fileprivate", "internal", "open", "package", "typealias",
            "dynamic", "mutating", "lazy", "weak", "unowned", "indirect", "prefix", "postfix", "infix", "class",
            "associatedtype", "case", "protocol", "struct", "enum", "extension", "actor",
        ]

        /// Whether the token after `index` names a declared type (an identifier that is not a modifier or keyword).
        func startsDeclaration(after index: Int) -> Bool {
            guard isIdentifier(index + 1) else { return false }
            if index > 0, isPunctuation(index - 1, ".") { return false }
            return !Self.wordsAfterClassModifier.contains(text(tokens[index + 1]))
        }

        /// Whether `actor Name` is followed by what a declaration header has (so `actor` is not a variable).
        func isActorHeader(_ next: Int) -> Bool {
            guard next < tokens.count else { return false }
            if isPunctuation(next, "{") || isPunctuation(next, ":") { return true }
            if tokens[next].kind == .operator, bytes[tokens[next].start] == UInt8(ascii: "<") { return true }
            return tokens[next].kind == .identifier && matches(tokens[next], "where")
        }

        // MARK: - Token helpers

        func text(_ token: Token) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        }

        /// The identifier's name without backticks.
        func name(_ token: Token) -> String {
            if token.end - token.start >= 2, bytes[token.start] == UInt8(ascii: "`") {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<(token.end - 1)]), as: UTF8.self)
            }
            return text(token)
        }

        @inline(__always) func matches(_ token: Token, _ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard token.end - token.start == count else { return false }
            let pointer = word.utf8Start
            for offset in 0..<count where bytes[token.start + offset] != pointer[offset] { return false }
            return true
        }

        func isIdentifier(_ index: Int) -> Bool { index < tokens.count && tokens[index].kind == .identifier }

        func isWord(_ index: Int, _ word: StaticString) -> Bool {
            index < tokens.count && tokens[index].kind == .identifier && matches(tokens[index], word)
        }

        func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            guard index < tokens.count, tokens[index].kind == .punctuation else { return false }
            return bytes[tokens[index].start] == UInt8(ascii: character)
        }

        @inline(__always) func accessModifier(_ token: Token) -> DeclaredAccess? {
            switch token.end - token.start {
            case 4 where matches(token, "open"): .open
            case 6 where matches(token, "public"): .public
            case 7 where matches(token, "private"): .private
            case 7 where matches(token, "package"): .package
            case 8 where matches(token, "internal"): .internal
            case 11 where matches(token, "fileprivate"): .fileprivate
            default: nil
            }
        }

        func location(_ index: Int) -> SourceLocation {
            file.location(at: index < tokens.count ? tokens[index].start : bytes.count)
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

        /// Skips from an opening `(`, `[` or `{` at `index` past its matching closer (or to the end of the file).
        mutating func skipBalanced() {
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                guard token.kind == .punctuation else { continue }
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth <= 0 { return }
                default: break
                }
            }
        }

        // MARK: - Context

        var isInCodeBlock: Bool { codeDepth > 0 }

        var lexicalScope: [String] { namedScopes }

        var enclosingQualifiedName: String? { namedScopes.last }

        var conditions: [String] { conditionFrames.map(Self.condition(of:)) }

        static func condition(of frame: ConditionFrame) -> String {
            var parts = frame.earlierBranches.map(negated)
            if let current = frame.current { parts.append(parts.isEmpty ? current : "(\(current))") }
            return parts.joined(separator: " && ")
        }

        static func negated(_ condition: String) -> String {
            let isAtom = condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "(" || $0 == ")" || $0 == "." }
                && !condition.hasPrefix("(")
            return isAtom ? "!" + condition : "!(" + condition + ")"
        }
    }
}
