// MARK: - Migration.ConstantsReader: expressions

extension Migration.ConstantsReader {
    /// The index of the `}` matching the `{` at `open`.
    func matchingBrace(_ open: Int) -> Int? { matching(open, "{", "}") }

    /// The index of the `close` token matching the `opening` one at `open`.
    func matching(_ open: Int, _ opening: Unicode.Scalar, _ close: Unicode.Scalar) -> Int? {
        var depth = 0
        var position = open
        while position < tokens.count {
            if isPunctuation(position, opening) { depth += 1 }
            if isPunctuation(position, close) {
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

    /// What the expression `first...last` is; with `impliesNib`, `.init(nibName:bundle:)` is a nib (the
    /// expression's type is `UINib`).
    func evaluate(_ first: Int, _ last: Int, impliesNib: Bool = false) -> Migration.Constants.Value {
        guard last >= first else { return .unknown }
        // AppKit's identifier type wraps the string: `NSUserInterfaceItemIdentifier(rawValue: x)`, `…(x)`.
        if text(first) == "NSUserInterfaceItemIdentifier", isPunctuation(first + 1, "("), isPunctuation(last, ")"),
            last - 1 > first + 1, matching(first + 1, "(", ")") == last
        {
            let inner = text(first + 2) == "rawValue" && isPunctuation(first + 3, ":") ? first + 4 : first + 2
            return evaluate(inner, last - 1)
        }
        if first == last {
            let token = tokens[first]
            if token.kind == .string {
                if let value = StringLiteral.value(of: token, in: bytes) { return .identifier(.literal(value)) }
                return interpolated(first).map { .identifier(.describing($0)) } ?? .unknown
            }
            if isIdentifier(first), text(first) != "self" {
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
        // `UINib(nibName:bundle:)`, `UINib.init(…)`, or `.init(…)` where the type says it is a nib.
        let isImpliedNib = impliesNib && isPunctuation(first, ".") && text(first + 1) == "init"
        if text(first) == "UINib" || isImpliedNib {
            var open = isImpliedNib ? first + 2 : first + 1
            if !isImpliedNib, isPunctuation(open, "."), text(open + 1) == "init" { open += 2 }
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
        if isIdentifier(last), isPunctuation(last - 1, "."), let type = typeName(first, last - 2) {
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
