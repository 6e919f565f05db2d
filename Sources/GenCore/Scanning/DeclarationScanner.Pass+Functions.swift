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
        let attributes = pending.attributes
        pending = Modifiers()
        let nameIndex = index + 1
        index += 2
        _ = readGenericClause()
        guard isPunctuation(index, "(") else { return }
        let labels = argumentLabels()
        if recordsObjectiveC, !isStatic {
            recordInstanceMethod(name(tokens[nameIndex]), labels: labels, attributes: attributes, in: scope)
        }
        guard scope.recordsFunctions else { return }
        let fullName = name(tokens[nameIndex]) + "(" + labels.map { $0 + ":" }.joined() + ")"
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

    /// Records an instance method of a type or extension body with the selector Swift gives it (`ObjectiveCMembers`);
    /// the cursor is past its parameter clause. `async` or `throws` make the selector uncertain.
    mutating func recordInstanceMethod(_ name: String, labels: [String], attributes: [String], in scope: Scope) {
        var members = ObjectiveCMembers()
        if isWord(index, "async") || isWord(index, "throws") || isWord(index, "rethrows") {
            members.uncertainMethodNames.append(ObjectiveCMembers.objectiveCName(in: attributes) ?? name)
        } else if let renamed = ObjectiveCMembers.objectiveCName(in: attributes) {
            members.selectors.append(renamed)
        } else if ObjectiveCMembers.isVisible(attributes) {
            members.selectors += ObjectiveCMembers.selectors(name: name, labels: labels)
        } else {
            members.hiddenSelectors += ObjectiveCMembers.selectors(name: name, labels: labels)
        }
        record(members, in: scope)
    }

    /// Records the instance properties a `var` or `let` at the cursor (on the first name) declares: the first
    /// name, and those after a `,` on the same line (`var a: A, b: B`).
    mutating func recordInstanceProperties(in scope: Scope, attributes: [String]) {
        guard scope.kind != .code else { return }
        var names = [name(tokens[index])]
        var nameIndices = [index]
        var position = index + 1
        var depth = 0
        while position < tokens.count, !breakBefore[position] {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): position = tokens.count
                case UInt8(ascii: ","):
                    if depth == 0, isIdentifier(position + 1) {
                        names.append(name(tokens[position + 1]))
                        nameIndices.append(position + 1)
                    }
                default: break
                }
            }
            position += 1
        }
        var members = ObjectiveCMembers()
        let renamed = ObjectiveCMembers.objectiveCName(in: attributes)
        if ObjectiveCMembers.isVisible(attributes) {
            members.properties = names
            if let renamed { members.properties[0] = renamed }
        } else {
            members.hiddenProperties = names
        }
        if attributes.contains("@IBOutlet") {
            members.declaredOutlets = zip(members.properties, nameIndices).map { name, index in
                DeclaredOutlet(name: name, location: location(index))
            }
        }
        record(members, in: scope)
    }

    /// Adds members to the type or extension of the scope.
    private mutating func record(_ members: ObjectiveCMembers, in scope: Scope) {
        switch scope.kind {
        case .type(let declaration): result.types[declaration].objectiveC.formUnion(members)
        case .extension(let declaration): result.extensions[declaration].objectiveC.formUnion(members)
        case .code: break
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
