// MARK: - ModuleResolver

/// The module-wide indexes and memo tables of one model build.
struct ModuleResolver {
    /// What the sources declare under one qualified name: type declarations, a typealias, or both. One table
    /// answers every question asked of a name, with one lookup.
    struct DeclaredName {
        /// The first type declaration (local ones are not counted), `nil` when the name is only a typealias's.
        var firstType: DeclarationID?
        /// The further type declarations, in path and line order (a type declared in several `#if` branches);
        /// usually none.
        var moreTypes: [DeclarationID] = []
        /// The first class declaration among the types.
        var primaryClass: DeclarationID?
        /// The first typealias of the name: its file and its index among the file's `typealiases` (a position
        /// rather than the declaration keeps this value cheap to copy out of the table).
        var alias: DeclarationID?

        /// Every type declaration, in path and line order.
        var types: [DeclarationID] { firstType.map { [$0] + moreTypes } ?? [] }
    }

    let files: [ScannedFile]
    let options: GenerationOptions
    var names: [String: DeclaredName] = [:]
    /// Where each file's declarations start in the flat numbering of all declarations (see `flatIndex`).
    private var firstFlatIndex: [Int] = []
    /// Each class declaration's superclass link, by flat index, worked out on first use (`nil` until then).
    /// The parts of `superclass(inheritance:in:)`'s answer are kept in three arrays of simple elements, which copy
    /// and free without the runtime's generic code for an optional tuple.
    private var superclassLinks: [SuperclassLink?] = []
    /// Each class declaration's inherited names that are protocols, by flat index (see `superclassLinks`).
    private var superclassProtocols: [ArraySlice<TypeReference>] = []
    /// Each class declaration's superclass's first declaration in the sources, by flat index (see
    /// `superclassLinks`).
    private var superclassParents: [DeclarationID?] = []
    /// For a one-word first inherited name written at file scope, the flat index of a class declaration whose
    /// superclass was worked out from it: the same name there always resolves the same (see `workOutSuperclass`).
    private var sharedSuperclasses: [String: Int] = [:]
    /// Whether each declaration (by flat index) is the first class declaration of its qualified name.
    private var isPrimaryClass: [Bool] = []
    /// Whether the first pass over classes found no mixins for the superclass of each class declaration (by flat
    /// index) because a cycle cut the chain just above it: the second pass then reads its superclass as unknown too.
    var isCutAbove: [Bool] = []
    /// The walk that last passed through each declaration (by flat index), to find cycles without a set per walk.
    var walkMarks: [Int] = []
    /// The number of the current walk (see `walkMarks`).
    var walkNumber = 0
    /// The extensions of each non-local type declaration, by flat index: those whose extended name resolves to the
    /// declaration's qualified name, in path and line order (every declaration of a name has the same list).
    var extensionsByDeclaration: [[ExtensionDeclaration]] = []
    /// Extensions of known UIKit and AppKit classes that adopt something (`extension UITableViewCell: Reusable {}`),
    /// by bare class name: what they conform to, every subclass in the sources adopts.
    var frameworkExtensions: [String: [ExtensionDeclaration]] = [:]
    /// The storyboard names of `StoryboardConstant`s, by `Owner.name`.
    var storyboardConstants: [String: String] = [:]
    /// Every module imported anywhere in the sources.
    private(set) var importedModules: Set<String> = []
    /// Conformances worked out (`conformance(of:)`), by the flat index of the first type declaration of the name.
    var conformanceMemo: [Int: Conformance] = [:]
    /// Conformances worked out for names that only a typealias declares, by name.
    var aliasConformanceMemo: [String: Conformance] = [:]
    /// What extensions of framework classes grant a class derived from the framework class of this name, memoized
    /// (`frameworkConformance(ofClassNamed:)`).
    var frameworkConformanceMemo: [String: Conformance] = [:]
    var diagnostics: [Diagnostic] = []
    /// The mixin protocols and helpers the sources declare themselves.
    private(set) var declaredAPI = DeclaredAPI()
    /// The file-scope protocols named like a library mixin whose requirements are not the library's (look-alikes):
    /// a conformance through one of them brings `MixinSet.lookAlike` instead of the mixin, and its adopters are left
    /// alone.
    private(set) var lookAlikeNames: Set<String> = []
    /// The mixins whose protocol in the sources is a look-alike (see `lookAlikeNames`).
    private(set) var lookAlikeMixins: MixinSet = []

