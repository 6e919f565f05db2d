// MARK: - Class facts

/// What the model knows about one class declaration once its superclasses are resolved.
struct ClassFacts {
    var kind: TypeKind
    var chain: [String]
    var ownMixins: Set<Mixin>
    var inheritedMixins: Set<Mixin>
    var members: [DeclaredMember]
    var inheritedMembers: Set<DeclaredMember.Name>
    /// The unknown class through which the superclass chain leaves the sources, if it does.
    var unknownBase: String?
    /// `#if` conditions of extensions that add mixins, beyond the class's own (and its superclasses').
    var extraConditions: [String] = []

    var allMixins: Set<Mixin> { ownMixins.union(inheritedMixins) }
}

/// A class's first inherited name, read as a superclass.
enum SuperclassLink {
    case source(String)
    case external(TypeKind, String)
    case root
}

extension ModuleResolver {
    /// The superclass of a class declaration and the inherited names that are protocols.
    func superclass(of declaration: TypeDeclaration) -> (SuperclassLink, ArraySlice<TypeReference>) {
        guard let first = declaration.inheritance.first else { return (.root, []) }
        switch resolveThroughAliases(first, in: declaration.lexicalScope) {
        case .type(let name) where primaryClass(named: name) != nil:
            return (.source(name), declaration.inheritance.dropFirst())
        case .type, .alias, .mixins:
            return (.root, declaration.inheritance[...])
        case .external(let kind, let name):
            return (.external(kind, name), declaration.inheritance.dropFirst())
        case .unknown(let name):
            return (.external(.unknown, name), declaration.inheritance.dropFirst())
        }
    }

    /// Resolves a name, following typealiases that stand for one type (`typealias PlatformCell = UITableViewCell`),
    /// at most 16 hops, so a class's superclass may be spelled through an alias.
    func resolveThroughAliases(_ reference: TypeReference, in scope: [String]) -> Resolution {
        var resolution = resolve(reference, in: scope)
        for _ in 0..<16 {
            guard case .alias(let name) = resolution, let alias = aliasesByName[name], alias.components.count == 1 else { break }
            resolution = resolve(alias.components[0], in: alias.lexicalScope)
        }
        return resolution
    }

    /// The facts of the class with this qualified name (its first declaration), filling the memo for its whole
    /// superclass chain in one upward walk; a cycle is reported once and cut.
    mutating func facts(ofClassNamed start: String, memo: inout [String: ClassFacts]) -> ClassFacts? {
        if let known = memo[start] { return known }
        var path: [String] = []
        var onPath: Set<String> = []
        var current = start
        while memo[current] == nil, let id = primaryClass(named: current) {
            guard onPath.insert(current).inserted else {
                let declaration = declaration(id)
                diagnostics.append(Diagnostic(
                    .error, "class '\(declaration.qualifiedName)' inherits from itself", at: declaration.location))
                break
            }
            path.append(current)
            guard case .source(let parent) = superclass(of: declaration(id)).0 else { break }
            current = parent
        }
        for name in path.reversed() where memo[name] == nil {
            guard let id = primaryClass(named: name) else { continue }
            memo[name] = facts(of: declaration(id), memo: memo)
        }
        return memo[start]
    }

