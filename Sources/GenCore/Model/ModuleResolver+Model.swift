// MARK: - Model assembly

/// The model built from the resolved classes: which classes adopt a mixin, their facts and visibility, and the
/// model's diagnostics (see `ModuleResolver+Classes.swift` for the classes' mixins and facts).
extension ModuleResolver {
    /// Resolves every class and assembles the sorted model with its diagnostics; with `resolvingEveryClass`, the
    /// model's `everyClass` lists every class the generator could extend, whatever it adopts.
    mutating func model(resolvingEveryClass: Bool = false) -> Model {
        var mixinMemo: [MixinSet?] = Array(repeating: nil, count: declarationCount)
        // By flat index; a table rather than an array: only the adopters and their superclasses get facts.
        var memo: [Int: ClassFacts] = [:]
        var types: [ResolvedType] = []
        var everyClass: [ResolvedType] = []
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
                // A class that adopts a look-alike of a mixin is left alone (`lookAlikeNotes` says so at the protocol).
                guard !mixins.contains(.lookAlike) else { continue }
                let isAdopter = !mixins.isEmpty
                guard isAdopter || resolvingEveryClass else { continue }
                let declaration = fileTypes[index]
                let enclosing = enclosingDeclarations(of: declaration)
                let access = effectiveAccess(of: declaration, enclosing: enclosing)
                let reason = invisibility(of: declaration, access: access, dottedTypes: dottedTypes)
                if isAdopter, let reason {
                    let names = mixins.sorted.map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(
                        Diagnostic(
                            .note,
                            """
                            '\(declaration.qualifiedName)' adopts \(names) but \(reason), so it cannot be extended from \
                            another file; it keeps the mixins' run-time defaults (String(describing:), Bundle(for:))
                            """, at: declaration.location))
                }
                guard reason == nil else { continue }
                let facts = self.facts(ofAdopter: id, memo: &memo)
                let resolved = resolvedType(id, mixins: mixins, facts: facts, access: access, enclosing: enclosing)
                if resolvingEveryClass { everyClass.append(resolved) }
                guard isAdopter else { continue }
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
                diagnostics += Self.memberTypeNotes(resolved)
                types.append(resolved)
            }
        }
        types.sort { ($0.name, $0.location) < ($1.name, $1.location) }
        markDuplicates(&types)
        Self.linkSubclasses(&types)
        diagnostics += Self.checks(types, options: options)
        let modules = importedModules.sorted()
        // Not `files.flatMap(\.diagnostics)`: appending each file's empty list made a new empty buffer every time.
        var scanDiagnostics: [Diagnostic] = []
        for fileIndex in files.indices where !files[fileIndex].diagnostics.isEmpty {
            scanDiagnostics += files[fileIndex].diagnostics
        }
        var model = Model(types: types, diagnostics: [], importedModules: modules)
        if resolvingEveryClass {
            everyClass.sort { ($0.name, $0.location) < ($1.name, $1.location) }
            Self.linkSubclasses(&everyClass)
            model.everyClass = everyClass
            model.frameworkExtensionMembers = frameworkExtensionMembers()
        }
        model.declaredMixinNames = declaredMixinNames()
        model.declaredAPI = declaredAPI
        diagnostics += Self.lookAlikeNotes(declaredAPI) + Self.isolationNotes(declaredAPI)
        if let own = declaredAPI.nibReusableProtocol {
            diagnostics.append(Self.nibReusableNote(at: own.location, lacking: own.lacking))
        }
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

    /// The class declaration `id` as the generator sees it, given its mixins, its facts and its effective access.
    func resolvedType(
        _ id: DeclarationID, mixins: MixinSet, facts: ClassFacts, access: DeclaredAccess, enclosing: [DeclarationID]
    ) -> ResolvedType {
        let declaration = files[id.file].types[id.index]
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
            importedFramework: FrameworkClasses.framework(importing: files[id.file].importedModules)
        )
        resolved.outlets = facts.outlets.map { $0.sorted() }
        resolved.mixinOrigin = facts.mixinOrigin
        resolved.objectiveC = declaration.objectiveC
        if !declaration.isLocal {
            for extensionDeclaration in extensionsByDeclaration[flatIndex(id)] {
                resolved.objectiveC.formUnion(extensionDeclaration.objectiveC)
            }
        }
        resolved.isInGenericContext = isInGenericContext(declaration)
        resolved.genericParametersInScope = genericParametersInScope(declaration)
        resolved.availability =
            enclosing.flatMap { files[$0.file].types[$0.index].attributes }
            .filter { $0.hasPrefix("@available") }
            + declaration.attributes.filter { $0.hasPrefix("@available") }
        return resolved
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

    /// The members extensions add to classes of the framework table (`FrameworkMembers`), by the class's name.
    func frameworkExtensionMembers() -> [String: ObjectiveCMembers] {
        var members: [String: ObjectiveCMembers] = [:]
        for fileIndex in files.indices {
            for extensionDeclaration in files[fileIndex].extensions
            where !extensionDeclaration.isLocal && !extensionDeclaration.objectiveC.isEmpty {
                // An extension of a typealias of a framework class (`typealias View = UIView`) extends the class.
                var name = extensionDeclaration.extendedType.lastComponent
                if case .external(_, let qualified) = resolveExtended(extensionDeclaration).resolution {
                    name = TypeReference.lastComponent(of: qualified)
                }
                guard FrameworkMembers.knows(name) else { continue }
                members[name, default: ObjectiveCMembers()].formUnion(extensionDeclaration.objectiveC)
            }
        }
        return members
    }
}
