// MARK: - Migration.ClassDecider

extension Migration {
    /// The phase that decides, for every class with attributed sites, whether it adopts and with which identifier,
    /// or why it and its sites are left as is; then where the mixin goes (`placeConformances`).
    struct ClassDecider {
        let facts: Facts
        /// Classes an earlier attempt adopted whose result did not verify, with why.
        let unverified: [String: Leave]
    }
}

extension Migration.ClassDecider {
    /// Decides, for every class with attributed sites, whether it can adopt and with which identifier.
    func decideClasses(_ found: [Migration.FoundSite]) -> [String: Migration.ClassDecision] {
        var sitesByClass: [String: [Migration.FoundSite]] = [:]
        for entry in found {
            if let name = entry.className { sitesByClass[name, default: []].append(entry) }
        }
        var decisions: [String: Migration.ClassDecision] = [:]
        for (name, sites) in sitesByClass {
            var decision = Migration.ClassDecision(name: name)
            decision.needsNib = sites.contains { $0.site.kind == .registerNibByIdentifier }
            if let leave = blocker(name, sites) {
                decision.outcome = .left(leave)
            } else {
                decision.identifier = sites.lazy.compactMap(\.identifier).first
                if let type = facts.classes[name], facts.generatedIdentifier(of: type) != decision.identifier {
                    decision.customIdentifier = decision.identifier
                }
            }
            decisions[name] = decision
        }
        return decisions
    }

    /// The first reason, in a fixed order, that keeps a class's sites as they are.
    func blocker(_ name: String, _ sites: [Migration.FoundSite]) -> Migration.Leave? {
        guard let type = facts.classes[name] else { return Migration.Message.notInSources(name) }
        let bare = type.bareName
        if let leave = unverified[name] { return leave }
        for entry in sites where entry.target?.kinds.contains(type.kind) != true {
            let call = entry.site.kind == .dequeueByIdentifier ? "dequeue" : "registration"
            return Migration.Message.notReusableKind(
                bare, type.kind, call: call, needs: entry.target?.kind.rawValue ?? "none")
        }
        if type.genericParameters != nil || type.isInGenericContext { return Migration.Message.generic(bare) }
        let isLocal = facts.scanned.contains { $0.types.contains { $0.qualifiedName == name && $0.isLocal } }
        if !type.access.isVisibleToOtherFiles || isLocal {
            return Migration.Message.notExtensible(bare)
        }
        let byNib = sites.contains { $0.site.kind == .registerNibByIdentifier }
        if let leave = facts.homeGrownAPI(for: sites, byNib: byNib) { return leave }
        let unknown = sites.filter { $0.identifier == nil }
        if let first = unknown.first {
            // `X.reuseIdentifier` that the app's own protocol or extension computes: that is the reason.
            if unknown.contains(where: {
                if case .member(_, "reuseIdentifier")? = $0.site.identifier { true } else { false }
            }) {
                if let source = facts.homeGrownSource(of: type) {
                    return Migration.Message.homeGrownIdentifier(bare, from: source)
                }
                if facts.extendsFrameworkWithIdentifier { return Migration.Message.frameworkExtensionIdentifier(bare) }
            }
            // A site whose identifier is known only at run time keeps it, and the others can still be rewritten
            // (each keeps its string): adopting changes no `reuseIdentifier` the class had (its own or a framework
            // extension's stays the witness), except one an app protocol's extension gives it, which the generated
            // one would replace where read on the class.
            if unknown.count == sites.count || facts.homeGrownSource(of: type) != nil {
                let where_ = "\(first.site.location.path):\(first.site.location.line)"
                return Migration.Message.identifierNotStatic(bare, at: where_)
            }
        }
        let identifiers = Set(sites.compactMap(\.identifier))
        if identifiers.count > 1 {
            return Migration.Message.severalIdentifiers(bare, identifiers)
        }
        guard let identifier = identifiers.first else { return Migration.Message.identifierUnknown(bare) }
        guard let generated = facts.generatedIdentifier(of: type) else {
            return Migration.Message.customIdentifierNotLiteral(bare)
        }
        if generated != identifier {
            if type.provides(.reuseIdentifier) || type.inheritedMembers.contains(.reuseIdentifier) {
                return Migration.Message.ownIdentifier(bare, uses: identifier, own: generated)
            }
            if let adopted = facts.identifierProtocolAdopted(by: type) {
                return Migration.Message.protocolIdentifier(
                    bare, uses: identifier, as: adopted,
                    reads: facts.declaredMember("reuseIdentifier", readOn: type.name, depth: 0) ?? "?")
            }
            if let read = facts.shadowedIdentifierRead(of: type) {
                return Migration.Message.shadowedIdentifier(
                    bare, uses: identifier, read: read,
                    reads: facts.declaredMember("reuseIdentifier", readOn: type.name, depth: 0) ?? "?")
            }
            if !type.subclasses.isEmpty {
                return Migration.Message.inheritedBySubclasses(
                    bare, uses: identifier, subclasses: type.subclasses.map(TypeReference.lastComponent(of:)))
            }
        }
        if let prototypes = facts.prototypesByIdentifier[identifier],
            let other = prototypes.first(where: { $0.customClass != bare })
        {
            return Migration.Message.storyboardPrototype(identifier, of: other.customClass, in: other.path)
        }
        let byClass = sites.contains { $0.site.kind == .registerByIdentifier }
        if byNib, byClass { return Migration.Message.mixedRegistration(bare) }
        if byNib, let problem = nibProblem(type, sites, identifier: identifier) { return problem }
        let existing = facts.model.types.first { $0.name == name }?.mixins ?? []
        if existing.contains(.nibLoadable), byClass {
            return Migration.Message.nibLoadableRegisteredByClass(bare)
        }
        if byNib, existing.contains(.reusable), !existing.contains(.nibLoadable) {
            return Migration.Message.reusableRegisteredByNib(bare)
        }
        return nil
    }