    /// The facts of one declaration, given memoized facts for its superclass (absent ones read as unknown).
    mutating func facts(of declaration: TypeDeclaration, memo: [String: ClassFacts]) -> ClassFacts {
        let (link, protocols) = superclass(of: declaration)
        var ownMixins: Set<Mixin> = []
        var members = declaration.members
        for reference in protocols {
            let brought = conformance(of: resolve(reference, in: declaration.lexicalScope))
            ownMixins.formUnion(brought.mixins)
            members += brought.members
        }
        var extraConditions: [String] = []
        if !declaration.isLocal {
            for extensionDeclaration in extensionsByType[declaration.qualifiedName] ?? [] {
                members += extensionDeclaration.members
                var granted: Set<Mixin> = []
                for reference in extensionDeclaration.inheritance {
                    let brought = conformance(of: resolve(reference, in: extensionDeclaration.lexicalScope))
                    granted.formUnion(brought.mixins)
                    members += brought.members
                }
                guard !granted.isEmpty else { continue }
                if extensionDeclaration.whereClause != nil {
                    let names = granted.sorted().map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(Diagnostic(.note, """
                        the conformance of '\(declaration.qualifiedName)' to \(names) in an extension with a 'where' \
                        clause is conditional, so reusable-gen generates nothing for it
                        """, at: extensionDeclaration.location))
                    continue
                }
                ownMixins.formUnion(granted)
                // Members that exist because of a conformance under `#if` go under the same conditions.
                for condition in extensionDeclaration.conditions
                where !declaration.conditions.contains(condition) && !extraConditions.contains(condition) {
                    extraConditions.append(condition)
                }
            }
        }
        var facts = ClassFacts(
            kind: .unknown, chain: [], ownMixins: ownMixins, inheritedMixins: [], members: members, inheritedMembers: [],
            unknownBase: nil, extraConditions: extraConditions)
        switch link {
        case .source(let parent):
            facts.chain = [parent]
            if let parentFacts = memo[parent] {
                facts.kind = parentFacts.kind
                facts.chain += parentFacts.chain
                facts.inheritedMixins = parentFacts.allMixins
                facts.inheritedMembers = parentFacts.inheritedMembers.union(parentFacts.members.map(\.name))
                facts.unknownBase = parentFacts.unknownBase
                facts.extraConditions += parentFacts.extraConditions.filter { !facts.extraConditions.contains($0) }
            }
        case .external(let kind, let name):
            facts.kind = kind
            facts.chain = [name]
            if kind == .unknown { facts.unknownBase = name }
        case .root:
            break
        }
        return facts
    }

    // MARK: - Model

    /// Resolves every class and assembles the sorted model with its diagnostics.
    mutating func model() -> Model {
        var memo: [String: ClassFacts] = [:]
        var types: [ResolvedType] = []
        let dottedTypes = Set(files.flatMap(\.types).filter { $0.name.contains(".") }.map(\.qualifiedName))
        for file in files {
            for declaration in file.types where declaration.keyword == .class {
                let isPrimary = !declaration.isLocal
                    && primaryClass(named: declaration.qualifiedName).map { self.declaration($0) == declaration } == true
                var facts: ClassFacts
                if isPrimary, let known = self.facts(ofClassNamed: declaration.qualifiedName, memo: &memo) {
                    facts = known
                } else {
                    if case .source(let parent) = superclass(of: declaration).0 {
                        _ = self.facts(ofClassNamed: parent, memo: &memo)
                    }
                    facts = self.facts(of: declaration, memo: memo)
                }
                let mixins = facts.allMixins
                guard !mixins.isEmpty else { continue }
                if let reason = invisibility(of: declaration, dottedTypes: dottedTypes) {
                    let names = mixins.sorted().map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(Diagnostic(.note, """
                        '\(declaration.qualifiedName)' adopts \(names) but \(reason), so it cannot be extended from \
                        another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                        """, at: declaration.location))
                    continue
                }
                if let base = facts.unknownBase {
                    diagnostics.append(Diagnostic(.note, """
                        the superclass chain of '\(declaration.qualifiedName)' leaves the sources at '\(base)', so only \
                        kind-independent members are generated; map '\(base)' to a kind with 'baseClassKinds' \
                        in the configuration file
                        """, at: declaration.location))
                }
                var resolved = ResolvedType(
                    name: declaration.qualifiedName,
                    bareName: declaration.name,
                    kind: facts.kind,
                    mixins: mixins.sorted(),
                    inheritedMixins: facts.inheritedMixins.sorted(),
                    location: declaration.location,
                    conditions: declaration.conditions + facts.extraConditions.filter { !declaration.conditions.contains($0) },
                    access: effectiveAccess(of: declaration),
                    isFinal: declaration.isFinal,
                    genericParameters: declaration.genericParameters,
                    whereClause: declaration.whereClause,
                    attributes: declaration.attributes,
                    superclassChain: facts.chain,
                    providedMembers: facts.members,
                    inheritedMembers: facts.inheritedMembers.sorted { $0.rawValue < $1.rawValue },
                    subclasses: [],
                    importedFramework: FrameworkClasses.framework(importing: file.importedModules)
                )
                resolved.isInGenericContext = isInGenericContext(declaration)
                resolved.availability = enclosingDeclarations(of: declaration).flatMap(\.attributes)
                    .filter { $0.hasPrefix("@available") } + declaration.attributes.filter { $0.hasPrefix("@available") }
                types.append(resolved)
            }
        }
        types.sort { ($0.name, $0.location) < ($1.name, $1.location) }
        Self.linkSubclasses(&types)
        diagnostics += Self.checks(types, options: options)
        let modules = Set(files.flatMap(\.importedModules)).sorted()
        let scanDiagnostics = files.flatMap(\.diagnostics)
        var model = Model(types: types, diagnostics: [], importedModules: modules)
        model.declaredMixinNames = declaredMixinNames()
        if !model.declaresReusableView, let declaration = typesByName[Mixin.reusableView.rawValue]?.first {
            diagnostics.append(Diagnostic(.note, """
                the sources declare their own 'ReusableView', so reusable-gen declares neither ReusableCells' \
                protocol nor its self-registering dequeue(for:)
                """, at: self.declaration(declaration).location))
        }
        model.diagnostics = Array(Set(scanDiagnostics + diagnostics)).sorted()
        return model
    }

