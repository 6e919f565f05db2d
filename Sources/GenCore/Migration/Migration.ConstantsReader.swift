// MARK: - Migration.ConstantsReader

extension Migration {
    /// One pass over a file's significant tokens (read with `SignificantTokenReading`'s vocabulary, like the
    /// scanners') with a stack of the blocks it is in, which fills `Migration.Constants`.
    struct ConstantsReader: SignificantTokenReading {
        enum Frame {
            /// A type or extension body, with the type's name.
            case type(String, isStringEnum: Bool)
            /// A function, initializer, accessor or closure body, or any other block.
            case block(start: Int)
        }

        let file: Int
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: CheckedBuffer<Token>
        /// Whether a line break precedes each significant token.
        let breakBefore: CheckedBuffer<Bool>
        var frames: [Frame] = []
        /// The name and string-enum-ness announced by a type header whose `{` has not been read.
        var pendingType: (String, Bool)?
        /// Parameter names of a function header whose body `{` has not been read.
        var pendingParameters: [String] = []

        init(
            file: Int, bytes: UnsafeBufferPointer<UInt8>, tokens: CheckedBuffer<Token>, breakBefore: CheckedBuffer<Bool>
        ) {
            self.file = file
            self.bytes = bytes
            self.tokens = tokens
            self.breakBefore = breakBefore
            var closes: [Int: Int] = [:]
            var stack: [Int] = []
            for index in 0..<tokens.count where tokens[index].kind == .punctuation {
                let token = tokens[index]
                switch bytes[token.start] {
                case UInt8(ascii: "{"): stack.append(token.start)
                case UInt8(ascii: "}"): if let open = stack.popLast() { closes[open] = token.end }
                default: break
                }
            }
            closingBraces = closes
        }

        /// The end of the `}` matching each `{`, by the `{`'s byte offset.
        let closingBraces: [Int: Int]

        /// The text of the token at `index` (an identifier without backticks); `""` past either end.
        func text(_ index: Int) -> String {
            guard index >= 0, index < tokens.count else { return "" }
            return name(tokens[index])
        }

        func isOperator(_ index: Int, _ text: String) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .operator && self.text(index) == text
        }
        func isTypeLike(_ index: Int) -> Bool {
            guard isIdentifier(index), let first = text(index).utf8.first else { return false }
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        }

        /// The innermost type name, and whether the innermost frame is that type's body.
        var enclosingType: (name: String, isBody: Bool, isStringEnum: Bool)? {
            for (depth, frame) in frames.enumerated().reversed() {
                if case .type(let name, let isStringEnum) = frame {
                    return (name, depth == frames.count - 1, isStringEnum)
                }
            }
            return nil
        }

        /// The block the innermost frame opened, for locals.
        var blockScope: Range<Int>? {
            guard case .block(let start)? = frames.last else { return nil }
            return start..<(closingBrace(fromOpening: start) ?? Int.max)
        }

        /// The byte offset just after the `}` matching the `{` at byte `start`.
        func closingBrace(fromOpening start: Int) -> Int? { closingBraces[start] }

