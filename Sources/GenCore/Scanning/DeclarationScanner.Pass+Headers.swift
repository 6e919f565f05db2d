// MARK: - Declaration headers

extension DeclarationScanner.Pass {
    /// Reads `class|struct|enum|actor|protocol Name<…>: Inherited where … {` and announces the body scope.
    mutating func readTypeDeclaration(_ keyword: TypeKeyword) {
        let modifiers = pending
        pending = Modifiers()
        let keywordIndex = index
        let nameToken = tokens[index + 1]
        let typeName = name(nameToken)
        index += 2
        let generics = readGenericClause()
        let inheritance = isPunctuation(index, ":") ? readInheritance() : []
        let whereClause = readWhereClause()
        guard isPunctuation(index, "{"), !isTooDeep() else { return }

        let enclosing = enclosingQualifiedName
        let enclosingCap = scopes.last?.accessCap
        let declaration = TypeDeclaration(
            keyword: keyword,
            name: typeName,
            qualifiedName: enclosing.map { "\($0).\(typeName)" } ?? typeName,
            location: location(keywordIndex + 1),
            access: modifiers.access,
            isFinal: modifiers.isFinal,
            isLocal: isInCodeBlock,
            genericParameters: generics,
            whereClause: whereClause,
            inheritance: inheritance,
            attributes: modifiers.attributes,
            conditions: conditions,
            members: [],
            lexicalScope: lexicalScope,
            enclosingAccess: enclosingCap
        )
        result.types.append(declaration)
        let ownAccess = modifiers.access ?? .internal
        pendingBody = Scope(
            kind: .type(index: result.types.count - 1),
            qualifiedName: declaration.qualifiedName,
            accessCap: enclosingCap.map { min($0, ownAccess) } ?? ownAccess,
            recordsFunctions: keyword == .protocol
        )
    }

    /// Reads `extension Some.Type: Inherited where … {` and announces the body scope.
    mutating func readExtension() {
        let modifiers = pending
        pending = Modifiers()
        index += 1
        guard let extended = readTypeReference() else { return }
        let inheritance = isPunctuation(index, ":") ? readInheritance() : []
        let whereClause = readWhereClause()
        guard isPunctuation(index, "{"), !isTooDeep() else { return }
        result.extensions.append(
            ExtensionDeclaration(
                extendedType: extended,
                location: extended.location,
                access: modifiers.access,
                inheritance: inheritance,
                whereClause: whereClause,
                conditions: conditions,
                members: [],
                lexicalScope: lexicalScope,
                isLocal: isInCodeBlock
            ))
        let cap = [scopes.last?.accessCap, modifiers.access].compactMap { $0 }.min()
        pendingBody = Scope(
            kind: .extension(index: result.extensions.count - 1), qualifiedName: extended.name, accessCap: cap,
            recordsFunctions: DeclarationScanner.helperHosts.contains(extended.lastComponent))
    }

    /// Reads `typealias Name<…> = A & B.C` up to the end of its line.
    mutating func readTypealias() {
        pending = Modifiers()
        let nameIndex = index + 1
        let aliasName = name(tokens[nameIndex])
        index += 2
        _ = readGenericClause()
        guard index < tokens.count, tokens[index].kind == .operator, matches(tokens[index], "=") else { return }
        index += 1
        var components: [TypeReference] = []
        while index < tokens.count {
            if let reference = readTypeReference() { components.append(reference) } else { break }
            // `&` may start a continuation line: no statement can begin with it.
            guard index < tokens.count, tokens[index].kind == .operator, matches(tokens[index], "&") else { break }
            index += 1
        }
        guard !isTooDeep() else { return }
        let enclosing = enclosingQualifiedName
        result.typealiases.append(
            TypealiasDeclaration(
                name: aliasName,
                qualifiedName: enclosing.map { "\($0).\(aliasName)" } ?? aliasName,
                location: location(nameIndex),
                components: components,
                lexicalScope: lexicalScope
            ))
    }