    init(files: [ScannedFile], options: GenerationOptions) {
        self.files = files
        self.options = options
        // Twice the room needed: a table at most 3/8 full probes (and compares names) less on every lookup, and
        // most insertions and many lookups are of names not in the table.
        names.reserveCapacity(2 * files.reduce(0) { $0 + $1.types.count + $1.typealiases.count })
        var count = 0
        var firstModules: [String] = []
        firstFlatIndex.reserveCapacity(files.count)
        // Files are reached by index and only the fields needed are read: a `for file in files` would copy (retain
        // and release) every field of every file.
        for fileIndex in files.indices {
            firstFlatIndex.append(count)
            let types = files[fileIndex].types
            count += types.count
            for index in types.indices {
                guard !types[index].isLocal else {
                    isPrimaryClass.append(false)
                    continue
                }
                let id = DeclarationID(file: fileIndex, index: index)
                let isClass = types[index].keyword == .class
                let isFirstClass = names[types[index].qualifiedName, default: DeclaredName()].add(id, isClass: isClass)
                isPrimaryClass.append(isFirstClass)
            }
            let typealiases = files[fileIndex].typealiases
            for index in typealiases.indices {
                names[typealiases[index].qualifiedName, default: DeclaredName()].add(
                    alias: DeclarationID(file: fileIndex, index: index))
            }
            // Files import the same few modules again and again: the first few met are compared before hashing.
            for module in files[fileIndex].importedModules where !firstModules.contains(module) {
                importedModules.insert(module)
                if firstModules.count < 8 { firstModules.append(module) }
            }
        }
        superclassLinks = Array(repeating: nil, count: count)
        superclassProtocols = Array(repeating: [], count: count)
        superclassParents = Array(repeating: nil, count: count)
        walkMarks = Array(repeating: 0, count: count)
        extensionsByDeclaration = Array(repeating: [], count: count)
        isCutAbove = Array(repeating: false, count: count)
        for fileIndex in files.indices {
            for declaration in files[fileIndex].extensions where !declaration.isLocal {
                switch resolveExtended(declaration) {
                case (.type, let declared?):
                    // `.type` names have a first type declaration.
                    if let firstType = declared.firstType {
                        extensionsByDeclaration[flatIndex(firstType)].append(declaration)
                    }
                    for id in declared.moreTypes { extensionsByDeclaration[flatIndex(id)].append(declaration) }
                case (.external(let kind, let name), _)
                where kind != .unknown && !(declaration.inheritance.isEmpty && declaration.members.isEmpty):
                    // One that adopts nothing and declares no member the generator cares about grants nothing
                    // (`frameworkConformance(ofClassNamed:)`): not kept.
                    frameworkExtensions[TypeReference.lastComponent(of: name), default: []].append(declaration)
                default:
                    break
                }
            }
            for constant in files[fileIndex].storyboardConstants
            where storyboardConstants[constant.owner + "." + constant.name] == nil {
                storyboardConstants[constant.owner + "." + constant.name] = constant.storyboardName
            }
        }
        declaredAPI = readDeclaredAPI()
        for (mixin, declared) in declaredAPI.protocols where !declared.fits {
            lookAlikeNames.insert(mixin.rawValue)
            lookAlikeMixins.formUnion(MixinSet(mixin))
        }
        if let (location, lacking) = nibReusableProtocolLacks(), !lacking.isEmpty {
            lookAlikeNames.insert("NibReusable")
            declaredAPI.nibReusableProtocol = DeclaredAPI.NibReusableProtocol(location: location, lacking: lacking)
        }
        // Worked out before every look-alike was known.
        conformanceMemo = [:]
        aliasConformanceMemo = [:]
    }

