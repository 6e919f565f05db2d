// MARK: - Migration.Run

extension Migration {
    /// The working state of one migration: the scanned sources, the module as it is with every class resolved
    /// (which gives every class's kind and members), and the Interface Builder facts.
    struct Run {
        let sources: [SourceFile]
        let interfaceFiles: [SourceFile]
        let catalog: InterfaceBuilderCatalog
        let options: GenerationOptions
        let scanned: [ScannedFile]
        /// The module as it is: who adopts what already.
        let model: Model
        /// Every class of the sources resolved (kind, superclass chain, members), by qualified name.
        let classes: [String: ResolvedType]
        /// Qualified class names by bare name.
        let classesByBareName: [String: [String]]
        /// Protocols declared in the sources that supply a `reuseIdentifier` of their own (not mixins).
        let homeGrownProtocols: Set<String>
        /// The names of the protocols the sources declare.
        let protocolNames: Set<String>
        /// The names each type of the sources inherits or adopts, in its declarations and extensions, by bare name.
        let inheritedNames: [String: [String]]
        /// A type outside the sources is extended with a `reuseIdentifier` (`extension UITableViewCell { … }`).
        let extendsFrameworkWithIdentifier: Bool
        /// The string and nib constants the sources declare.
        let constants: Migration.Constants
        /// Classes excluded by an earlier attempt whose result did not verify, with the reason and message.
        var unverified: [String: (MigrationReason, String)] = [:]

        init(
            sources: [SourceFile], interfaceFiles: [SourceFile], catalog: InterfaceBuilderCatalog,
            options: GenerationOptions
        ) {
            self.sources = sources
            self.interfaceFiles = interfaceFiles
            self.catalog = catalog
            self.options = options
            let scanned = Parallel.map(sources, DeclarationScanner.scan)
            self.scanned = scanned
            model = ModelBuilder.build(scanned, options: options, resolvingEveryClass: true)
            constants = Migration.Constants(sources)
            var declaredNames = Set<String>()
            for file in scanned {
                for declaration in file.types { declaredNames.insert(declaration.qualifiedName) }
            }
            var classes: [String: ResolvedType] = [:]
            var byBareName: [String: [String]] = [:]
            for type in model.everyClass where classes[type.name] == nil {
                classes[type.name] = type
                byBareName[type.bareName, default: []].append(type.name)
            }
            self.classes = classes
            classesByBareName = byBareName
            var protocolNames = Set<String>()
            var inheritedNames: [String: [String]] = [:]
            for file in scanned {
                for declaration in file.types {
                    if declaration.keyword == .protocol { protocolNames.insert(declaration.name) }
                    inheritedNames[declaration.name, default: []] += declaration.inheritance.map(\.lastComponent)
                }
                for declaration in file.extensions {
                    inheritedNames[declaration.extendedType.lastComponent, default: []] +=
                        declaration.inheritance.map(\.lastComponent)
                }
            }
            self.protocolNames = protocolNames
            self.inheritedNames = inheritedNames
            var protocols = Set<String>()
            var extendsFramework = false
            for file in scanned {
                for declaration in file.types
                where declaration.keyword == .protocol && Mixin.named(declaration.name) == nil
                    && declaration.members.contains(where: { $0.name == .reuseIdentifier })
                {
                    protocols.insert(declaration.name)
                }
                for extensionDeclaration in file.extensions
                where extensionDeclaration.members.contains(where: { $0.name == .reuseIdentifier }) {
                    let name = extensionDeclaration.extendedType.name
                    let last = extensionDeclaration.extendedType.lastComponent
                    if Mixin.named(last) != nil { continue }
                    if declaredNames.contains(name) || declaredNames.contains(last) {
                        if protocolNames.contains(last) { protocols.insert(last) }
                    } else {
                        extendsFramework = true
                    }
                }
            }
            homeGrownProtocols = protocols
            extendsFrameworkWithIdentifier = extendsFramework
        }

        // MARK: - Planning

        /// Plans, verifies the result by scanning the migrated sources again, and plans once more without the
        /// classes that did not verify (at most three times).
        mutating func plan() -> MigrationPlan {
            var result = attempt()
            for _ in 0..<3 {
                let failed = verify(result)
                if failed.isEmpty { break }
                unverified.merge(failed) { first, _ in first }
                result = attempt()
            }
            return result
        }

        /// One planning attempt: attribute sites, decide classes, rewrite sites, add conformances.
        func attempt() -> MigrationPlan {
            var found = findSites()
            let registrations = Migration.Registrations(found)
            attributeUncastDequeues(&found, registrations)
            var decisions = decideClasses(found)
            decideSites(&found, decisions, registrations)
            // A class none of whose sites can be rewritten is not adopted.
            for (name, decision) in decisions where decision.reason == nil {
                if !found.contains(where: { $0.className == name && $0.replacement != nil }) {
                    decisions[name]?.reason = .conditionalCast
                }
            }
            placeConformances(&decisions, &found)
            return makePlan(found, decisions)
        }

        /// The adopted classes that do not resolve to the planned mixin and identifier, or that reusable-gen's
        /// Interface Builder checks would report an error for, with the reason.
        func verify(_ plan: MigrationPlan) -> [String: (MigrationReason, String)] {
            guard !plan.adoptions.isEmpty else { return [:] }
            let migrated = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.migrated) })
            let files = sources.map { source in
                migrated[source.path].map { SourceFile(path: source.path, bytes: $0) } ?? source
            }
            let after = ModelBuilder.build(Parallel.map(files, DeclarationScanner.scan), options: options)
            var failed: [String: (MigrationReason, String)] = [:]
            let checks = InterfaceBuilderChecks.check(
                after, interfaceFiles: interfaceFiles.map(InputFile.init), options: options)
            for adoption in plan.adoptions {
                guard let type = after.types.first(where: { $0.name == adoption.className }),
                    type.mixins.contains(.reusable),
                    type.mixins.contains(.nibLoadable) == (adoption.mixin == "NibReusable"),
                    generatedIdentifier(of: type) == adoption.identifier
                else {
                    failed[adoption.className] = (
                        .unverified,
                        "the migrated sources did not resolve '\(adoption.className)' to the planned mixin and identifier"
                    )
                    continue
                }
                if let error = checks.first(where: { $0.severity == .error && $0.location == type.location }) {
                    // The check's own name is left out: the note is named after the migrate reason.
                    failed[adoption.className] = (
                        .failsBuildCheck, "after migration reusable-gen would report: \(error.message)"
                    )
                }
            }
            return failed
        }

        /// The identifier the generated code gives a class: its literal `reuseIdentifier`, else the value of the
        /// `reuseIdentifier` it declares or inherits when the sources tell it, else its bare (or qualified) name;
        /// `nil` when it declares or inherits a `reuseIdentifier` whose value is not known.
        func generatedIdentifier(of type: ResolvedType) -> String? {
            if let literal = type.literal(of: .reuseIdentifier) { return literal }
            if type.provides(.reuseIdentifier) { return declaredMember("reuseIdentifier", readOn: type.name, depth: 0) }
            return options.qualifiedIdentifiers ? type.name : type.bareName
        }

        /// The nib name the generated code gives a class.
        func generatedNibName(of type: ResolvedType) -> String? {
            if let literal = type.literal(of: .nibName) { return literal }
            if type.provides(.nibName) || type.provides(.nib) { return nil }
            return options.qualifiedIdentifiers ? type.name : type.bareName
        }

        /// The text of a byte range of a source file.
        func text(_ file: Int, _ range: Range<Int>) -> String { sources[file].text(range) }
    }
}