    /// Whether the declaration or a type it is nested in (directly or through an extension) is generic.
    func isInGenericContext(_ declaration: TypeDeclaration) -> Bool {
        declaration.genericParameters != nil || declaration.lexicalScope.contains { name in
            typesByName[name]?.contains { self.declaration($0).genericParameters != nil } == true
        }
    }

    /// File-scope protocols and typealiases named like a mixin.
    func declaredMixinNames() -> [String] {
        let names = Set(Mixin.allCases.map(\.rawValue) + ["NibReusable"])
        var declared: Set<String> = []
        for file in files {
            for type in file.types where type.keyword == .protocol && type.lexicalScope.isEmpty && names.contains(type.name) {
                declared.insert(type.name)
            }
            for alias in file.typealiases where alias.lexicalScope.isEmpty && names.contains(alias.name) {
                declared.insert(alias.name)
            }
        }
        return declared.sorted()
    }

    /// The declarations a declaration is nested in (directly, or through an extension of the type), outermost first.
    func enclosingDeclarations(of declaration: TypeDeclaration) -> [TypeDeclaration] {
        declaration.lexicalScope.compactMap { name in typesByName[name]?.first.map(self.declaration) }
    }

    /// The declared access limited by every enclosing declaration, including a type extended around it.
    func effectiveAccess(of declaration: TypeDeclaration) -> DeclaredAccess {
        let enclosing = enclosingDeclarations(of: declaration).map { $0.access ?? .internal }
        return ([declaration.access ?? .internal, declaration.enclosingAccess ?? .open] + enclosing).min() ?? .internal
    }

    /// Why a declaration cannot be extended from another file, or `nil` when it can; `dottedTypes` are the qualified
    /// names of types whose raw identifier contains a `.` (such as `` `a.b` ``), which a qualified name cannot spell.
    func invisibility(of declaration: TypeDeclaration, dottedTypes: Set<String> = []) -> String? {
        if declaration.isLocal { return "is local to a function or closure" }
        if declaration.name.contains(".") || declaration.lexicalScope.contains(where: dottedTypes.contains) {
            return "its name or an enclosing type's name contains '.'"
        }
        let access = effectiveAccess(of: declaration)
        guard access.isVisibleToOtherFiles else {
            return declaration.access == access ? "is \(access.rawValue)" : "is nested in a \(access.rawValue) declaration"
        }
        return nil
    }

    /// Fills each type's `subclasses` with the adopting types whose chain passes through it.
    static func linkSubclasses(_ types: inout [ResolvedType]) {
        var positions: [String: [Int]] = [:]
        for (position, type) in types.enumerated() { positions[type.name, default: []].append(position) }
        var subclasses: [Int: Set<String>] = [:]
        for type in types {
            for ancestor in type.superclassChain {
                for position in positions[ancestor] ?? [] { subclasses[position, default: []].insert(type.name) }
            }
        }
        for (position, names) in subclasses { types[position].subclasses = names.sorted() }
    }
}
