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
        /// The first typealias of the name.
        var alias: TypealiasDeclaration?

        /// Every type declaration, in path and line order.
        var types: [DeclarationID] { firstType.map { [$0] + moreTypes } ?? [] }
    }

    let files: [ScannedFile]
    let options: GenerationOptions
    var names: [String: DeclaredName] = [:]
    /// Where each file's declarations start in the flat numbering of all declarations (see `flatIndex`).
    private var firstFlatIndex: [Int] = []
    /// Each class declaration's superclass link and protocols, and the first declaration of a superclass in the
    /// sources, by flat index, worked out on first use.
    private var superclasses: [(link: SuperclassLink, protocols: ArraySlice<TypeReference>, parent: DeclarationID?)?] =
        []
    /// Whether each declaration (by flat index) is the first class declaration of its qualified name.
    private var isPrimaryClass: [Bool] = []
    /// The walk that last passed through each declaration (by flat index), to find cycles without a set per walk.
    var walkMarks: [Int] = []
    /// The number of the current walk (see `walkMarks`).
    var walkNumber = 0
    var extensionsByType: [String: [ExtensionDeclaration]] = [:]
    /// Extensions of known UIKit and AppKit classes that adopt something (`extension UITableViewCell: Reusable {}`),
    /// by bare class name: what they conform to, every subclass in the sources adopts.
    var frameworkExtensions: [String: [ExtensionDeclaration]] = [:]
    /// The storyboard names of `StoryboardConstant`s, by `Owner.name`.
    var storyboardConstants: [String: String] = [:]
    /// Every module imported anywhere in the sources.
    private(set) var importedModules: Set<String> = []
    var conformanceMemo: [String: Conformance] = [:]
    var diagnostics: [Diagnostic] = []

    init(files: [ScannedFile], options: GenerationOptions) {
        self.files = files
        self.options = options
        names.reserveCapacity(files.reduce(0) { $0 + $1.types.count + $1.typealiases.count })
        var count = 0
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
                isPrimaryClass.append(names[types[index].qualifiedName, default: DeclaredName()].add(id, isClass: isClass))
            }
            for alias in files[fileIndex].typealiases {
                names[alias.qualifiedName, default: DeclaredName()].add(alias)
            }
            for module in files[fileIndex].importedModules { importedModules.insert(module) }
        }
        superclasses = Array(repeating: nil, count: count)
        walkMarks = Array(repeating: 0, count: count)
        for fileIndex in files.indices {
            for declaration in files[fileIndex].extensions where !declaration.isLocal {
                switch resolve(declaration.extendedType, in: declaration.lexicalScope) {
                case .type(let target):
                    extensionsByType[target, default: []].append(declaration)
                case .external(let kind, let name) where kind != .unknown && !declaration.inheritance.isEmpty:
                    // One that adopts nothing grants nothing (`frameworkConformance(ofClassNamed:)`): not kept.
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
    }

    /// Whether a qualifier names a module other than the sources' own, whose classes are never the sources'
    /// (`Foundation.Operation`, `OtherModule.User`): one the sources import or an SDK module, and no type's name.
    func isForeignModule(_ name: String) -> Bool {
        guard name != options.moduleName, names[name] == nil else { return false }
        return importedModules.contains(name) || FrameworkClasses.sdkModules.contains(name)
    }

    func declaration(_ id: DeclarationID) -> TypeDeclaration { files[id.file].types[id.index] }

    /// The position of a declaration among all declarations of all files, for memo tables kept in arrays.
    func flatIndex(_ id: DeclarationID) -> Int { firstFlatIndex[id.file] + id.index }

    /// The number of declarations in all files: the size of memo tables indexed by `flatIndex`.
    var declarationCount: Int { superclasses.count }

    /// The first class declaration with this qualified name, in path and line order.
    func primaryClass(named name: String) -> DeclarationID? { names[name]?.primaryClass }

    /// Whether a declaration is the first class declaration of its qualified name (`primaryClass(named:)`).
    func isPrimaryClass(_ id: DeclarationID) -> Bool { isPrimaryClass[flatIndex(id)] }

    // MARK: - Names

    /// Resolves a type name as Swift would from inside the given lexical scope (see `ModelBuilder`).
    func resolve(_ reference: TypeReference, in scope: [String]) -> Resolution {
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
        if let mixins = Mixin.named(last) { return .mixins(mixins) }
        if !options.baseClassKinds.isEmpty,
            let kind = options.baseClassKinds[reference.name] ?? options.baseClassKinds[last]
        {
            return .external(kind, reference.name)
        }
        if let kind = FrameworkClasses.kind(of: last) { return .external(kind, reference.name) }
        return .unknown(reference.name)
    }

    private func lookUp(_ name: String) -> Resolution? {
        guard let declared = names[name] else { return nil }
        return declared.firstType != nil ? .type(name) : .alias(name)
    }

    // MARK: - Mixins

    /// What a conformance brings: its base mixins, and the static members that extensions of the user's own
    /// protocols on the way provide (`extension ThemedCell { static var reuseIdentifier … }`), which the
    /// generator must not shadow. Extensions of protocols named like a mixin are run-time defaults, not counted.
    mutating func conformance(of resolution: Resolution) -> Conformance {
        switch resolution {
        case .mixins(let mixins): return Conformance(mixins: MixinSet(mixins: mixins), members: [])
        case .external, .unknown: return Conformance(mixins: [], members: [])
        case .type(let name), .alias(let name): return conformance(reachableFrom: name)
        }
    }

    private mutating func conformance(reachableFrom start: String) -> Conformance {
        if let known = conformanceMemo[start] { return known }
        var found = Conformance(mixins: [], members: [])
        var visited: Set<String> = [start]
        var pending = [start]
        while let name = pending.popLast() {
            if let memo = conformanceMemo[name] {
                found.mixins.formUnion(memo.mixins)
                found.members += memo.members
                continue
            }
            var edges: [(TypeReference, [String])] = []
            if let alias = names[name]?.alias {
                edges = alias.components.map { ($0, alias.lexicalScope) }
            } else if let ids = names[name]?.types {
                var isProtocol = false
                for id in ids where files[id.file].types[id.index].keyword == .protocol {
                    let declaration = declaration(id)
                    isProtocol = true
                    if let own = Mixin.named(declaration.name) { found.mixins.formUnion(MixinSet(mixins: own)) }
                    edges += declaration.inheritance.map { ($0, declaration.lexicalScope) }
                }
                if isProtocol, Mixin.named(TypeReference.lastComponent(of: name)) == nil {
                    found.members += (extensionsByType[name] ?? []).flatMap(\.members)
                }
            }
            for (reference, scope) in edges {
                switch resolve(reference, in: scope) {
                case .mixins(let mixins): found.mixins.formUnion(MixinSet(mixins: mixins))
                case .type(let next), .alias(let next):
                    if visited.insert(next).inserted { pending.append(next) }
                case .external, .unknown: break
                }
            }
        }
        conformanceMemo[start] = found
        return found
    }

    // MARK: - Superclasses

    /// The superclass of a class declaration and the inherited names that are protocols, memoized.
    mutating func superclass(of id: DeclarationID) -> (SuperclassLink, ArraySlice<TypeReference>) {
        let found = superclassEntry(of: id)
        return (found.link, found.protocols)
    }

    /// The first declaration of a class declaration's superclass when the sources declare it (a `.source` link
    /// always names a class with a first declaration), memoized.
    mutating func parentClass(of id: DeclarationID) -> DeclarationID? { superclassEntry(of: id).parent }

    private mutating func superclassEntry(
        of id: DeclarationID
    ) -> (link: SuperclassLink, protocols: ArraySlice<TypeReference>, parent: DeclarationID?) {
        let position = flatIndex(id)
        if let known = superclasses[position] { return known }
        let types = files[id.file].types
        let (link, protocols) = superclass(inheritance: types[id.index].inheritance, in: types[id.index].lexicalScope)
        var parent: DeclarationID?
        if case .source(let name) = link { parent = primaryClass(named: name) }
        let found = (link: link, protocols: protocols, parent: parent)
        superclasses[position] = found
        return found
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

    /// Records a typealias; the first one counts.
    mutating func add(_ declaration: TypealiasDeclaration) {
        if alias == nil { alias = declaration }
    }
}
