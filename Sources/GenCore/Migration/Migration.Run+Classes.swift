// MARK: - Which classes adopt, and why not

extension Migration.Run {
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
            if let (reason, message) = blocker(name, sites) {
                decision.reason = reason
                decision.message = message
            } else {
                decision.identifier = sites.lazy.compactMap(\.identifier).first
                if let type = classes[name], generatedIdentifier(of: type) != decision.identifier {
                    decision.customIdentifier = decision.identifier
                }
            }
            decisions[name] = decision
        }
        return decisions
    }

    /// Storyboard prototypes by reuse identifier: the document and the prototype's custom class.
    var prototypesByIdentifier: [String: [(path: String, customClass: String?)]] {
        var prototypes: [String: [(path: String, customClass: String?)]] = [:]
        for document in catalog.documents where document.kind == .storyboard {
            for prototype in document.prototypes {
                if let identifier = prototype.reuseIdentifier, !identifier.isEmpty {
                    prototypes[identifier, default: []].append((document.path, prototype.customClass))
                }
            }
        }
        return prototypes
    }

    /// The first reason, in a fixed order, that keeps a class's sites as they are.
    func blocker(_ name: String, _ sites: [Migration.FoundSite]) -> (MigrationReason, String)? {
        guard let type = classes[name] else {
            return (.classNotInSources, "'\(name)' is not a class declared in the scanned sources")
        }
        let bare = type.bareName
        if let (reason, message) = unverified[name] { return (reason, message) }
        for entry in sites where entry.target?.kinds.contains(type.kind) != true {
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
        let byNib = sites.contains { $0.site.kind == .registerNibByIdentifier }
        if let message = homeGrownAPI(for: sites, byNib: byNib) { return (.homeGrownAPI, message) }
        let unknown = sites.filter { $0.identifier == nil }
        if let first = unknown.first {
            // `X.reuseIdentifier` that the app's own protocol or extension computes: that is the reason.
            if unknown.contains(where: {
                if case .member(_, "reuseIdentifier")? = $0.site.identifier { true } else { false }
            }) {
                if let source = homeGrownSource(of: type) {
                    return (
                        .homeGrownIdentifier,
                        "'\(bare)' gets its reuseIdentifier from '\(source)', whose value the sources do not tell before run time"
                    )
                }
                if extendsFrameworkWithIdentifier {
                    return (
                        .homeGrownIdentifier,
                        "'\(bare)' inherits a reuseIdentifier from an extension of a framework class, whose value the sources do not tell before run time"
                    )
                }
            }
            // A site whose identifier is known only at run time keeps it, and the others can still be rewritten
            // (each keeps its string): adopting changes no `reuseIdentifier` the class had (its own or a framework
            // extension's stays the witness), except one an app protocol's extension gives it, which the generated
            // one would replace where read on the class.
            if unknown.count == sites.count || homeGrownSource(of: type) != nil {
                let where_ = "\(first.site.location.path):\(first.site.location.line)"
                return (.identifierNotStatic, "the identifier of '\(bare)' at \(where_) is not known before run time")
            }
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
        guard let generated = generatedIdentifier(of: type) else {
            return (
                .customIdentifierNotLiteral,
                "'\(bare)' has or inherits a reuseIdentifier whose value is not a string literal"
            )
        }
        if generated != identifier {
            if type.provides(.reuseIdentifier) || type.inheritedMembers.contains(.reuseIdentifier) {
                return (
                    .identifierNotClassName,
                    "'\(bare)' uses the identifier \"\(identifier)\" but its own reuseIdentifier is \"\(generated)\""
                )
            }
            if let adopted = identifierProtocolAdopted(by: type) {
                return (
                    .identifierNotClassName,
                    "'\(bare)' uses the identifier \"\(identifier)\", and a `static let reuseIdentifier = \"\(identifier)\"` would also become its reuseIdentifier as '\(adopted)', which reads \"\(declaredMember("reuseIdentifier", readOn: type.name, depth: 0) ?? "?")\""
                )
            }
            if let read = shadowedIdentifierRead(of: type) {
                return (
                    .identifierNotClassName,
                    "'\(bare)' uses the identifier \"\(identifier)\", and a `static let reuseIdentifier = \"\(identifier)\"` would change what \(read) reads (\"\(declaredMember("reuseIdentifier", readOn: type.name, depth: 0) ?? "?")\" from its own protocol's extension)"
                )
            }
            if !type.subclasses.isEmpty {
                return (
                    .identifierNotClassName,
                    "'\(bare)' uses the identifier \"\(identifier)\", and a `static let reuseIdentifier = \"\(identifier)\"` would be inherited by its subclasses (\(type.subclasses.map(TypeReference.lastComponent(of:)).sorted().joined(separator: ", "))), which use their own names"
                )
            }
        }
        if let prototypes = prototypesByIdentifier[identifier],
            let other = prototypes.first(where: { $0.customClass != bare })
        {
            return (
                .storyboardPrototype,
                "the identifier \"\(identifier)\" is a prototype's of class '\(other.customClass ?? "UITableViewCell")' in \(other.path)"
            )
        }
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
            switch entry.nib {
            case .member(let owner)?:
                guard TypeReference.lastComponent(of: owner) == bare else {
                    return (.nibNotReproducible, "the nib registered for '\(bare)' is another type's")
                }
                // `X.nib` from an extension of the app's own protocol: the generated `nib` must be that nib.
                if !type.provides(.nib) {
                    guard let declared = declaredNib(readOn: type.name), declared.name == generatedNibName(of: type)
                    else {
                        return (
                            .nibNotReproducible,
                            "'\(bare).nib' is not a nib the sources tell, or not the one the generated code loads (UINib(nibName: \"\(generatedNibName(of: type) ?? bare)\", …))"
                        )
                    }
                    // In a static member, `self` is the class the nib is read on.
                    let bundle =
                        ["Bundle(for: self)", "Bundle(for: Self.self)"].contains(declared.bundle)
                        ? "Bundle(for: \(bare).self)" : declared.bundle
                    if !isReproduced(bundle, for: type) {
                        return (
                            .nibBundle,
                            "the bundle of '\(bare).nib', `\(declared.bundle ?? "(none)")`, is not what --bundle \(options.bundle.rawValue) gives (\(bundleSpelling(for: type)))"
                        )
                    }
                }
            case .initializer(let nameExpression, let bundle)?:
                guard let expected = generatedNibName(of: type),
                    identifierValue(nameExpression, at: entry.site, file: entry.file) == expected
                else {
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
}
