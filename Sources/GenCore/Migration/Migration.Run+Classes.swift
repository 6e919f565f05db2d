// MARK: - Sites and classes

extension Migration.Run {
    /// Every string-typed registration and dequeue, attributed to a class of the sources where the site names one.
    func findSites() -> [Migration.FoundSite] {
        var found: [Migration.FoundSite] = []
        for (position, file) in scanned.enumerated() {
            for site in file.callSites
            where site.kind == .registerByIdentifier || site.kind == .registerNibByIdentifier
                || site.kind == .dequeueByIdentifier
            {
                let method = text(position, site.name)
                var entry = Migration.FoundSite(
                    file: position, site: site, method: method, target: Migration.SiteTarget(site, method: method))
                entry.identifier = identifierValue(site.identifier)
                if site.typeName.isEmpty {
                    entry.reason = .classNotNamed
                    entry.message =
                        site.kind == .dequeueByIdentifier
                        ? "the dequeued class is not named at the call (no `as!` or `as?` cast)"
                        : "the registered class is not named at the call (a metatype or nib held elsewhere)"
                } else {
                    let candidates = classesByBareName[site.bareTypeName] ?? []
                    if candidates.isEmpty, declaresHiddenClass(named: site.bareTypeName) {
                        entry.reason = .notExtensible
                        entry.message =
                            "'\(site.bareTypeName)' is private, fileprivate or local, so the generated code cannot extend it"
                    } else if candidates.isEmpty {
                        entry.reason = .classNotInSources
                        entry.message = "'\(site.typeName)' is not a class declared in the scanned sources"
                    } else if candidates.count > 1 {
                        entry.reason = .ambiguousClassName
                        entry.message =
                            "several classes in the sources are named '\(site.bareTypeName)' (\(candidates.sorted().joined(separator: ", ")))"
                    } else {
                        entry.className = candidates[0]
                    }
                }
                found.append(entry)
            }
        }
        return found
    }

    /// Whether the sources declare a class of that name that the module model leaves out (private or local).
    func declaresHiddenClass(named bareName: String) -> Bool {
        scanned.contains { $0.types.contains { $0.keyword == .class && $0.name == bareName } }
    }

    /// The value of an identifier expression when its tokens tell it: a literal, `String(describing: X.self)` (the
    /// bare name), or `X.reuseIdentifier` of a class whose generated identifier is known.
    func identifierValue(_ identifier: CallSite.Identifier?) -> String? {
        switch identifier {
        case .literal(let value)?:
            return value
        case .describing(let type)?:
            return TypeReference.lastComponent(of: type)
        case .member(let type, "reuseIdentifier")?:
            guard let names = classesByBareName[TypeReference.lastComponent(of: type)], names.count == 1,
                let resolved = classes[names[0]]
            else { return nil }
            // The member exists only if the user wrote it or the class adopts Reusable already.
            let adopts = model.types.contains { $0.name == resolved.name && $0.mixins.contains(.reusable) }
            guard resolved.provides(.reuseIdentifier) || adopts else { return nil }
            return generatedIdentifier(of: resolved)
        default:
            return nil
        }
    }

    /// Decides, for every class with attributed sites, whether it can adopt and with which identifier.
    func decideClasses(_ found: [Migration.FoundSite]) -> [String: Migration.ClassDecision] {
        var sitesByClass: [String: [Migration.FoundSite]] = [:]
        var usersByIdentifier: [String: Set<String>] = [:]
        var unnamedRegistrations = Set<String>()
        for entry in found {
            if let name = entry.className {
                sitesByClass[name, default: []].append(entry)
                if let identifier = entry.identifier { usersByIdentifier[identifier, default: []].insert(name) }
            } else if entry.site.kind != .dequeueByIdentifier, let identifier = entry.identifier {
                unnamedRegistrations.insert(identifier)
            }
        }
        var prototypes: [String: String] = [:]
        for document in catalog.documents where document.kind == .storyboard {
            for prototype in document.prototypes {
                if let identifier = prototype.reuseIdentifier, !identifier.isEmpty, prototypes[identifier] == nil {
                    prototypes[identifier] = document.path
                }
            }
        }
        var decisions: [String: Migration.ClassDecision] = [:]
        for (name, sites) in sitesByClass {
            var decision = Migration.ClassDecision(name: name)
            decision.needsNib = sites.contains { $0.site.kind == .registerNibByIdentifier }
            if let (reason, message) = blocker(name, sites, usersByIdentifier, unnamedRegistrations, prototypes) {
                decision.reason = reason
                decision.message = message
            } else {
                decision.identifier = sites.first?.identifier
            }
            decisions[name] = decision
        }
        return decisions
    }