    /// The set of library mixins a name not declared in the sources stands for (`NibReusable`), with
    /// `MixinSet.lookAlike` in place of each whose protocol the sources declare as a look-alike.
    func mixinSet(_ mixins: [Mixin]) -> MixinSet {
        let set = MixinSet(mixins: mixins)
        guard !lookAlikeMixins.isDisjoint(with: set) else { return set }
        return set.subtracting(lookAlikeMixins).union(.lookAlike)
    }

    /// Whether a qualifier names a module other than the sources' own, whose classes are never the sources'
    /// (`Foundation.Operation`, `OtherModule.User`): one the sources import or an SDK module, and no type's name.
    func isForeignModule(_ name: String) -> Bool {
        guard name != options.moduleName, names[name] == nil else { return false }
        return importedModules.contains(name) || FrameworkClasses.sdkModules.contains(name)
    }

    func declaration(_ id: DeclarationID) -> TypeDeclaration { files[id.file].types[id.index] }

    /// The typealias at a position (`DeclaredName.alias`).
    func typealiasDeclaration(_ id: DeclarationID) -> TypealiasDeclaration { files[id.file].typealiases[id.index] }

    /// The position of a declaration among all declarations of all files, for memo tables kept in arrays.
    func flatIndex(_ id: DeclarationID) -> Int { firstFlatIndex[id.file] + id.index }

    /// The number of declarations in all files: the size of memo tables indexed by `flatIndex`.
    var declarationCount: Int { superclassLinks.count }

    /// The first class declaration with this qualified name, in path and line order.
    func primaryClass(named name: String) -> DeclarationID? { names[name]?.primaryClass }

    /// Whether a declaration is the first class declaration of its qualified name (`primaryClass(named:)`).
    func isPrimaryClass(_ id: DeclarationID) -> Bool { isPrimaryClass[flatIndex(id)] }

    // MARK: - Names

    /// Resolves a type name as Swift would from inside the given lexical scope (see `ModelBuilder`).
    func resolve(_ reference: TypeReference, in scope: [String]) -> Resolution {
        resolveDeclaring(reference, in: scope).resolution
    }

    /// `resolve(_:in:)`, with what the sources declare under the name found when it is theirs (`.type`, `.alias`),
    /// so that a caller needing it does not look the name up again.
    func resolveDeclaring(
        _ reference: TypeReference, in scope: [String]
    ) -> (resolution: Resolution, declared: DeclaredName?) {
        let components = reference.components
        var first = components.startIndex
        while first < components.endIndex {
            let joined =
                first == components.endIndex - 1
                ? components[first] : components[first...].joined(separator: ".")
            for enclosing in scope.reversed() {
                if let found = lookUp(enclosing + "." + joined) { return found }
            }
            if let found = lookUp(joined) { return found }
            // `Foundation.Operation` is Foundation's class even when the sources declare an `Operation`.
            if first == components.startIndex, components.count > 1, isForeignModule(components[first]) { break }
            first += 1
        }
        let last = reference.lastComponent
        if let mixins = Mixin.named(last) { return (.mixins(mixins), nil) }
        if !options.baseClassKinds.isEmpty,
            let kind = options.baseClassKinds[reference.name] ?? options.baseClassKinds[last]
        {
            return (.external(kind, reference.name), nil)
        }
        if let kind = FrameworkClasses.kind(of: last) { return (.external(kind, reference.name), nil) }
        return (.unknown(reference.name), nil)
    }

