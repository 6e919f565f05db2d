// MARK: - Migration.Constants

extension Migration {
    /// The string and nib constants the sources declare, so that an identifier written as a name
    /// (`switchCellId`, `ListViewController.cellId`, `CellID.profile.rawValue`, `nib`) can be resolved to the value
    /// it always has: a `let` (static, instance, local or global) initialised with a literal, `String(describing:)`,
    /// `"\(X.self)"`, `UINib(nibName:bundle:)` or another such constant; a computed `var` whose body is only such a
    /// value; a case of a `String` raw-value enum. Anything else with the same name (a `var`, a parameter, a closure
    /// parameter, a pattern) hides the name as unknown, so a name is resolved only when every declaration that can
    /// be in scope is a constant.
    struct Constants {
        /// A declared value, as far as its tokens tell.
        enum Value: Hashable {
            case identifier(CallSite.Identifier)
            case nib(CallSite.Nib)
            /// `String(describing: self)` in a static member: the bare name of the type it is called on.
            case describingSelf
            case unknown
        }

        /// A name declared inside a function, closure or other block.
        struct Local {
            var name: String
            var value: Value
            /// The bytes of the enclosing block; a `let` counts from `declaredAt` on.
            var scope: Range<Int>
            var declaredAt: Int
            /// The bytes of a `let` declaration's whole line(s) when nothing else is on them, for removing it.
            var declarationLines: Range<Int>?
            /// How often the name occurs in its scope (not after a dot), the declaration included; counted for nibs.
            var occurrences = 0
        }

        /// Members by type name as written in the declaration or extension (`Outer.Inner`), then by member name.
        var members: [String: [String: [Value]]] = [:]
        /// Raw values of `String` enums' cases, by enum name, then by case name.
        var rawValues: [String: [String: String]] = [:]
        /// Top-level constants by name.
        var globals: [String: [Value]] = [:]
        /// Locals by file index.
        var locals: [Int: [Local]] = [:]

        /// Reads the declarations of every file.
        init(_ sources: [SourceFile]) {
            for (index, source) in sources.enumerated() {
                source.bytes.withUnsafeBufferPointer { bytes in
                    let tokens = Lexer.lex(source).tokens
                    var reader = Reader(file: index, bytes: bytes, all: tokens)
                    reader.run(into: &self)
                }
            }
        }

        /// The members of a type named `type` (matched on its last component when the written names differ).
        func members(of type: String) -> [String: [Value]] {
            if let exact = members[type] { return exact }
            let last = TypeReference.lastComponent(of: type)
            var merged: [String: [Value]] = [:]
            for (name, values) in members where TypeReference.lastComponent(of: name) == last {
                merged.merge(values) { $0 + $1 }
            }
            return merged
        }

        /// The raw value of `type.name` when `type` is a `String` enum of the sources.
        func rawValue(of type: String, _ name: String) -> String? {
            if let exact = rawValues[type] { return exact[name] }
            let last = TypeReference.lastComponent(of: type)
            let found = rawValues.filter { TypeReference.lastComponent(of: $0.key) == last }
            guard found.count == 1 else { return nil }
            return found.first?.value[name]
        }

        /// The innermost local named `name` in scope at `offset` of a file, if any: `.unknown` when it is not a
        /// constant, `nil` when no local of that name is in scope.
        func local(_ name: String, file: Int, at offset: Int) -> Value? {
            localDeclaration(name, file: file, at: offset)?.value
        }

        /// The innermost local named `name` in scope at `offset` of a file, with where it is declared.
        func localDeclaration(_ name: String, file: Int, at offset: Int) -> Local? {
            var best: Local?
            for local in locals[file] ?? [] where local.name == name && local.scope.contains(offset) {
                if case .unknown = local.value {} else if local.declaredAt > offset { continue }
                if best.map({ local.scope.count <= $0.scope.count }) ?? true { best = local }
            }
            return best
        }
    }
}

// MARK: - Reader