    /// Reads `import [kind] Module[.Sub…]` and records the module.
    mutating func readImport() {
        pending = Modifiers()
        index += 1
        if isIdentifier(index), isIdentifier(index + 1), !breakBefore[index + 1] { index += 1 }
        guard isIdentifier(index) else { return }
        let module = name(tokens[index])
        if !result.importedModules.contains(module) { result.importedModules.append(module) }
        index += 1
    }

    // MARK: - Clauses

    /// Reads a `<…>` clause if one starts at the cursor, counting angle brackets inside operator tokens.
    mutating func readGenericClause() -> String? {
        guard index < tokens.count, tokens[index].kind == .operator, bytes[tokens[index].start] == UInt8(ascii: "<")
        else {
            return nil
        }
        let start = index
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, isPunctuation(index, "{") || isPunctuation(index, "}") { break }
            index += 1
            guard token.kind == .operator else { continue }
            var previous: UInt8 = 0
            for offset in token.start..<token.end {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "<") { depth += 1 }
                if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { depth -= 1 }
                previous = byte
            }
            if depth <= 0 { break }
        }
        return normalizedText(start, index)
    }

    /// Reads `: A, B & C, @unchecked Sendable, ~Copyable` up to `where` or `{`, splitting compositions.
    mutating func readInheritance() -> [TypeReference] {
        index += 1
        var references: [TypeReference] = []
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(index, "{") || isPunctuation(index, "}") || isWord(index, "where") { break }
            if token.kind == .punctuation, bytes[token.start] == UInt8(ascii: "@") {
                index += 1
                if isIdentifier(index) { index += 1 }
                if isPunctuation(index, "(") { skipBalanced() }
                continue
            }
            if token.kind == .identifier {
                if matches(token, "any") || matches(token, "some") { index += 1; continue }
                if let reference = readTypeReference() { references.append(reference) }
                continue
            }
            if token.kind == .operator, bytes[token.start] == UInt8(ascii: "~") {
                // A suppressed conformance such as `~Copyable` adds nothing.
                index += 1
                _ = readTypeReference()
                continue
            }
            if isPunctuation(index, "(") { skipBalanced(); continue }
            index += 1
        }
        return references
    }

    /// Reads `where …` up to the body's `{`, without the keyword.
    mutating func readWhereClause() -> String? {
        guard isWord(index, "where") else { return nil }
        index += 1
        let start = index
        var depth = 0
        while index < tokens.count {
            if depth == 0, isPunctuation(index, "{") || isPunctuation(index, "}") { break }
            if isPunctuation(index, "(") || isPunctuation(index, "[") { depth += 1 }
            if isPunctuation(index, ")") || isPunctuation(index, "]") { depth -= 1 }
            index += 1
        }
        return normalizedText(start, index)
    }

    /// Reads `A.B<…>.C` starting at an identifier; returns `nil` (consuming nothing) elsewhere.
    mutating func readTypeReference() -> TypeReference? {
        guard isIdentifier(index) else { return nil }
        let start = location(index)
        var components = [name(tokens[index])]
        var generics: String?
        index += 1
        while index < tokens.count {
            if let clause = readGenericClause() {
                generics = clause
                continue
            }
            if isPunctuation(index, "."), isIdentifier(index + 1), tokens[index].start == tokens[index - 1].end {
                components.append(name(tokens[index + 1]))
                generics = nil
                index += 2
                continue
            }
            break
        }
        return TypeReference(components: components, genericArguments: generics, location: start)
    }
}

// MARK: - Attributes, directives, members

extension DeclarationScanner.Pass {
    /// Reads `@name` or `@name(…)` into the pending attributes of the next declaration.
    mutating func readAttribute() {
        let start = index
        index += 1
        guard isIdentifier(index), tokens[index].start == tokens[start].end else { return }
        index += 1
        if isPunctuation(index, "("), tokens[index].start == tokens[index - 1].end { skipBalanced() }
        pending.attributes.append(normalizedText(start, index))
    }