    /// The type an extension extends, through typealiases: `typealias DeveloperOnly = PlaceBidViewController` then
    /// `extension DeveloperOnly { @IBAction func … }` adds the method to the class, as Swift has it.
    func resolveExtended(_ declaration: ExtensionDeclaration) -> (resolution: Resolution, declared: DeclaredName?) {
        let found = resolveDeclaring(declaration.extendedType, in: declaration.lexicalScope)
        guard case .alias = found.resolution else { return found }
        let resolution = resolveThroughAliases(declaration.extendedType, in: declaration.lexicalScope)
        guard case .type(let name) = resolution else { return (resolution, nil) }
        return (resolution, names[name])
    }

    private func lookUp(_ name: String) -> (resolution: Resolution, declared: DeclaredName?)? {
        guard let declared = names[name] else { return nil }
        return (declared.firstType != nil ? .type(name) : .alias(name), declared)
    }

    // MARK: - Mixins

    /// What a conformance brings: its base mixins, and the static members that extensions of the user's own
    /// protocols on the way provide (`extension ThemedCell { static var reuseIdentifier … }`), which the
    /// generator must not shadow. Extensions of protocols named like a mixin are run-time defaults, not counted.
    /// Nor are the members of a protocol that leads to no mixin (`protocol ReusableTableCell { static var
    /// reuseIdentifier … }`): they are no witness of a mixin's requirement, and a class adopting both would find
    /// two protocol-extension candidates for it, which Swift rejects as ambiguous; the class's own member wins.
    mutating func conformance(of found: (resolution: Resolution, declared: DeclaredName?)) -> Conformance {
        switch found.resolution {
        case .mixins(let mixins): return Conformance(mixins: mixinSet(mixins), members: [])
        case .external, .unknown: return Conformance(mixins: [], members: [])
        case .type(let name), .alias(let name):
            let reached = conformance(reachableFrom: name, declared: found.declared)
            return reached.mixins.isEmpty ? Conformance(mixins: [], members: []) : reached
        }
    }

    /// The conformance of a name of the sources, given what they declare under it (`resolveDeclaring(_:in:)`), so
    /// that the walk looks no name up again.
    private mutating func conformance(
        reachableFrom start: String, declared startDeclared: DeclaredName?
    ) -> Conformance {
        if let known = memoizedConformance(of: start, declared: startDeclared) { return known }
        var found = Conformance(mixins: [], members: [])
        // `start` is visited too; the set is made only when an edge leads on (most walks end at the start).
        var visited: Set<String> = []
        var pending = [(name: start, declared: startDeclared)]
        while let (name, declared) = pending.popLast() {
            let qualifiedName = name
            if let memo = memoizedConformance(of: name, declared: declared) {
                found.mixins.formUnion(memo.mixins)
                found.members += memo.members
                continue
            }
            var edges: [(TypeReference, [String])] = []
            if let aliasID = declared?.alias {
                let alias = typealiasDeclaration(aliasID)
                // A typealias where the library has a protocol (`typealias Reusable = …`).
                if lookAlikeNames.contains(qualifiedName), declared?.firstType == nil {
                    found.mixins.formUnion(.lookAlike)
                }
                edges = alias.components.map { ($0, alias.lexicalScope) }
            } else if let ids = declared?.types {
                var isProtocol = false
                for id in ids {
                    // The fields needed, read in place: not a copy of the whole declaration.
                    let (isThisProtocol, name, inheritance, scope) = files[id.file].types.withUnsafeBufferPointer {
                        (
                            $0[id.index].keyword == .protocol, $0[id.index].name, $0[id.index].inheritance,
                            $0[id.index].lexicalScope
                        )
                    }
                    guard isThisProtocol else { continue }
                    isProtocol = true
                    if lookAlikeNames.contains(qualifiedName) {
                        found.mixins.formUnion(.lookAlike)
                    } else if name != "NibReusable", let own = Mixin.named(name) {
                        // A `protocol NibReusable` brings what it refines, not what the library's typealias would.
                        found.mixins.formUnion(MixinSet(mixins: own))
                    }
                    edges += inheritance.map { ($0, scope) }
                }
                // Every declaration of a name has the same extensions (`extensionsByDeclaration`).
                if isProtocol, let first = ids.first, !extensionsByDeclaration[flatIndex(first)].isEmpty,
                    Mixin.named(TypeReference.lastComponent(of: name)) == nil
                {
                    found.members += extensionsByDeclaration[flatIndex(first)].flatMap(\.members)
                }
            }
            for (reference, scope) in edges {
                let next = resolveDeclaring(reference, in: scope)
                switch next.resolution {
                case .mixins(let mixins): found.mixins.formUnion(mixinSet(mixins))
                case .type(let nextName), .alias(let nextName):
                    if nextName != start, visited.insert(nextName).inserted {
                        pending.append((name: nextName, declared: next.declared))
                    }
                case .external, .unknown: break
                }
            }
        }
        if let firstType = startDeclared?.firstType {
            conformanceMemo[flatIndex(firstType)] = found
        } else {
            aliasConformanceMemo[start] = found
        }
        return found
    }

