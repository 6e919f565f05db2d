// MARK: - Functions and property types

extension DeclarationScanner {
    /// The classes and protocols whose extensions' functions the scanner records: those reusable-gen's generic
    /// helpers extend, so that the generator declares only the helpers the sources lack.
    static let helperHosts: Set<String> = [
        "UITableView", "UICollectionView", "UICollectionViewLayout", "NSTableView", "NSCollectionView",
        "Reusable", "NibLoadable", "NibOwnerLoadable", "StoryboardBased", "StoryboardSceneBased", "ReusableView",
    ]
}

extension DeclarationScanner.Pass {
    /// Reads `func name<…>(label name: Type, …)` at the cursor (on `func`) in a scope that records functions: a
    /// protocol's requirement, or a function of an extension (`ExtensionDeclaration.functions`). Only the header is
    /// read; the body is scanned as code.
    mutating func readFunction(in scope: Scope) {
        let isStatic = pending.isStatic
        pending = Modifiers()
        let nameIndex = index + 1
        index += 2
        _ = readGenericClause()
        guard isPunctuation(index, "(") else { return }
        let fullName = name(tokens[nameIndex]) + "(" + argumentLabels().map { $0 + ":" }.joined() + ")"
        switch scope.kind {
        case .type(let declaration):
            result.types[declaration].requirements.append(
                ProtocolRequirement(
                    name: fullName, isStatic: isStatic, isFunction: true, typeName: nil, location: location(nameIndex)))
        case .extension(let declaration):
            result.extensions[declaration].functions.append(fullName)
        case .code:
            break
        }
    }

    /// Reads a parameter clause from its `(` at the cursor past its `)`, returning the argument labels (`_` for none).
    /// A parameter starts after `(` or a `,` at depth one with `label:` or `label name:`.
    mutating func argumentLabels() -> [String] {
        var labels: [String] = []
        var depth = 0
        var startsParameter = true
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth <= 0 {
                        index += 1
                        return labels
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "}"):
                    // An unbalanced header: give up at the body.
                    return labels
                case UInt8(ascii: ","):
                    if depth == 1 { startsParameter = true }
                    index += 1
                    continue
                default: break
                }
            } else if startsParameter, depth == 1, token.kind == .identifier {
                if isPunctuation(index + 1, ":") {
                    labels.append(name(token))
                } else if isIdentifier(index + 1), isPunctuation(index + 2, ":") {
                    labels.append(name(token))
                }
            }
            if !(token.kind == .punctuation && bytes[token.start] == UInt8(ascii: "(") && depth == 1) {
                startsParameter = false
            }
            index += 1
        }
        return labels
    }

    /// The type of the property whose name is at the cursor: its annotation (`: UINib`), normalised, or `String`
    /// when it is initialised with a string literal alone (`= "Photo"`); `nil` otherwise.
    func propertyTypeName() -> String? {
        let start = index + 1
        if isPunctuation(start, ":") {
            var position = start + 1
            var depth = 0
            while position < tokens.count {
                let token = tokens[position]
                if position > start + 1, depth == 0, breakBefore[position] { break }
                if token.kind == .punctuation {
                    let byte = bytes[token.start]
                    if depth == 0, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
                        break
                    }
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
                } else if depth == 0, token.kind == .operator, matches(token, "=") {
                    break
                }
                position += 1
            }
            return position > start + 1 ? normalizedText(start + 1, position) : nil
        }
        guard start + 1 < tokens.count, tokens[start].kind == .operator, matches(tokens[start], "="),
            tokens[start + 1].kind == .string
        else { return nil }
        let end = start + 2
        let isAlone =
            end >= tokens.count || breakBefore[end] || isPunctuation(end, "}") || isPunctuation(end, ";")
        return isAlone ? "String" : nil
    }
}