    /// Reads `#if`, `#elseif`, `#else` and `#endif` with their conditions; other `#words` are ordinary tokens.
    mutating func readDirective() {
        let token = tokens[index]
        index += 1
        let conditionStart = index
        func readCondition() -> String {
            while index < tokens.count, !breakBefore[index] { index += 1 }
            return normalizedText(conditionStart, index)
        }
        if matches(token, "#if") {
            conditionFrames.append(ConditionFrame(current: readCondition()))
        } else if matches(token, "#elseif") {
            let condition = readCondition()
            guard !conditionFrames.isEmpty else { return }
            if let current = conditionFrames[conditionFrames.count - 1].current {
                conditionFrames[conditionFrames.count - 1].earlierBranches.append(current)
            }
            conditionFrames[conditionFrames.count - 1].current = condition
        } else if matches(token, "#else") {
            guard !conditionFrames.isEmpty else { return }
            if let current = conditionFrames[conditionFrames.count - 1].current {
                conditionFrames[conditionFrames.count - 1].earlierBranches.append(current)
            }
            conditionFrames[conditionFrames.count - 1].current = nil
        } else if matches(token, "#endif") {
            if !conditionFrames.isEmpty { conditionFrames.removeLast() }
        } else {
            pending = Modifiers()
        }
    }

    /// Reads `static var|let name…` directly in a type or extension body and records members of interest.
    mutating func readProperty() {
        let isStatic = pending.isStatic
        let attributes = pending.attributes
        let isVar = matches(tokens[index], "var")
        pending = Modifiers()
        index += 1
        guard let scope = scopes.last, scope.kind != .code, isIdentifier(index) else { return }
        if scope.recordsFunctions, case .type(let declaration) = scope.kind {
            result.types[declaration].requirements.append(
                ProtocolRequirement(
                    name: name(tokens[index]), isStatic: isStatic, isFunction: false,
                    typeName: propertyTypeName(), location: location(index)))
        }
        guard isStatic else {
            if !attributes.isEmpty, case .type(let declaration) = scope.kind,
                let outlet = Self.keyValueCodingName(of: name(tokens[index]), attributes: attributes)
            {
                result.types[declaration].outlets.append(outlet)
            }
            if recordsObjectiveC { recordInstanceProperties(in: scope, attributes: attributes) }
            return
        }
        guard let memberName = DeclaredMember.Name(rawValue: name(tokens[index])) else {
            readStoryboardConstant(in: scope)
            return
        }
        // A stored `var` (`static var reuseIdentifier = "X"`) can be set to another string at run time: no literal.
        let literal = isVar && isStoredProperty() ? nil : literal(of: memberName)
        var member = DeclaredMember(name: memberName, location: location(index), literal: literal)
        member.typeName = propertyTypeName()
        if memberName == .sceneStoryboard, member.literal == nil { member.reference = constantReference() }
        switch scope.kind {
        case .type(let declaration): result.types[declaration].members.append(member)
        case .extension(let declaration): result.extensions[declaration].members.append(member)
        case .code: break
        }
    }

    /// The name key-value coding sets an instance property by, when its attributes make it visible to the
    /// Objective-C runtime (`@IBOutlet`, `@objc`, `@objc(name)`, `@NSManaged`), else `nil`.
    static func keyValueCodingName(of property: String, attributes: [String]) -> String? {
        for attribute in attributes {
            if attribute.hasPrefix("@objc(") && attribute.hasSuffix(")") {
                let renamed = attribute.dropFirst("@objc(".count).dropLast()
                return renamed.isEmpty ? property : String(renamed)
            }
            if attribute == "@IBOutlet" || attribute == "@objc" || attribute == "@NSManaged" { return property }
        }
        return nil
    }

