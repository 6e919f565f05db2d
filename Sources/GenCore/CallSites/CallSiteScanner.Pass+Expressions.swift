// MARK: - Expressions around a site

extension CallSiteScanner.Pass {
    /// Words that end an expression when read backwards: a receiver never includes them.
    static let expressionKeywords: Set<String> = [
        "return", "try", "await", "in", "case", "throw", "is", "as", "if", "guard", "switch", "else", "let", "var",
        "where", "while", "repeat", "defer", "do", "func", "yield", "then", "some", "any", "for",
    ]

    /// Reads the receiver before the member dot at `dot`: identifiers joined by dots, calls and subscripts,
    /// and postfix `?` / `!`.
    func readReceiver(dot: Int) -> CallSiteScanner.Receiver {
        var position = dot - 1
        var first: Int?
        var components: [Int] = []
        var isPlainChain = true
        let limit = max(0, dot - CallSiteScanner.maximumArgumentTokens)
        while position >= limit {
            let token = tokens[position]
            if token.kind == .identifier {
                if Self.expressionKeywords.contains(text(token)) { break }
                first = position
                components.append(position)
                guard isPunctuation(position - 1, ".") else { break }
                if isChainEnd(position - 2) {
                    position -= 2
                    continue
                }
                first = position - 1 // `.shared.tableView`: an implicit member starts the receiver.
                isPlainChain = false
                break
            }
            if token.kind == .punctuation,
                bytes[token.start] == UInt8(ascii: ")") || bytes[token.start] == UInt8(ascii: "]")
            {
                guard let open = matchingOpener(position, limit: limit) else { break }
                isPlainChain = false
                first = open
                guard open > 0, tokens[open - 1].end == tokens[open].start, isChainEnd(open - 1) else { break }
                position = open - 1
                continue
            }
            if token.kind == .operator, matches(token, "?") || matches(token, "!"), position > 0,
                tokens[position - 1].end == token.start
            {
                isPlainChain = false
                position -= 1
                continue
            }
            break
        }
        guard isPlainChain, !components.isEmpty else { return CallSiteScanner.Receiver(first: first, typeName: nil) }
        return CallSiteScanner.Receiver(first: first, typeName: typeName(components.reversed()))
    }

    /// Whether the token at `position` can end the expression before a member dot.
    func isChainEnd(_ position: Int) -> Bool {
        guard position >= 0, position < tokens.count else { return false }
        let token = tokens[position]
        switch token.kind {
        case .identifier: return !Self.expressionKeywords.contains(text(token))
        case .punctuation: return bytes[token.start] == UInt8(ascii: ")") || bytes[token.start] == UInt8(ascii: "]")
        case .operator:
            return (matches(token, "?") || matches(token, "!")) && position > 0
                && tokens[position - 1].end == token.start
        default: return false
        }
    }

