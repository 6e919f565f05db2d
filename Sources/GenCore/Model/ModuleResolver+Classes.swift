extension ModuleResolver {
    /// The superclass of a class declaration with these inherited names, declared in this scope, the inherited
    /// names that are protocols, and the superclass's first declaration when the sources declare it (memoized by
    /// `superclass(of:)` for declarations given by position).
    func superclass(
        inheritance: [TypeReference], in scope: [String]
    ) -> (link: SuperclassLink, protocols: ArraySlice<TypeReference>, parent: DeclarationID?) {
        guard let first = inheritance.first else { return (.root, [], nil) }
        switch resolveThroughAliases(first, in: scope) {
        case .type(let name):
            guard let declared = names[name], let parent = declared.primaryClass else {
                return (.root, inheritance[...], nil)
            }
            // A class and a typealias of one name: two modules scanned together; which one is meant is unknown.
            if declared.alias != nil { return (.external(.unknown, name), inheritance.dropFirst(), nil) }
            return (.source(name), inheritance.dropFirst(), parent)
        case .alias, .mixins:
            return (.root, inheritance[...], nil)
        case .external(let kind, let name):
            return (.external(kind, name), inheritance.dropFirst(), nil)
        case .unknown(let name):
            return (.external(.unknown, name), inheritance.dropFirst(), nil)
        }
    }

    /// Resolves a name, following typealiases that stand for one type (`typealias PlatformCell = UITableViewCell`),
    /// at most 16 hops, so a class's superclass may be spelled through an alias.
    func resolveThroughAliases(_ reference: TypeReference, in scope: [String]) -> Resolution {
        var resolution = resolve(reference, in: scope)
        for _ in 0..<16 {
            guard case .alias(let name) = resolution, let aliasID = names[name]?.alias else { break }
            let alias = typealiasDeclaration(aliasID)
            guard alias.components.count == 1 else { break }
            resolution = resolve(alias.components[0], in: alias.lexicalScope)
        }
        return resolution
    }

    // Classes are worked out in two passes: first the mixins of every class (cheap, and most classes adopt none),
    // then the full facts of the adopters and of their superclasses alone.

    /// The mixins of the first declaration of a class, once the memo (by flat index of the declaration) holds the
    /// mixins of its whole superclass chain, filled in one upward walk; a cycle is reported once and cut.
    mutating func mixins(ofPrimaryClass startID: DeclarationID, memo: inout [MixinSet?]) -> MixinSet {
        let start = flatIndex(startID)
        if let known = memo[start] { return known }
        // Usually the superclass is outside the sources or already known: no walk.
        if let parentID = parentClass(of: startID), memo[flatIndex(parentID)] == nil {
            var path: [DeclarationID] = []
            walkNumber += 1
            var current = startID
            while memo[flatIndex(current)] == nil {
                guard walkMarks[flatIndex(current)] != walkNumber else {
                    let declaration = declaration(current)
                    diagnostics.append(
                        Diagnostic(
                            .note,
                            """
                            the superclass chain of '\(declaration.qualifiedName)' comes back to it, as it does when \
                            modules scanned together declare classes of the same name, so its kind is unknown
                            """, at: declaration.location))
                    break
                }
                walkMarks[flatIndex(current)] = walkNumber
                path.append(current)
                guard let parentID = parentClass(of: current) else { break }
                current = parentID
            }
            for id in path.reversed() {
                memo[flatIndex(id)] = mixins(of: id, memo: memo)
            }
        } else {
            memo[start] = mixins(of: startID, memo: memo)
        }
        return memo[start] ?? []
    }

    /// The mixins of one declaration, given memoized mixins for its superclass; when they are absent (a cycle cut
    /// the chain above it) the class inherits nothing, which `isCutAbove` records for the second pass.
    mutating func mixins(of id: DeclarationID, memo: [MixinSet?]) -> MixinSet {
        var mixins = adoptions(of: id, forMixinsOnly: true).mixins
        switch superclass(of: id).0 {
        case .source:
            if let parentID = parentClass(of: id), let inherited = memo[flatIndex(parentID)] {
                mixins.formUnion(inherited)
            } else {
                isCutAbove[flatIndex(id)] = true
            }
        case .external(let kind, let name) where kind != .unknown:
            mixins.formUnion(frameworkConformance(ofClassNamed: name).mixins)
        case .external, .root:
            break
        }
        return mixins
    }

    /// The facts of a class declaration whose mixins the first pass worked out, filling the memo (by flat index) for
    /// its superclass chain up to a class already known or a cut, from the top down.
    mutating func facts(ofAdopter startID: DeclarationID, memo: inout [Int: ClassFacts]) -> ClassFacts {
        if let known = memo[flatIndex(startID)] { return known }
        var path: [DeclarationID] = []
        walkNumber += 1
        var current = startID
        // The first pass cut every cycle, so the marks only guard against a walk that never ends.
        while memo[flatIndex(current)] == nil, walkMarks[flatIndex(current)] != walkNumber {
            walkMarks[flatIndex(current)] = walkNumber
            path.append(current)
            guard !isCutAbove[flatIndex(current)], let parentID = parentClass(of: current) else { break }
            current = parentID
        }
        for id in path.reversed() {
            memo[flatIndex(id)] = facts(of: id, memo: memo)
        }
        return memo[flatIndex(startID)] ?? facts(of: startID, memo: memo)
    }

    /// What a declaration's own protocols and its extensions bring: mixins, members, and the `#if` conditions of
    /// the extensions that add mixins. With `forMixinsOnly` (the first pass) members and conditions are left out
    /// and conditional conformances are reported; the second pass, which follows, leaves the reporting to it.
    private mutating func adoptions(
        of id: DeclarationID, forMixinsOnly: Bool
    ) -> (mixins: MixinSet, members: [DeclaredMember], extraConditions: [String]) {
        // Only the fields needed are read: a copy of the whole declaration would retain and release every field.
        let types = files[id.file].types
        let protocols = superclass(of: id).1
        var ownMixins: MixinSet = []
        var members = forMixinsOnly ? [] : types[id.index].members
        if !protocols.isEmpty {
            let lexicalScope = types[id.index].lexicalScope
            for reference in protocols {
                let brought = conformance(of: resolveDeclaring(reference, in: lexicalScope))
                ownMixins.formUnion(brought.mixins)
                if !forMixinsOnly { members += brought.members }
            }
        }
        var extraConditions: [String] = []
        if !types[id.index].isLocal {
            for extensionDeclaration in extensionsByDeclaration[flatIndex(id)] {
                if !forMixinsOnly { members += extensionDeclaration.members }
                var granted: MixinSet = []
                for reference in extensionDeclaration.inheritance {
                    let brought = conformance(of: resolveDeclaring(reference, in: extensionDeclaration.lexicalScope))
                    granted.formUnion(brought.mixins)
                    if !forMixinsOnly { members += brought.members }
                }
                guard !granted.isEmpty else { continue }
                if extensionDeclaration.whereClause != nil {
                    if forMixinsOnly {
                        let names = granted.sorted.map(\.rawValue).joined(separator: ", ")
                        diagnostics.append(
                            Diagnostic(
                                .note,
                                """
                                the conformance of '\(types[id.index].qualifiedName)' to \(names) in an extension \
                                with a 'where' clause is conditional, so reusable-gen generates nothing for it
                                """, at: extensionDeclaration.location))
                    }
                    continue
                }
                ownMixins.formUnion(granted)
                guard !forMixinsOnly else { continue }
                // Members that exist because of a conformance under `#if` go under the same conditions.
                for condition in extensionDeclaration.conditions
                where !types[id.index].conditions.contains(condition) && !extraConditions.contains(condition) {
                    extraConditions.append(condition)
                }
            }
        }
        return (ownMixins, members, extraConditions)
    }

    /// The facts of one declaration, given memoized facts for its superclass (absent ones, or a chain cut above
    /// it, read as unknown).
    mutating func facts(of id: DeclarationID, memo: [Int: ClassFacts]) -> ClassFacts {
        let types = files[id.file].types
        let link = superclass(of: id).0
        let own = adoptions(of: id, forMixinsOnly: false)
        var facts = ClassFacts(
            kind: .unknown, chain: [], ownMixins: own.mixins, inheritedMixins: [], members: own.members,
            inheritedMembers: [],
            unknownBase: nil, extraConditions: own.extraConditions)
        // Read through a buffer pointer: `types[id.index].attributes` here copied the whole declaration.
        let (outlets, isObjCMembers) = types.withUnsafeBufferPointer {
            ($0[id.index].outlets, $0[id.index].attributes.contains("@objcMembers"))
        }
        if isObjCMembers {
            facts.outlets = nil
        } else if !outlets.isEmpty {
            facts.outlets = Set(outlets)
        }
        switch link {
        case .source(let parent):
            facts.chain = [parent]
            if !isCutAbove[flatIndex(id)], let parentID = parentClass(of: id),
                let parentFacts = memo[flatIndex(parentID)]
            {
                facts.kind = parentFacts.kind
                facts.chain += parentFacts.chain
                facts.inheritedMixins = parentFacts.allMixins
                facts.inheritedMembers = parentFacts.inheritedMembers.union(parentFacts.members.map(\.name))
                facts.unknownBase = parentFacts.unknownBase
                facts.extraConditions += parentFacts.extraConditions.filter { !facts.extraConditions.contains($0) }
                if let parentOutlets = parentFacts.outlets {
                    facts.outlets?.formUnion(parentOutlets)
                } else {
                    facts.outlets = nil
                }
            }
        case .external(let kind, let name):
            facts.kind = kind
            facts.chain = [name]
            if kind == .unknown {
                facts.unknownBase = name
            } else {
                let granted = frameworkConformance(ofClassNamed: name)
                facts.inheritedMixins = granted.mixins
                facts.inheritedMembers = Set(granted.members.map(\.name))
            }
        case .root:
            break
        }
        return facts
    }

    /// What extensions of a framework class and of its framework ancestors conform it to (`extension UIView:
    /// NibLoadable {}` makes every view in the sources NibLoadable); conditional ones grant nothing.
    mutating func frameworkConformance(ofClassNamed name: String) -> Conformance {
        var found = Conformance(mixins: [], members: [])
        guard !frameworkExtensions.isEmpty else { return found }
        if let known = frameworkConformanceMemo[name] { return known }
        defer { frameworkConformanceMemo[name] = found }
        for ancestor in FrameworkClasses.lineage(of: TypeReference.lastComponent(of: name)) {
            for extensionDeclaration in frameworkExtensions[ancestor] ?? []
            where extensionDeclaration.whereClause == nil {
                var granted: MixinSet = []
                for reference in extensionDeclaration.inheritance {
                    let brought = conformance(of: resolveDeclaring(reference, in: extensionDeclaration.lexicalScope))
                    granted.formUnion(brought.mixins)
                    found.members += brought.members
                }
                found.mixins.formUnion(granted)
                if !granted.isEmpty { found.members += extensionDeclaration.members }
            }
        }
        return found
    }

    /// The member with a `reference` to a storyboard constant resolved to the constant's storyboard name, looked
    /// up as Swift would from inside the class (`.main` on `UIStoryboard` and `NSStoryboard`).
    func resolvingStoryboardReference(_ member: DeclaredMember, in declaration: TypeDeclaration) -> DeclaredMember {
        guard member.literal == nil, let reference = member.reference, !storyboardConstants.isEmpty else {
            return member
        }
        var candidates: [String] = []
        if reference.hasPrefix(".") {
            candidates = ["UIStoryboard" + reference, "NSStoryboard" + reference]
        } else if reference.hasPrefix("Self.") {
            candidates = [declaration.qualifiedName + reference.dropFirst("Self".count)]
        } else {
            let scopes = declaration.lexicalScope + [declaration.qualifiedName]
            candidates = scopes.reversed().map { $0 + "." + reference } + [reference]
        }
        var resolved = member
        resolved.literal = candidates.lazy.compactMap { storyboardConstants[$0] }.first
        return resolved
    }

    // MARK: - Model

    /// Resolves every class and assembles the sorted model with its diagnostics.
    mutating func model() -> Model {
        var mixinMemo: [MixinSet?] = Array(repeating: nil, count: declarationCount)
        // By flat index; a table rather than an array: only the adopters and their superclasses get facts.
        var memo: [Int: ClassFacts] = [:]
        var types: [ResolvedType] = []
        var dottedTypes: Set<String> = []
        // Files are reached by index and only the fields needed are read: a `for file in files` would copy (retain
        // and release) every field of every file, and a declaration is copied whole only for the classes kept.
        for fileIndex in files.indices {
            let fileTypes = files[fileIndex].types
            for index in fileTypes.indices where Self.containsDot(fileTypes[index].name) {
                dottedTypes.insert(fileTypes[index].qualifiedName)
            }
        }
        for fileIndex in files.indices {
            let fileTypes = files[fileIndex].types
            for index in fileTypes.indices where fileTypes[index].keyword == .class {
                let id = DeclarationID(file: fileIndex, index: index)
                let mixins: MixinSet
                if isPrimaryClass(id) {
                    mixins = self.mixins(ofPrimaryClass: id, memo: &mixinMemo)
                } else {
                    if let parentID = parentClass(of: id) {
                        _ = self.mixins(ofPrimaryClass: parentID, memo: &mixinMemo)
                    }
                    mixins = self.mixins(of: id, memo: mixinMemo)
                }
                guard !mixins.isEmpty else { continue }
                let facts = self.facts(ofAdopter: id, memo: &memo)
                let declaration = fileTypes[index]
                let importedFramework = FrameworkClasses.framework(importing: files[fileIndex].importedModules)
                let enclosing = enclosingDeclarations(of: declaration)
                let access = effectiveAccess(of: declaration, enclosing: enclosing)
                if let reason = invisibility(of: declaration, access: access, dottedTypes: dottedTypes) {
                    let names = mixins.sorted.map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(
                        Diagnostic(
                            .note,
                            """
                            '\(declaration.qualifiedName)' adopts \(names) but \(reason), so it cannot be extended from \
                            another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                            """, at: declaration.location))
                    continue
                }
                if let base = facts.unknownBase {
                    diagnostics.append(
                        Diagnostic(
                            .note,
                            """
                            the superclass chain of '\(declaration.qualifiedName)' leaves the sources at '\(base)', so only \
                            kind-independent members are generated; map '\(base)' to a kind with 'baseClassKinds' \
                            in the configuration file
                            """, at: declaration.location))
                }
                var resolved = ResolvedType(
                    name: declaration.qualifiedName,
                    bareName: declaration.name,
                    kind: facts.kind,
                    mixins: mixins.sorted,
                    inheritedMixins: facts.inheritedMixins.sorted,
                    location: declaration.location,
                    conditions: declaration.conditions
                        + facts.extraConditions.filter { !declaration.conditions.contains($0) },
                    access: access,
                    isFinal: declaration.isFinal,
                    genericParameters: declaration.genericParameters,
                    whereClause: declaration.whereClause,
                    attributes: declaration.attributes,
                    superclassChain: facts.chain,
                    providedMembers: facts.members.map { resolvingStoryboardReference($0, in: declaration) },
                    inheritedMembers: facts.inheritedMembers.sorted { $0.rawValue < $1.rawValue },
                    subclasses: [],
                    importedFramework: importedFramework
                )
                resolved.outlets = facts.outlets.map { $0.sorted() }
                resolved.isInGenericContext = isInGenericContext(declaration)
                resolved.genericParametersInScope = genericParametersInScope(declaration)
                resolved.availability =
                    enclosing.flatMap { files[$0.file].types[$0.index].attributes }
                    .filter { $0.hasPrefix("@available") }
                    + declaration.attributes.filter { $0.hasPrefix("@available") }
                types.append(resolved)
            }
        }
        types.sort { ($0.name, $0.location) < ($1.name, $1.location) }
        Self.linkSubclasses(&types)
        diagnostics += Self.checks(types, options: options)
        let modules = importedModules.sorted()
        // Not `files.flatMap(\.diagnostics)`: appending each file's empty list made a new empty buffer every time.
        var scanDiagnostics: [Diagnostic] = []
        for fileIndex in files.indices where !files[fileIndex].diagnostics.isEmpty {
            scanDiagnostics += files[fileIndex].diagnostics
        }
        var model = Model(types: types, diagnostics: [], importedModules: modules)
        model.declaredMixinNames = declaredMixinNames()
        if !model.declaresReusableView, let declaration = names[Mixin.reusableView.rawValue]?.firstType {
            diagnostics.append(
                Diagnostic(
                    .note,
                    """
                    the sources declare their own 'ReusableView', so reusable-gen declares neither ReusableCells' \
                    protocol nor its self-registering dequeue(for:)
                    """, at: self.declaration(declaration).location))
        }
        model.diagnostics = Array(Set(scanDiagnostics + diagnostics)).sorted()
        return model
    }

    /// Whether a name contains a `.`, checked byte by byte.
    static func containsDot(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { $0.contains(UInt8(ascii: ".")) }
    }

    /// Whether the declaration or a type it is nested in (directly or through an extension) is generic.
    func isInGenericContext(_ declaration: TypeDeclaration) -> Bool {
        declaration.genericParameters != nil
            || declaration.lexicalScope.contains { name in
                names[name]?.types.contains { files[$0.file].types[$0.index].genericParameters != nil } == true
            }
    }

    /// The generic parameter clauses of the declaration and of every declaration of a type it is nested in.
    func genericParametersInScope(_ declaration: TypeDeclaration) -> [String] {
        let enclosing = declaration.lexicalScope.flatMap { name in
            (names[name]?.types ?? []).compactMap { files[$0.file].types[$0.index].genericParameters }
        }
        return enclosing + (declaration.genericParameters.map { [$0] } ?? [])
    }

    /// File-scope protocols and typealiases named like a mixin.
    func declaredMixinNames() -> [String] {
        var declared: Set<String> = []
        for fileIndex in files.indices {
            let types = files[fileIndex].types
            for index in types.indices
            where types[index].keyword == .protocol && types[index].lexicalScope.isEmpty
                && Mixin.named(types[index].name) != nil
            {
                declared.insert(types[index].name)
            }
            let typealiases = files[fileIndex].typealiases
            for index in typealiases.indices
            where typealiases[index].lexicalScope.isEmpty && Mixin.named(typealiases[index].name) != nil {
                declared.insert(typealiases[index].name)
            }
        }
        return declared.sorted()
    }

    /// The declarations a declaration is nested in (directly, or through an extension of the type), outermost first.
    func enclosingDeclarations(of declaration: TypeDeclaration) -> [DeclarationID] {
        declaration.lexicalScope.compactMap { name in names[name]?.firstType }
    }

    /// The declared access limited by every enclosing declaration (`enclosingDeclarations(of:)`), including a type
    /// extended around it.
    func effectiveAccess(of declaration: TypeDeclaration, enclosing: [DeclarationID]) -> DeclaredAccess {
        var access = min(declaration.access ?? .internal, declaration.enclosingAccess ?? .open)
        for id in enclosing { access = min(access, files[id.file].types[id.index].access ?? .internal) }
        return access
    }

    /// Why a declaration cannot be extended from another file, or `nil` when it can, given its effective access;
    /// `dottedTypes` are the qualified names of types whose raw identifier contains a `.` (such as `` `a.b` ``),
    /// which a qualified name cannot spell.
    func invisibility(of declaration: TypeDeclaration, access: DeclaredAccess, dottedTypes: Set<String>) -> String? {
        if declaration.isLocal { return "is local to a function or closure" }
        if Self.containsDot(declaration.name) || declaration.lexicalScope.contains(where: dottedTypes.contains) {
            return "its name or an enclosing type's name contains '.'"
        }
        guard access.isVisibleToOtherFiles else {
            return declaration.access == access
                ? "is \(access.rawValue)" : "is nested in a \(access.rawValue) declaration"
        }
        return nil
    }

    /// Fills each type's `subclasses` with the adopting types whose chain passes through it. The types are sorted
    /// by name, so sorting the positions of a type's subclasses sorts their names; repeats are dropped.
    static func linkSubclasses(_ types: inout [ResolvedType]) {
        var positions: [String: [Int]] = [:]
        // Positions rather than elements: a `for` over the types would copy each one.
        for position in types.indices { positions[types[position].name, default: []].append(position) }
        var subclasses: [[Int]] = Array(repeating: [], count: types.count)
        for position in types.indices {
            for ancestor in types[position].superclassChain {
                for ancestorPosition in positions[ancestor] ?? [] { subclasses[ancestorPosition].append(position) }
            }
        }
        for (position, found) in subclasses.enumerated() where !found.isEmpty {
            var names: [String] = []
            for subclass in found.sorted() where names.last != types[subclass].name {
                names.append(types[subclass].name)
            }
            types[position].subclasses = names
        }
    }
}