        mutating func run(into constants: inout Migration.Constants) {
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .punctuation {
                    switch bytes[token.start] {
                    case UInt8(ascii: "{"): open(index, into: &constants)
                    case UInt8(ascii: "}"): if !frames.isEmpty { frames.removeLast() }
                    default: break
                    }
                } else if token.kind == .identifier, isPunctuation(index - 1, "."), text(index) == "reuseIdentifier" {
                    // `X.reuseIdentifier`, `Self.reuseIdentifier`, `type(of: cell).reuseIdentifier`: what is read on.
                    let reader = index >= 2 ? text(index - 2) : ""
                    constants.identifierReads[reader, default: []].insert(file)
                } else if token.kind == .identifier, !isPunctuation(index - 1, "."), !isPunctuation(index + 1, ":") {
                    // (A word followed by `:` is an argument label, `for: indexPath`, not a keyword.)
                    switch text(index) {
                    case "class", "struct", "enum", "extension", "actor", "protocol":
                        readTypeHeader(index)
                    case "func", "init", "subscript":
                        readParameters(index)
                    case "let", "var":
                        readDeclaration(index, into: &constants)
                    case "case":
                        readCase(index, into: &constants)
                    case "for":
                        readForIn(index, into: &constants)
                    default:
                        break
                    }
                }
                index += 1
            }
        }

        /// Pushes the frame a `{` opens; a closure's parameters (`{ a, b in`) become unknown locals.
        mutating func open(_ index: Int, into constants: inout Migration.Constants) {
            if let (name, isStringEnum) = pendingType {
                frames.append(.type(name, isStringEnum: isStringEnum))
                pendingType = nil
                pendingParameters = []
                return
            }
            frames.append(.block(start: tokens[index].start))
            guard let scope = blockScope else { return }
            for name in pendingParameters {
                constants.locals[file, default: []].append(
                    Migration.Constants.Local(name: name, value: .unknown, scope: scope, declaredAt: scope.lowerBound))
            }
            pendingParameters = []
            // `{ a, b in`, `{ (a: T, b) in`, `{ [weak self] a in`: every name before `in`.
            var position = index + 1
            var names: [String] = []
            while position < min(tokens.count, index + 40) {
                if isIdentifier(position), text(position) == "in" {
                    for name in names {
                        constants.locals[file, default: []].append(
                            Migration.Constants.Local(
                                name: name, value: .unknown, scope: scope, declaredAt: scope.lowerBound))
                    }
                    return
                }
                let token = tokens[position]
                if token.kind == .punctuation,
                    bytes[token.start] == UInt8(ascii: "{") || bytes[token.start] == UInt8(ascii: "}")
                {
                    return
                }
                if token.kind == .operator, !(text(position) == "?" || text(position) == "!" || text(position) == "->")
                {
                    return
                }
                if isIdentifier(position) { names.append(text(position)) }
                position += 1
            }
        }

        /// `class Name`, `enum Name: String`, `extension A.B`: announces the next `{` as that type's body.
        mutating func readTypeHeader(_ index: Int) {
            guard isIdentifier(index + 1) else { return }
            let keyword = text(index)
            if keyword == "class", ["func", "var", "let", "subscript", "init"].contains(text(index + 1)) { return }
            var name = text(index + 1)
            var position = index + 2
            if keyword == "extension" {
                while isPunctuation(position, "."), isIdentifier(position + 1) {
                    name += "." + text(position + 1)
                    position += 2
                }
            } else if let outer = enclosingType, outer.isBody {
                name = outer.name + "." + name
            }
            var isStringEnum = false
            if keyword == "enum" {
                while isOperator(position, "<") || isIdentifier(position) || isOperator(position, ">") { position += 1 }
                isStringEnum = isPunctuation(position, ":") && text(position + 1) == "String"
            }
            pendingType = (name, isStringEnum)
        }

        /// The parameter names of `func f(label name: T, …)` / `init(…)`, which hide members in the body.
        mutating func readParameters(_ index: Int) {
            var position = index + 1
            while position < tokens.count, !isPunctuation(position, "("), !isPunctuation(position, "{") {
                position += 1
            }
            guard isPunctuation(position, "(") else { return }
            var depth = 0
            var names: [String] = []
            while position < tokens.count {
                if isPunctuation(position, "(") || isPunctuation(position, "[") { depth += 1 }
                if isPunctuation(position, ")") || isPunctuation(position, "]") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if depth == 1, isPunctuation(position, ":"), isIdentifier(position - 1) {
                    names.append(text(position - 1))
                }
                position += 1
            }
            pendingParameters = names
        }

        /// `for name in`, `for (a, b) in`, `for case let … in`: unknown locals of the enclosing block.
        mutating func readForIn(_ index: Int, into constants: inout Migration.Constants) {
            var position = index + 1
            while position < min(tokens.count, index + 20), !(isIdentifier(position) && text(position) == "in") {
                if isIdentifier(position) { addUnknownLocal(text(position), at: position, into: &constants) }
                position += 1
            }
        }

        mutating func addUnknownLocal(_ name: String, at position: Int, into constants: inout Migration.Constants) {
            let scope = blockScope ?? 0..<Int.max
            constants.locals[file, default: []].append(
                Migration.Constants.Local(name: name, value: .unknown, scope: scope, declaredAt: tokens[position].start)
            )
        }

        /// `let name = value`, `let name: String = value`, `var name: String { value }`, `let (a, b) = …`.
        mutating func readDeclaration(_ index: Int, into constants: inout Migration.Constants) {
            let isLet = text(index) == "let"
            guard isIdentifier(index + 1) else {
                // A tuple pattern: every name in it is unknown.
                if isPunctuation(index + 1, "(") {
                    var position = index + 2
                    while position < tokens.count, !isPunctuation(position, ")") {
                        if isIdentifier(position) { addUnknownLocal(text(position), at: position, into: &constants) }
                        position += 1
                    }
                }
                return
            }
            let name = text(index + 1)
            var position = index + 2
            var annotation: [String] = []
            if isPunctuation(position, ":") {
                position += 1
                while position < tokens.count, !isOperator(position, "="), !isPunctuation(position, "{"),
                    !breakBefore[position] || annotation.isEmpty
                {
                    if isPunctuation(position, ")") || isPunctuation(position, ",") || isPunctuation(position, "}") {
                        break
                    }
                    annotation.append(text(position))
                    position += 1
                }
            }
            // A protocol's requirement (`static var reuseIdentifier: String { get }`) declares no value: what
            // the name reads is its implementation's.
            if !isLet, isPunctuation(position, "{"), let close = matchingBrace(position), close > position + 1,
                (position + 1..<close).allSatisfy({
                    isIdentifier($0) && ["get", "set", "mutating", "nonmutating"].contains(text($0))
                })
            {
                return
            }
            var value = Migration.Constants.Value.unknown
            let isStatic =
                isIdentifier(index - 1) && ["static", "class"].contains(text(index - 1))
                || (index >= 2 && ["static", "class"].contains(text(index - 2)) && isIdentifier(index - 1))
            if isOperator(position, "=") {
                let end = expressionEnd(from: position + 1)
                if isLet { value = evaluate(position + 1, end) }
            } else if !isLet, isPunctuation(position, "{"),
                annotation == ["String"] || ["UINib", "UINib?", "UINib!"].contains(annotation.joined())
            {
                // A computed property: `{ "X" }`, `{ return "X" }`, `{ String(describing: self) }`,
                // `{ UINib(nibName: "X", bundle: nil) }`, `{ .init(nibName: reuseIdentifier, bundle: nil) }`.
                var first = position + 1
                if isIdentifier(first), text(first) == "return" { first += 1 }
                let close = matchingBrace(position)
                if let close, close - 1 >= first,
                    !(isIdentifier(first) && ["get", "set", "didSet", "willSet"].contains(text(first)))
                {
                    value = evaluate(first, close - 1, impliesNib: annotation != ["String"])
                    if case .identifier(.describing("self")) = value { value = isStatic ? .describingSelf : .unknown }
                }
            }
            if case .identifier(.describing("self")) = value { value = .unknown }
            if let type = enclosingType, type.isBody {
                constants.members[type.name, default: [:]][name, default: []].append(value)
            } else if frames.isEmpty {
                constants.globals[name, default: []].append(value)
            } else {
                let scope = blockScope ?? 0..<Int.max
                var local = Migration.Constants.Local(
                    name: name, value: value, scope: scope, declaredAt: tokens[index].start)
                // Uses are found for constants only: their declaration goes when migrate rewrites every use.
                if case .unknown = value {
                } else if isLet, isOperator(position, "=") {
                    local.declarationLines = wholeLines(index, expressionEnd(from: position + 1))
                    local.nameRange = tokens[index + 1].range
                    var offset = firstToken(atOrAfter: scope.lowerBound)
                    while offset < tokens.count, tokens[offset].start < scope.upperBound {
                        if offset != index + 1, tokens[offset].kind == .identifier, text(offset) == name,
                            !isPunctuation(offset - 1, ".")
                        {
                            local.uses.append(tokens[offset].start)
                        }
                        offset += 1
                    }
                }
                constants.locals[file, default: []].append(local)
            }
        }

        /// The index of the first token starting at or after `offset` (binary search).
        func firstToken(atOrAfter offset: Int) -> Int {
            Token.firstIndex(startingAtOrAfter: offset, count: tokens.count) { tokens[$0] }
        }

        /// The bytes from the start of the line of token `first` to the end of the line of token `last` (its line
        /// break included), when only spaces precede `first` and follow `last` on those lines.
        func wholeLines(_ first: Int, _ last: Int) -> Range<Int>? {
            guard last < tokens.count else { return nil }
            var start = tokens[first].start
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return nil }
            var end = tokens[last].end
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            guard end == bytes.count || bytes[end] == 0x0A || bytes[end - 1] == 0x0D else { return nil }
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            return start..<end
        }

        /// `case a = "X", b` in a `String` enum: the raw values (a case without one has its name).
        mutating func readCase(_ index: Int, into constants: inout Migration.Constants) {
            guard let type = enclosingType, type.isBody else {
                // `case let .x(name)` / `case .x(let name)` patterns are read by `readDeclaration` at their `let`.
                return
            }
            guard type.isStringEnum else { return }
            var position = index + 1
            while isIdentifier(position) {
                let name = text(position)
                var value: String? = name
                position += 1
                if isOperator(position, "=") {
                    // (`case a =` may end the file.)
                    value =
                        position + 1 < tokens.count && tokens[position + 1].kind == .string
                        ? StringLiteral.value(of: tokens[position + 1], in: bytes) : nil
                    position += 2
                }
                constants.rawValues[type.name, default: [:]][name] = value
                guard isPunctuation(position, ",") else { break }
                position += 1
            }
        }
    }
}