    /// The first reason, in a fixed order, that keeps a class's sites as they are.
    func blocker(
        _ name: String, _ sites: [Migration.FoundSite], _ users: [String: Set<String>],
        _ unnamedRegistrations: Set<String>,
        _ prototypes: [String: String]
    ) -> (MigrationReason, String)? {
        guard let type = classes[name] else {
            return (.classNotInSources, "'\(name)' is not a class declared in the scanned sources")
        }
        let bare = type.bareName
        if let (reason, message) = unverified[name] { return (reason, message) }
        for entry in sites where entry.target?.kind != type.kind {
            let call = entry.site.kind == .dequeueByIdentifier ? "dequeue" : "registration"
            return (
                .notReusableKind,
                "'\(bare)' is of kind \(type.kind.rawValue), not what this \(call) needs (\(entry.target?.kind.rawValue ?? "none"))"
            )
        }
        if type.genericParameters != nil || type.isInGenericContext { return (.genericClass, "'\(bare)' is generic") }
        let isLocal = scanned.contains { $0.types.contains { $0.qualifiedName == name && $0.isLocal } }
        if !type.access.isVisibleToOtherFiles || isLocal {
            return (
                .notExtensible, "'\(bare)' is private, fileprivate or local, so the generated code cannot extend it"
            )
        }
        if let unknown = sites.first(where: { $0.identifier == nil }) {
            let where_ = "\(unknown.site.location.path):\(unknown.site.location.line)"
            return (.identifierNotStatic, "the identifier of '\(bare)' at \(where_) is not known before run time")
        }
        let identifiers = Set(sites.compactMap(\.identifier))
        if identifiers.count > 1 {
            return (
                .severalIdentifiers,
                "'\(bare)' is registered or dequeued with several identifiers (\(identifiers.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))"
            )
        }
        guard let identifier = identifiers.first else {
            return (.identifierNotStatic, "the identifier of '\(bare)' is not known")
        }
        if extendsFrameworkWithIdentifier {
            return (
                .homeGrownIdentifier,
                "the sources extend a framework class with a reuseIdentifier of their own, which would clash with Reusable's"
            )
        }
        if let source = homeGrownSource(of: type) {
            return (
                .homeGrownIdentifier,
                "'\(bare)' gets a reuseIdentifier from '\(source)', which would clash with Reusable's"
            )
        }
        if let others = users[identifier], others.count > 1 {
            let names = others.subtracting([name]).map { TypeReference.lastComponent(of: $0) }.sorted()
            return (
                .identifierShared,
                "the identifier \"\(identifier)\" is also used for \(names.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
        if unnamedRegistrations.contains(identifier) {
            return (
                .identifierShared,
                "the identifier \"\(identifier)\" is also registered for a class the call does not name"
            )
        }
        guard let generated = generatedIdentifier(of: type) else {
            return (
                .customIdentifierNotLiteral,
                "'\(bare)' has or inherits a reuseIdentifier whose value is not a string literal"
            )
        }
        if generated != identifier {
            return (
                .identifierNotClassName,
                "'\(bare)' uses the identifier \"\(identifier)\" but the generated code would use \"\(generated)\"; declare `static let reuseIdentifier = \"\(identifier)\"` in \(bare) to keep it"
            )
        }
        if let path = prototypes[identifier] {
            return (.storyboardPrototype, "the identifier \"\(identifier)\" is a prototype's in \(path)")
        }
        if let entry = sites.first(where: {
            $0.site.kind == .dequeueByIdentifier && !$0.site.hasIndexPath && $0.target != .tableHeaderFooter
        }) {
            return (
                .dequeueWithoutIndexPath,
                "'\(bare)' is dequeued without an index path at \(entry.site.location.path):\(entry.site.location.line) (the typed dequeue needs one)"
            )
        }
        let byNib = sites.contains { $0.site.kind == .registerNibByIdentifier }
        let byClass = sites.contains { $0.site.kind == .registerByIdentifier }
        if byNib, byClass { return (.mixedRegistration, "'\(bare)' is registered both by class and by nib") }
        if byNib, let problem = nibProblem(type, sites, identifier: identifier) { return problem }
        let existing = model.types.first { $0.name == name }?.mixins ?? []
        if existing.contains(.nibLoadable), byClass {
            return (
                .superclassConflict,
                "'\(bare)' is NibLoadable, so the typed register would register its nib, not the class"
            )
        }
        if byNib, existing.contains(.reusable), !existing.contains(.nibLoadable) {
            return (
                .superclassConflict,
                "'\(bare)' adopts Reusable without NibLoadable, so the typed register would register the class, not its nib"
            )
        }
        return nil
    }

    /// Why a class's nib registrations cannot become the typed register, if they cannot.
    func nibProblem(_ type: ResolvedType, _ sites: [Migration.FoundSite], identifier: String) -> (
        MigrationReason, String
    )? {
        let bare = type.bareName
        for entry in sites where entry.site.kind == .registerNibByIdentifier {
            switch entry.site.nib {
            case .member(let owner)?:
                guard TypeReference.lastComponent(of: owner) == bare else {
                    return (.nibNotReproducible, "the nib registered for '\(bare)' is another type's")
                }
            case .initializer(let nameExpression, let bundle)?:
                guard let expected = generatedNibName(of: type), identifierValue(nameExpression) == expected else {
                    return (
                        .nibNotReproducible,
                        "the nib registered for '\(bare)' is not the one the generated code loads (UINib(nibName: \"\(generatedNibName(of: type) ?? bare)\", …))"
                    )
                }
                if !isReproduced(bundle, for: type) {
                    return (
                        .nibBundle,
                        "the nib's bundle `\(bundle ?? "(none)")` is not what --bundle \(options.bundle.rawValue) gives (\(bundleSpelling(for: type))); choose the matching --bundle (main for `nil` or `.main` in an app target)"
                    )
                }
            default:
                return (
                    .nibNotReproducible, "the nib registered for '\(bare)' is not UINib(nibName:bundle:) or \(bare).nib"
                )
            }
        }
        guard let nibName = generatedNibName(of: type) else { return nil }
        for document in catalog.nibs(named: nibName) {
            for object in document.topLevelObjects {
                if let set = object.reuseIdentifier, !set.isEmpty, set != identifier {
                    return (
                        .xibIdentifier, "\(document.path) sets the reuse identifier \"\(set)\", not \"\(identifier)\""
                    )
                }
            }
        }
        return nil
    }

    /// Whether the chosen `--bundle` gives the bundle spelled at the site.
    func isReproduced(_ bundle: String?, for type: ResolvedType) -> Bool {
        switch options.bundle {
        case .main: return bundle == nil || bundle == "nil" || bundle == ".main" || bundle == "Bundle.main"
        case .module: return bundle == ".module" || bundle == "Bundle.module"
        case .forClass:
            return bundle == "Bundle(for: \(type.bareName).self)" || bundle == "Bundle(for: \(type.name).self)"
        }
    }

    /// How the chosen `--bundle` spells the bundle, for notes.
    func bundleSpelling(for type: ResolvedType) -> String {
        switch options.bundle {
        case .main: "Bundle.main"
        case .module: "Bundle.module"
        case .forClass: "Bundle(for: \(type.bareName).self)"
        }
    }

    /// A home-grown protocol of the sources that gives the class (or an ancestor) a `reuseIdentifier`.
    func homeGrownSource(of type: ResolvedType) -> String? {
        guard !homeGrownProtocols.isEmpty else { return nil }
        let names = Set([type.name] + type.superclassChain)
        for file in scanned {
            for declaration in file.types where names.contains(declaration.qualifiedName) {
                if let found = declaration.inheritance.first(where: { homeGrownProtocols.contains($0.lastComponent) }) {
                    return found.lastComponent
                }
            }
            for extensionDeclaration in file.extensions where names.contains(extensionDeclaration.extendedType.name) {
                if let found = extensionDeclaration.inheritance.first(where: {
                    homeGrownProtocols.contains($0.lastComponent)
                }) {
                    return found.lastComponent
                }
            }
        }
        return nil
    }
}