    /// A conformance already worked out: by the flat index of the name's first type declaration, or by name for a
    /// name only a typealias declares.
    private func memoizedConformance(of name: String, declared: DeclaredName?) -> Conformance? {
        if let firstType = declared?.firstType { return conformanceMemo[flatIndex(firstType)] }
        return aliasConformanceMemo[name]
    }

    // MARK: - Superclasses

    /// The superclass of a class declaration and the inherited names that are protocols, memoized.
    mutating func superclass(of id: DeclarationID) -> (SuperclassLink, ArraySlice<TypeReference>) {
        let position = workOutSuperclass(of: id)
        // Worked out above.
        return (superclassLinks[position] ?? .root, superclassProtocols[position])
    }

    /// The first declaration of a class declaration's superclass when the sources declare it (a `.source` link
    /// always names a class with a first declaration), memoized.
    mutating func parentClass(of id: DeclarationID) -> DeclarationID? {
        superclassParents[workOutSuperclass(of: id)]
    }

    /// Fills the memo of a declaration's superclass if it is empty; returns the declaration's flat index.
    private mutating func workOutSuperclass(of id: DeclarationID) -> Int {
        let position = flatIndex(id)
        guard superclassLinks[position] == nil else { return position }
        let types = files[id.file].types
        let inheritance = types[id.index].inheritance
        let scope = types[id.index].lexicalScope
        // A one-word name at file scope always resolves the same: most classes share a few superclasses.
        var sharedName: String?
        if scope.isEmpty, let first = inheritance.first, first.components.count == 1 {
            sharedName = first.components[0]
            if let known = sharedSuperclasses[first.components[0]] {
                let link = superclassLinks[known]
                superclassLinks[position] = link
                if case .root = link {
                    superclassProtocols[position] = inheritance[...]
                } else {
                    superclassProtocols[position] = inheritance.dropFirst()
                }
                superclassParents[position] = superclassParents[known]
                return position
            }
        }
        let found = superclass(inheritance: inheritance, in: scope)
        superclassLinks[position] = found.link
        superclassProtocols[position] = found.protocols
        superclassParents[position] = found.parent
        if let sharedName { sharedSuperclasses[sharedName] = position }
        return position
    }
}

extension ModuleResolver.DeclaredName {
    /// Records a (non-local) type declaration; they come in path and line order. Returns whether it is the first
    /// class declaration of the name.
    mutating func add(_ id: DeclarationID, isClass: Bool) -> Bool {
        if firstType == nil { firstType = id } else { moreTypes.append(id) }
        guard isClass, primaryClass == nil else { return false }
        primaryClass = id
        return true
    }

    /// Records a typealias by position; the first one counts.
    mutating func add(alias id: DeclarationID) {
        if alias == nil { alias = id }
    }
}