    /// Why a class's nib registrations cannot become the typed register, if they cannot.
    func nibProblem(_ type: ResolvedType, _ sites: [Migration.FoundSite], identifier: String) -> Migration.Leave? {
        let bare = type.bareName
        for entry in sites where entry.site.kind == .registerNibByIdentifier {
            switch entry.nib {
            case .member(let owner)?:
                guard TypeReference.lastComponent(of: owner) == bare else {
                    return Migration.Message.otherTypesNib(bare)
                }
                // `X.nib` from an extension of the app's own protocol: the generated `nib` must be that nib.
                if !type.provides(.nib) {
                    guard let declared = facts.declaredNib(readOn: type.name),
                        declared.name == facts.generatedNibName(of: type)
                    else {
                        return Migration.Message.memberNibNotKnown(
                            bare, loads: facts.generatedNibName(of: type) ?? bare)
                    }
                    // In a static member, `self` is the class the nib is read on.
                    let bundle =
                        ["Bundle(for: self)", "Bundle(for: Self.self)"].contains(declared.bundle)
                        ? "Bundle(for: \(bare).self)" : declared.bundle
                    if !isReproduced(bundle, for: type) {
                        return Migration.Message.memberNibBundle(
                            bare, bundle: declared.bundle, option: facts.options.bundle.rawValue,
                            gives: bundleSpelling(for: type))
                    }
                }
            case .initializer(let nameExpression, let bundle)?:
                guard let expected = facts.generatedNibName(of: type),
                    facts.identifierValue(nameExpression, at: entry.site, file: entry.file) == expected
                else {
                    return Migration.Message.otherNib(bare, loads: facts.generatedNibName(of: type) ?? bare)
                }
                if !isReproduced(bundle, for: type) {
                    return Migration.Message.nibBundle(
                        bundle, option: facts.options.bundle.rawValue, gives: bundleSpelling(for: type))
                }
            default:
                return Migration.Message.unreadNib(bare)
            }
        }
        guard let nibName = facts.generatedNibName(of: type) else { return nil }
        for document in facts.catalog.nibs(named: nibName) {
            for object in document.topLevelObjects {
                if let set = object.reuseIdentifier, !set.isEmpty, set != identifier {
                    return Migration.Message.xibIdentifier(document.path, sets: set, not: identifier)
                }
            }
        }
        return nil
    }

    /// Whether the chosen `--bundle` gives the bundle spelled at the site.
    func isReproduced(_ bundle: String?, for type: ResolvedType) -> Bool {
        switch facts.options.bundle {
        case .main: return bundle == nil || bundle == "nil" || bundle == ".main" || bundle == "Bundle.main"
        case .module: return bundle == ".module" || bundle == "Bundle.module"
        case .forClass:
            return bundle == "Bundle(for: \(type.bareName).self)" || bundle == "Bundle(for: \(type.name).self)"
        }
    }

    /// How the chosen `--bundle` spells the bundle, for notes.
    func bundleSpelling(for type: ResolvedType) -> String {
        switch facts.options.bundle {
        case .main: "Bundle.main"
        case .module: "Bundle.module"
        case .forClass: "Bundle(for: \(type.bareName).self)"
        }
    }
}