    /// The `(` or `[` that the `)` or `]` at `close` closes, looking back no further than `limit`.
    func matchingOpener(_ close: Int, limit: Int) -> Int? {
        var depth = 0
        var position = close
        while position >= limit {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth -= 1
                    if depth == 0 { return bytes[token.start] == UInt8(ascii: "{") ? nil : position }
                default: break
                }
            }
            position -= 1
        }
        return nil
    }

    /// The dotted type name of identifier tokens (each upper-case or a leading `Self`), `Self` resolved to the
    /// enclosing type; `nil` when a component is not a type name.
    func typeName(_ components: some Sequence<Int>) -> String? {
        var name = ""
        for position in components {
            if name.isEmpty, matches(tokens[position], "Self") {
                guard let enclosing = namedScopes.last else { return nil }
                name = enclosing
                continue
            }
            guard isTypeLikeName(position) else { return nil }
            if !name.isEmpty { name += "." }
            name += identifierName(position)
        }
        return name.isEmpty ? nil : name
    }

    /// The dotted type name spelled by the tokens `first...last` (`A.B`), with an optional trailing `.self` when
    /// `allowsSelfSuffix`; `nil` for any other shape.
    func dottedTypeName(_ first: Int, _ last: Int, requiresSelfSuffix: Bool) -> String? {
        var end = last
        if requiresSelfSuffix {
            guard end - first >= 2, isWord(end, "self"), isPunctuation(end - 1, ".") else { return nil }
            end -= 2
        }
        var components: [Int] = []
        var position = first
        while position <= end {
            guard isIdentifier(position) else { return nil }
            components.append(position)
            if position == end { break }
            guard isPunctuation(position + 1, ".") else { return nil }
            position += 2
        }
        guard position == end else { return nil }
        return typeName(components)
    }

    /// The class of a metatype argument (`X.self`, `(X.self)`, `X.classForCoder()`), or `""` when the argument is
    /// anything else.
    func metatype(_ position: Int) -> String {
        metatypeArgument(position).name
    }

    /// The class of a metatype argument, and whether it is written `X.classForCoder()` (the Objective-C-era
    /// spelling, which is `X` unless the sources override `classForCoder`); `("", false)` for any other argument.
    /// Parentheses around the whole argument are read through.
    func metatypeArgument(_ position: Int) -> (name: String, isClassForCoder: Bool) {
        guard position < arguments.count else { return ("", false) }
        var first = arguments[position].first
        var last = arguments[position].last
        while last - first >= 2, isPunctuation(first, "("), isPunctuation(last, ")"),
            matchingOpener(last, limit: first) == first
        {
            first += 1
            last -= 1
        }
        if last - first >= 4, isPunctuation(last, ")"), isPunctuation(last - 1, "("),
            isWord(last - 2, "classForCoder"), isPunctuation(last - 3, ".")
        {
            let name =
                dottedTypeName(first, last - 4, requiresSelfSuffix: true)
                ?? dottedTypeName(first, last - 4, requiresSelfSuffix: false)
            return name.map { ($0, true) } ?? ("", false)
        }
        return (dottedTypeName(first, last, requiresSelfSuffix: true) ?? "", false)
    }

    // MARK: - Arguments

    /// Reads the argument list opened at `open` into `arguments`; returns the index of its `)`, or `nil` when it
    /// is unbalanced or longer than `maximumArgumentTokens`.
    mutating func readArguments(open: Int) -> Int? {
        arguments.removeAll(keepingCapacity: true)
        var depth = 0
        var position = open
        var argumentStart = open + 1
        let limit = min(tokens.count, open + CallSiteScanner.maximumArgumentTokens)
        while position < limit {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        guard bytes[token.start] == UInt8(ascii: ")") else { return nil }
                        appendArgument(argumentStart, position - 1)
                        return position
                    }
                case UInt8(ascii: ",") where depth == 1:
                    appendArgument(argumentStart, position - 1)
                    argumentStart = position + 1
                default:
                    break
                }
            }
            position += 1
        }
        return nil
    }

    /// Records the argument spanning the tokens `first...last` (nothing for an empty list).
    mutating func appendArgument(_ first: Int, _ last: Int) {
        guard last >= first else { return }
        if isIdentifier(first), isPunctuation(first + 1, ":"), first + 2 <= last {
            arguments.append(ArgumentTokens(label: first, first: first + 2, last: last))
        } else {
            arguments.append(ArgumentTokens(label: nil, first: first, last: last))
        }
    }

    // MARK: - Cast and binding

    /// Reads `as! X` or `as? X` right after the call's `)`.
    func readCast(after close: Int) -> CallSite.Cast? {
        let asIndex = close + 1
        guard isWord(asIndex, "as"), asIndex + 2 < tokens.count, tokens[asIndex + 1].kind == .operator,
            tokens[asIndex + 1].start == tokens[asIndex].end
        else { return nil }
        let isForced: Bool
        if matches(tokens[asIndex + 1], "!") {
            isForced = true
        } else if matches(tokens[asIndex + 1], "?") {
            isForced = false
        } else {
            return nil
        }
        var last = asIndex + 2
        guard isIdentifier(last) else { return nil }
        while isPunctuation(last + 1, "."), isIdentifier(last + 2), tokens[last + 1].start == tokens[last].end {
            last += 2
        }
        guard let name = dottedTypeName(asIndex + 2, last, requiresSelfSuffix: false) else { return nil }
        return CallSite.Cast(isForced: isForced, typeName: name, range: tokens[asIndex].start..<tokens[last].end)
    }

    /// Reads `let c = `, `let c: X = `, `guard let c = `, `if let c = ` (also after `try` / `await`) before the
    /// expression that starts at `start`.
    func readBinding(before start: Int) -> CallSite.Binding? {
        var equals = start - 1
        while isWord(equals, "try") || isWord(equals, "await") { equals -= 1 }
        guard isOperator(equals, "=") else { return nil }
        var nameIndex = equals - 1
        var annotation: String?
        if !(isIdentifier(nameIndex) && (isWord(nameIndex - 1, "let") || isWord(nameIndex - 1, "var"))) {
            var colon = equals - 1
            let limit = max(0, equals - 16)
            while colon > limit, !isPunctuation(colon, ":") {
                let token = tokens[colon]
                guard
                    token.kind == .identifier || token.kind == .operator || isPunctuation(colon, ".")
                        || isPunctuation(colon, "[") || isPunctuation(colon, "]")
                else { return nil }
                colon -= 1
            }
            guard isPunctuation(colon, ":"), colon + 1 < equals else { return nil }
            annotation = compactText(colon + 1, equals - 1)
            nameIndex = colon - 1
        }
        guard isIdentifier(nameIndex), isWord(nameIndex - 1, "let") || isWord(nameIndex - 1, "var") else { return nil }
        let keyword = nameIndex - 1
        let form: CallSite.Binding.Form
        if isWord(keyword - 1, "guard") {
            form = .guardLet
        } else if isWord(keyword - 1, "if") {
            form = .ifLet
        } else if isPunctuation(keyword - 1, ",") {
            form = conditionListForm(before: keyword - 1)
        } else {
            form = .declaration
        }
        return CallSite.Binding(form: form, annotation: annotation, range: tokens[keyword].start..<tokens[equals].end)
    }

    /// The statement a `, let c = …` clause belongs to: the nearest `guard` or `if` before it at the same depth.
    func conditionListForm(before comma: Int) -> CallSite.Binding.Form {
        var depth = 0
        var position = comma
        let limit = max(0, comma - CallSiteScanner.maximumArgumentTokens)
        while position >= limit {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["): depth -= 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): if depth <= 0 { return .declaration }
                default: break
                }
            } else if depth == 0, isWord(position, "guard") {
                return .guardLet
            } else if depth == 0, isWord(position, "if") || isWord(position, "while") {
                return .ifLet
            }
            position -= 1
        }
        return .declaration
    }

    // MARK: - Identifiers and nibs

    /// What a string-valued argument is, as far as its tokens tell.
    func evaluate(_ argument: ArgumentTokens) -> CallSite.Identifier {
        evaluate(argument.first, argument.last)
    }

    /// What the string-valued expression `first...last` is, as far as its tokens tell.
    func evaluate(_ first: Int, _ last: Int) -> CallSite.Identifier {
        // AppKit's identifier type wraps the string: `NSUserInterfaceItemIdentifier(rawValue: x)`,
        // `NSUserInterfaceItemIdentifier(x)`, `.init(x)`.
        var open: Int?
        if isWord(first, "NSUserInterfaceItemIdentifier") {
            open = first + 1
        } else if isPunctuation(first, "."), isWord(first + 1, "init") {
            open = first + 2
        }
        if let open, isPunctuation(open, "("), isPunctuation(last, ")"), last - 1 > open {
            let inner = isWord(open + 1, "rawValue") && isPunctuation(open + 2, ":") ? open + 3 : open + 1
            if inner <= last - 1, matchingOpener(last, limit: open) == open { return evaluate(inner, last - 1) }
        }
        if first == last {
            let token = tokens[first]
            if token.kind == .string {
                if let value = StringLiteral.value(of: token, in: bytes) { return .literal(value) }
                return interpolatedTypeName(token).map(CallSite.Identifier.describing) ?? .other
            }
            // A capitalized name too (`AllergenCellIdentifier`): a type is no string, so the name is a value's.
            if token.kind == .identifier { return .variable(identifierName(first)) }
            return .other
        }
        if last - first >= 5, isWord(first, "String"), isPunctuation(first + 1, "("), isWord(first + 2, "describing"),
            isPunctuation(first + 3, ":"), isPunctuation(last, ")")
        {
            let name =
                dottedTypeName(first + 4, last - 1, requiresSelfSuffix: true)
                ?? dottedTypeName(first + 4, last - 1, requiresSelfSuffix: false)
            return name.map(CallSite.Identifier.describing) ?? .other
        }
        if last - first >= 5, isWord(first, "NSStringFromClass"), isPunctuation(first + 1, "("),
            isPunctuation(last, ")"), let name = dottedTypeName(first + 2, last - 1, requiresSelfSuffix: true)
        {
            return .fromClass(name)
        }
        if last - first >= 4, isWord(last, "rawValue"), isPunctuation(last - 1, "."), isIdentifier(last - 2),
            isPunctuation(last - 3, "."), let type = dottedTypeName(first, last - 4, requiresSelfSuffix: false)
        {
            return .rawValue(type: type, name: identifierName(last - 2))
        }
        if last - first == 2, isWord(first, "self"), isPunctuation(first + 1, "."), isIdentifier(last),
            let enclosing = namedScopes.last
        {
            return .member(type: enclosing, name: identifierName(last))
        }
        if last - first >= 2, isIdentifier(last), isPunctuation(last - 1, "."),
            let type = dottedTypeName(first, last - 2, requiresSelfSuffix: false)
        {
            return .member(type: type, name: identifierName(last))
        }
        return .other
    }

    /// `X` for the string literal `"\(X.self)"` or `"\(X)"` (a dotted type name, `Self` resolved): the interpolation of
    /// a metatype is its bare name, like `String(describing:)`.
    func interpolatedTypeName(_ token: Token) -> String? {
        let text = self.text(token)
        guard text.hasPrefix("\"\\("), text.hasSuffix(")\""), text.count > 5 else { return nil }
        var inner = Substring(text.dropFirst(3).dropLast(2))
        if inner.hasSuffix(".self") { inner = inner.dropLast(5) }
        var components = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.first == "Self" {
            guard let enclosing = namedScopes.last else { return nil }
            components.removeFirst()
            components.insert(contentsOf: enclosing.split(separator: ".").map(String.init), at: 0)
        }
        for component in components {
            guard let first = component.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                component.utf8.allSatisfy({
                    $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
                })
            else { return nil }
        }
        return components.joined(separator: ".")
    }

    /// Whether an argument is a nib rather than a class: `UINib(…)`, `UINib.init(…)`, `X.nib`, or a variable
    /// whose name says so (`nib`, `cellNib`).
    func isNibExpression(_ position: Int) -> Bool {
        guard position < arguments.count else { return false }
        let argument = arguments[position]
        if isWord(argument.first, "UINib") { return true }
        if isWord(argument.last, "nib"), argument.last > argument.first { return true }
        if argument.first == argument.last, isIdentifier(argument.first) {
            let name = Array(identifierName(argument.first).lowercased().utf8)
            return name.indices.contains { name[$0...].starts(with: "nib".utf8) }
        }
        return false
    }

    /// Reads the nib argument of a registration.
    func readNib(_ argument: ArgumentTokens) -> CallSite.Nib {
        var open = argument.first + 1
        if isWord(argument.first, "UINib"), isPunctuation(open, "."), isWord(open + 1, "init") { open += 2 }
        if isWord(argument.first, "UINib"), isPunctuation(open, "("), isPunctuation(argument.last, ")"),
            isWord(open + 1, "nibName"), isPunctuation(open + 2, ":")
        {
            // `UINib(nibName: name, bundle: bundle)`: split at the comma at depth zero inside the parentheses.
            var depth = 0
            var position = open + 3
            var comma: Int?
            while position < argument.last {
                if isPunctuation(position, "(") || isPunctuation(position, "[") { depth += 1 }
                if isPunctuation(position, ")") || isPunctuation(position, "]") { depth -= 1 }
                if depth == 0, isPunctuation(position, ",") { comma = position; break }
                position += 1
            }
            let nameEnd = (comma ?? argument.last) - 1
            guard nameEnd >= open + 3 else { return .other }
            let name = evaluate(open + 3, nameEnd)
            var bundle: String?
            if let comma {
                guard isWord(comma + 1, "bundle"), isPunctuation(comma + 2, ":"), comma + 3 < argument.last else {
                    return .other
                }
                bundle = normalizedText(comma + 3, argument.last)
            }
            return .initializer(name: name, bundle: bundle)
        }
        if argument.last - argument.first >= 2, isWord(argument.last, "nib"), isPunctuation(argument.last - 1, "."),
            let type = dottedTypeName(argument.first, argument.last - 2, requiresSelfSuffix: false)
        {
            return .member(type: type)
        }
        if argument.first == argument.last, isIdentifier(argument.first), !isTypeLikeName(argument.first) {
            return .variable(identifierName(argument.first))
        }
        return .other
    }
}