extension Migration.Constants {
    /// One pass over a file's significant tokens with a stack of the blocks it is in.
    fileprivate struct Reader {
        enum Frame {
            /// A type or extension body, with the type's name.
            case type(String, isStringEnum: Bool)
            /// A function, initializer, accessor or closure body, or any other block.
            case block(start: Int)
        }

        let file: Int
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: [Token]
        /// Whether a line break precedes each significant token.
        let breakBefore: [Bool]
        var frames: [Frame] = []
        /// The name and string-enum-ness announced by a type header whose `{` has not been read.
        var pendingType: (String, Bool)?
        /// Parameter names of a function header whose body `{` has not been read.
        var pendingParameters: [String] = []

        init(file: Int, bytes: UnsafeBufferPointer<UInt8>, all: [Token]) {
            self.file = file
            self.bytes = bytes
            var significant: [Token] = []
            var breaks: [Bool] = []
            var sawBreak = true
            for token in all {
                if token.kind == .newline { sawBreak = true }
                if token.kind.isTrivia { continue }
                significant.append(token)
                breaks.append(sawBreak)
                sawBreak = false
            }
            tokens = significant
            breakBefore = breaks
            var closes: [Int: Int] = [:]
            var stack: [Int] = []
            for token in significant where token.kind == .punctuation {
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

        func text(_ index: Int) -> String {
            guard index >= 0, index < tokens.count else { return "" }
            let token = tokens[index]
            var start = token.start
            var end = token.end
            if token.kind == .identifier, end - start >= 2, bytes[start] == UInt8(ascii: "`") {
                start += 1
                end -= 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        func isIdentifier(_ index: Int) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .identifier
        }
        func isPunctuation(_ index: Int, _ text: String) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && self.text(index) == text
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
                    Local(name: name, value: .unknown, scope: scope, declaredAt: scope.lowerBound))
            }
            pendingParameters = []
            // `{ a, b in`, `{ (a: T, b) in`, `{ [weak self] a in`: every name before `in`.
            var position = index + 1
            var names: [String] = []
            while position < min(tokens.count, index + 40) {
                if isIdentifier(position), text(position) == "in" {
                    for name in names {
                        constants.locals[file, default: []].append(
                            Local(name: name, value: .unknown, scope: scope, declaredAt: scope.lowerBound))
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
                Local(name: name, value: .unknown, scope: scope, declaredAt: tokens[position].start))
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
            var value = Value.unknown
            let isStatic =
                isIdentifier(index - 1) && ["static", "class"].contains(text(index - 1))
                || (index >= 2 && ["static", "class"].contains(text(index - 2)) && isIdentifier(index - 1))
            if isOperator(position, "=") {
                let end = expressionEnd(from: position + 1)
                if isLet { value = evaluate(position + 1, end) }
            } else if !isLet, isPunctuation(position, "{"), annotation == ["String"] {
                // A computed property: `{ "X" }`, `{ return "X" }`, `{ String(describing: self) }`.
                var first = position + 1
                if isIdentifier(first), text(first) == "return" { first += 1 }
                let close = matchingBrace(position)
                if let close, close - 1 >= first,
                    !(isIdentifier(first) && ["get", "set", "didSet", "willSet"].contains(text(first)))
                {
                    value = evaluate(first, close - 1)
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
                var local = Local(name: name, value: value, scope: scope, declaredAt: tokens[index].start)
                if case .nib = value, isLet, isOperator(position, "=") {
                    local.declarationLines = wholeLines(index, expressionEnd(from: position + 1))
                }
                // Counted for nibs only: a nib local is removed when its one use is rewritten.
                if case .nib = value {
                } else {
                    constants.locals[file, default: []].append(local)
                    return
                }
                for (offset, token) in tokens.enumerated()
                where token.kind == .identifier && scope.contains(token.start) && text(offset) == name
                    && !isPunctuation(offset - 1, ".")
                {
                    local.occurrences += 1
                }
                constants.locals[file, default: []].append(local)
            }
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
                    value =
                        tokens[position + 1].kind == .string
                        ? StringLiteral.value(of: tokens[position + 1], in: bytes) : nil
                    position += 2
                }
                constants.rawValues[type.name, default: [:]][name] = value
                guard isPunctuation(position, ",") else { break }
                position += 1
            }
        }

        /// The index of the `}` matching the `{` at `open`.
        func matchingBrace(_ open: Int) -> Int? {
            var depth = 0
            var position = open
            while position < tokens.count {
                if isPunctuation(position, "{") { depth += 1 }
                if isPunctuation(position, "}") {
                    depth -= 1
                    if depth == 0 { return position }
                }
                position += 1
            }
            return nil
        }

        /// The last token of the expression that starts at `first`: up to a line break, `;` or `}` at depth zero.
        func expressionEnd(from first: Int) -> Int {
            var depth = 0
            var position = first
            while position < tokens.count {
                if position > first, depth == 0, breakBefore[position], !isPunctuation(position, "."),
                    tokens[position].kind != .operator, !isPunctuation(position - 1, ",")
                {
                    break
                }
                if isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{") {
                    depth += 1
                } else if isPunctuation(position, ")") || isPunctuation(position, "]") || isPunctuation(position, "}") {
                    if depth == 0 { break }
                    depth -= 1
                } else if depth == 0, isPunctuation(position, ";") || isPunctuation(position, ",") {
                    break
                }
                position += 1
            }
            return position - 1
        }

        /// A dotted type name spelled by `first...last` (each component upper-case), `nil` otherwise.
        func typeName(_ first: Int, _ last: Int) -> String? {
            guard last >= first else { return nil }
            var components: [String] = []
            var position = first
            while position <= last {
                guard isTypeLike(position) else { return nil }
                components.append(text(position))
                if position == last { break }
                guard isPunctuation(position + 1, ".") else { return nil }
                position += 2
            }
            guard position == last else { return nil }
            if components.first == "Self", let type = enclosingType { components[0] = type.name }
            return components.joined(separator: ".")
        }

        /// What the expression `first...last` is.
        func evaluate(_ first: Int, _ last: Int) -> Value {
            guard last >= first else { return .unknown }
            if first == last {
                let token = tokens[first]
                if token.kind == .string {
                    if let value = StringLiteral.value(of: token, in: bytes) { return .identifier(.literal(value)) }
                    return interpolated(first).map { .identifier(.describing($0)) } ?? .unknown
                }
                if isIdentifier(first), !isTypeLike(first), text(first) != "self" {
                    return .identifier(.variable(text(first)))
                }
                return .unknown
            }
            if text(first) == "String", isPunctuation(first + 1, "("), text(first + 2) == "describing",
                isPunctuation(first + 3, ":"), isPunctuation(last, ")")
            {
                var end = last - 1
                if text(end) == "self", isPunctuation(end - 1, ".") { end -= 2 }
                if end == first + 4, text(end) == "self" { return .identifier(.describing("self")) }
                if end == first + 4, text(end) == "Self" { return .describingSelf }
                return typeName(first + 4, end).map { .identifier(.describing($0)) } ?? .unknown
            }
            if text(first) == "UINib" {
                var open = first + 1
                if isPunctuation(open, "."), text(open + 1) == "init" { open += 2 }
                guard isPunctuation(open, "("), text(open + 1) == "nibName", isPunctuation(open + 2, ":"),
                    isPunctuation(last, ")")
                else { return .unknown }
                var depth = 0
                var position = open + 3
                var comma: Int?
                while position < last {
                    if isPunctuation(position, "(") || isPunctuation(position, "[") { depth += 1 }
                    if isPunctuation(position, ")") || isPunctuation(position, "]") { depth -= 1 }
                    if depth == 0, isPunctuation(position, ",") {
                        comma = position
                        break
                    }
                    position += 1
                }
                let nameValue = evaluate(open + 3, (comma ?? last) - 1)
                guard case .identifier(let name) = nameValue else { return .unknown }
                var bundle: String?
                if let comma {
                    guard text(comma + 1) == "bundle", isPunctuation(comma + 2, ":"), comma + 3 < last else {
                        return .unknown
                    }
                    bundle = normalized(comma + 3, last - 1)
                }
                return .nib(.initializer(name: name, bundle: bundle))
            }
            if text(last) == "nib", isPunctuation(last - 1, "."), let type = typeName(first, last - 2) {
                return .nib(.member(type: type))
            }
            if text(last) == "rawValue", isPunctuation(last - 1, "."), isIdentifier(last - 2),
                isPunctuation(last - 3, "."),
                let type = typeName(first, last - 4)
            {
                return .identifier(.rawValue(type: type, name: text(last - 2)))
            }
            if isIdentifier(last), !isTypeLike(last), isPunctuation(last - 1, "."), let type = typeName(first, last - 2)
            {
                return .identifier(.member(type: type, name: text(last)))
            }
            return .unknown
        }

        /// The tokens `first...last` joined as the call-site scanner writes a bundle (`Bundle(for: X.self)`).
        func normalized(_ first: Int, _ last: Int) -> String {
            var output = ""
            var position = first
            while position <= last {
                if position > first, tokens[position - 1].end != tokens[position].start { output += " " }
                output += String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[tokens[position].start..<tokens[position].end]),
                    as: UTF8.self)
                position += 1
            }
            return output
        }

        /// `X` for a string token `"\(X.self)"` / `"\(X)"`.
        func interpolated(_ index: Int) -> String? {
            let text = self.text(index)
            guard text.hasPrefix("\"\\("), text.hasSuffix(")\""), text.count > 5 else { return nil }
            var inner = Substring(text.dropFirst(3).dropLast(2))
            if inner.hasSuffix(".self") { inner = inner.dropLast(5) }
            let components = inner.split(separator: ".", omittingEmptySubsequences: false)
            for component in components {
                guard let first = component.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                    component.utf8.allSatisfy({
                        $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39)
                            || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
                    })
                else { return nil }
            }
            return inner.split(separator: ".").last.map(String.init) == "Self"
                ? enclosingType?.name : String(inner)
        }
    }
}
