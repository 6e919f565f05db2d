// MARK: - Scan state

extension DeclarationScanner {
    /// The mutable state of one scan: a cursor over significant tokens plus the scope and `#if` stacks.
    struct Pass: SignificantTokenReading {
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
            /// Whether the functions declared directly in the body are recorded: a protocol's body, or an extension
            /// of a class or protocol reusable-gen's helpers extend (`DeclarationScanner.helperHosts`).
            var recordsFunctions = false
        }

        struct ConditionFrame {
            var earlierBranches: [String] = []
            /// The current branch's own condition; `nil` in an `#else` branch.
            var current: String?
        }

        struct Modifiers {
            var access: DeclaredAccess? { didSet { isSet = true } }
            var isFinal = false { didSet { isSet = true } }
            var isStatic = false { didSet { isSet = true } }
            var attributes: [String] = [] { didSet { isSet = true } }
            /// Whether any modifier was set since these were made: one test for the tokens of method bodies.
            private(set) var isSet = false
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
        /// The keyword lookup, read once per scan rather than through the lazily initialised static on every identifier.
        let keywords = ScannerKeyword.Lookup.shared
        /// Whether instance properties and methods are recorded as Objective-C sees them (`ObjectiveCMembers`).
        let recordsObjectiveC: Bool

        init(
            file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, tokens: CheckedBuffer<Token>,
            breakBefore: CheckedBuffer<Bool>, recordsObjectiveC: Bool = false
        ) {
            self.recordsObjectiveC = recordsObjectiveC
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
            if pending.isSet { pending = Modifiers() }
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
            guard namedScopes.count >= Self.maximumNesting || conditionFrames.count >= Self.maximumNesting else {
                return false
            }
            if !reportedTooDeep {
                reportedTooDeep = true
                result.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "declarations nested more than \(Self.maximumNesting) types, extensions or #if blocks deep are not scanned",
                        at: location(index)))
            }
            return true
        }

        // MARK: - Identifiers and keywords

        mutating func readIdentifier() {
            let token = tokens[index]
            // Any identifier that is not a scanner keyword (a type name, a backticked or long name, `self`, …) takes
            // the path an ordinary identifier takes, after the lookup's one bit test in most cases.
            guard let keyword = keywords.keyword(in: bytes, from: token.start, to: token.end) else {
                clearPending()
                index += 1
                return
            }
            switch keyword.role {
            case .access(let access):
                if isPunctuation(index + 1, "(") {
                    // `private(set)` and friends restrict a setter, not the declaration.
                    index += 1
                    skipBalanced()
                } else {
                    pending.access = access
                    index += 1
                }
                return
            case .otherModifier:
                // `dynamic` and `override` make a member visible to Objective-C (`ObjectiveCMembers`).
                if recordsObjectiveC { recordModifier(keyword) }
                index += 1
                return
            case .declaration:
                if readDeclaration(keyword) { return }
            }
            clearPending()
            index += 1
        }

        /// Keeps `dynamic` and `override` with the pending attributes: they make a member visible to Objective-C.
        /// Out of line, so that the loop over every identifier stays as small as without the IB checks.
        @inline(never) mutating func recordModifier(_ keyword: ScannerKeyword) {
            if keyword == .dynamic || keyword == .override { pending.attributes.append(keyword.spelling) }
        }

        /// Reads what a declaration keyword, `final`, `static` or `class` starts; `false` when the word is used
        /// otherwise here (`enum` as a member name, `import` inside a scope, …).
        mutating func readDeclaration(_ keyword: ScannerKeyword) -> Bool {
            switch keyword {
            case .var, .let: readProperty()
            case .class:
                if startsDeclaration(after: index) {
                    readTypeDeclaration(.class)
                } else {
                    pending.isStatic = true
                    index += 1
                }
            case .final:
                pending.isFinal = true
                index += 1
            case .static:
                pending.isStatic = true
                index += 1
            case .actor:
                guard startsDeclaration(after: index), isActorHeader(index + 2) else { return false }
                readTypeDeclaration(.actor)
            case .enum:
                guard startsDeclaration(after: index) else { return false }
                readTypeDeclaration(.enum)
            case .struct:
                guard startsDeclaration(after: index) else { return false }
                readTypeDeclaration(.struct)
            case .protocol:
                guard startsDeclaration(after: index) else { return false }
                readTypeDeclaration(.protocol)
            case .import:
                guard scopes.isEmpty else { return false }
                readImport()
            case .extension:
                guard isIdentifier(index + 1) else { return false }
                readExtension()
            case .typealias:
                guard isIdentifier(index + 1) else { return false }
                readTypealias()
            case .func:
                guard let scope = scopes.last, scope.recordsFunctions || (recordsObjectiveC && scope.kind != .code),
                    isIdentifier(index + 1)
                else { return false }
                readFunction(in: scope)
            default:
                return false
            }
            return true
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

        func location(_ index: Int) -> SourceLocation {
            file.location(at: index < tokens.count ? tokens[index].start : bytes.count)
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
            let isAtom =
                condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "(" || $0 == ")" || $0 == "." }
                && !condition.hasPrefix("(")
            return isAtom ? "!" + condition : "!(" + condition + ")"
        }
    }
}