    /// Records a static property whose value is a storyboard of a literal name as a `StoryboardConstant`.
    mutating func readStoryboardConstant(in scope: Scope) {
        guard let owner = scope.qualifiedName, let storyboardName = literal(of: .sceneStoryboard) else { return }
        result.storyboardConstants.append(
            StoryboardConstant(
                owner: owner, name: name(tokens[index]), storyboardName: storyboardName, location: location(index)))
    }

    /// The dotted name a property's value is, when it is nothing else (`= Storyboards.main`, `{ .main }`,
    /// `{ return Storyboards.main }`), as written: `Storyboards.main`, `.main`.
    func constantReference() -> String? {
        let region = valueRegion(startingAt: index + 1)
        var position = region.lowerBound
        // Skip the type annotation, up to `=` or the getter's `{`.
        while position < region.upperBound, !isPunctuation(position, "{"),
            !(tokens[position].kind == .operator && matches(tokens[position], "="))
        {
            position += 1
        }
        position += 1
        if isWord(position, "return") { position += 1 }
        var name = ""
        if isPunctuation(position, "."), isIdentifier(position + 1) {
            name = "."
            position += 1
        }
        guard position < region.upperBound, isIdentifier(position) else { return nil }
        name += text(tokens[position])
        position += 1
        while isPunctuation(position, "."), isIdentifier(position + 1), position + 1 < region.upperBound {
            name += "." + text(tokens[position + 1])
            position += 2
        }
        let isEnd = position >= region.upperBound || (isPunctuation(position, "}") && position + 1 == region.upperBound)
        return isEnd ? name : nil
    }

    /// Whether the property named at `index` is stored: it has an initializer (`= …`) before any `{` (a getter, or
    /// the observers of a stored property, which follow its initializer).
    func isStoredProperty() -> Bool {
        for position in valueRegion(startingAt: index + 1) {
            if isPunctuation(position, "{") { return false }
            if tokens[position].kind == .operator, matches(tokens[position], "=") { return true }
        }
        return false
    }

    /// The string a member's initializer or getter evaluates to, when the source spells it as a literal.
    func literal(of member: DeclaredMember.Name) -> String? {
        let region = valueRegion(startingAt: index + 1)
        switch member {
        case .nib, .sceneStoryboard:
            var position = region.lowerBound
            while position + 4 < region.upperBound {
                if tokens[position].kind == .identifier,
                    ["UINib", "NSNib", "UIStoryboard", "NSStoryboard"].contains(text(tokens[position])),
                    isPunctuation(position + 1, "("), isIdentifier(position + 2),
                    ["nibName", "nibNamed", "name"].contains(text(tokens[position + 2])),
                    isPunctuation(position + 3, ":"), tokens[position + 4].kind == .string
                {
                    return StringLiteral.value(of: tokens[position + 4], in: bytes)
                }
                position += 1
            }
            return nil
        default:
            var found: Token?
            for position in region {
                let token = tokens[position]
                if token.kind == .string {
                    guard found == nil else { return nil }
                    found = token
                    continue
                }
                let isShape =
                    token.kind == .punctuation || (token.kind == .operator && matches(token, "="))
                    || matches(token, "String") || matches(token, "return") || matches(token, "get")
                guard isShape else { return nil }
            }
            return found.flatMap { StringLiteral.value(of: $0, in: bytes) }
        }
    }

    /// The tokens of a property's type annotation and value: up to the end of a `{…}` getter, or to the next line
    /// at nesting depth zero after `=`; at most 64 tokens, never past the enclosing body's `}`.
    func valueRegion(startingAt start: Int) -> Range<Int> {
        var position = start
        var depth = 0
        let limit = min(tokens.count, start + 64)
        while position < limit {
            if position > start, depth == 0, breakBefore[position] { break }
            if isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{") {
                depth += 1
            } else if isPunctuation(position, ")") || isPunctuation(position, "]") || isPunctuation(position, "}") {
                depth -= 1
                if depth < 0 { break }
                if depth == 0, isPunctuation(position, "}") { return start..<(position + 1) }
            }
            position += 1
        }
        return start..<position
    }
}
