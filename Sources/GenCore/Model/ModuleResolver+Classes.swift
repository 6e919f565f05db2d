// MARK: - Classes

/// Superclasses, mixins and facts of class declarations, worked out once per declaration and memoized.
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
    ) -> (mixins: MixinSet, members: [DeclaredMember], extraConditions: [String], origin: SourceLocation?) {
        // Only the fields needed are read: a copy of the whole declaration would retain and release every field.
        let types = files[id.file].types
        let protocols = superclass(of: id).1
        var ownMixins: MixinSet = []
        // The first extension that brings a mixin, unless the declaration's own inheritance clause brings one.
        var origin: SourceLocation?
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
                    // A conditional conformance to a look-alike alone grants nothing to report.
                    if forMixinsOnly, granted != .lookAlike {
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
                if ownMixins.isEmpty, !granted.subtracting(.lookAlike).isEmpty {
                    origin = extensionDeclaration.location
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
        return (ownMixins, members, extraConditions, origin)
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
            unknownBase: nil, extraConditions: own.extraConditions, mixinOrigin: own.origin)
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
                if own.mixins.isEmpty, !parentFacts.allMixins.isEmpty {
                    // Adopted through the superclass: where the superclass's conformance is declared.
                    facts.mixinOrigin = parentFacts.mixinOrigin ?? declaration(parentID).location
                }
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
    /// NibLoadable {}` makes every view in the sources NibLoadable), and the members they give every subclass;
    /// conditional ones grant nothing.
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
                // A framework class's own static members are inherited members of every subclass, and such a
                // member is the witness of a mixin's requirement of its type (an own one would be ambiguous with
                // it), whether or not the extension adopts anything.
                found.members += extensionDeclaration.members.filter {
                    !granted.isEmpty || $0.typeName?.hasSuffix("?") != true
                }
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
}
