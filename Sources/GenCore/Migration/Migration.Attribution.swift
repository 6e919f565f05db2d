// MARK: - Migration.Attribution

extension Migration {
    /// The first phase: every string-typed registration and dequeue, with the class it is of, or why none.
    struct Attribution {
        let facts: Facts
    }
}

extension Migration.Attribution {
    /// Every string-typed registration and dequeue, attributed to a class of the sources where the site names one
    /// (a dequeue without a cast is attributed afterwards, by `attributeUncastDequeues`).
    func findSites() -> [Migration.FoundSite] {
        var found: [Migration.FoundSite] = []
        for (position, file) in facts.scanned.enumerated() {
            for site in file.callSites
            where site.kind == .registerByIdentifier || site.kind == .registerNibByIdentifier
                || site.kind == .dequeueByIdentifier
            {
                let method = facts.text(position, site.name)
                var entry = Migration.FoundSite(
                    file: position, site: site, method: method, target: Migration.SiteTarget(site, method: method))
                entry.identifier = facts.identifierValue(site.identifier, at: site, file: position)
                var typeName = site.typeName
                // `X.classForCoder()` is `X` unless the sources declare a `classForCoder` of their own.
                let isCoderClassOverridden = site.isClassForCoder && facts.declaresClassForCoder
                if isCoderClassOverridden { typeName = "" }
                if site.kind == .registerNibByIdentifier {
                    entry.nib = facts.nibValue(site.nib, at: site, file: position)
                    typeName = facts.nibClass(entry.nib, at: site, file: position)
                }
                entry.typeName = typeName
                if typeName.isEmpty {
                    entry.outcome = .left(
                        site.kind == .dequeueByIdentifier
                            ? Migration.Message.uncastDequeue
                            : isCoderClassOverridden
                                ? Migration.Message.classForCoderOverridden(site.typeName)
                                : Migration.Message.unnamedRegistration)
                } else {
                    attribute(&entry, to: typeName)
                }
                if case .fromClass(let type)? = site.identifier, entry.outcome.isUndecided {
                    entry.outcome = .left(Migration.Message.fromClass(type))
                }
                found.append(entry)
            }
        }
        return found
    }

    /// Attributes a site to the class of the sources named `typeName`, or says why not.
    func attribute(_ entry: inout Migration.FoundSite, to typeName: String) {
        let bare = TypeReference.lastComponent(of: typeName)
        let candidates = facts.classesByBareName[bare] ?? []
        if candidates.isEmpty, declaresHiddenClass(named: bare) {
            // A `Reusable` of the app's own that is not the library's leaves out of the model every class that
            // would adopt it.
            entry.outcome = .left(facts.homeGrownAPI(for: [], byNib: false) ?? Migration.Message.notExtensible(bare))
        } else if candidates.isEmpty {
            entry.outcome = .left(Migration.Message.notInSources(typeName))
        } else if candidates.count > 1 {
            entry.outcome = .left(Migration.Message.ambiguous(bare, candidates))
        } else {
            entry.outcome = .undecided
            entry.className = candidates[0]
        }
    }

    /// A dequeue without a cast dequeues the class registered with its identifier in the same type (and its
    /// extensions): attributed when exactly one class is registered with it there and no registration there names
    /// no class. Returns the sites and the registrations read from them.
    func attributeUncastDequeues(_ sites: [Migration.FoundSite]) -> (
        sites: [Migration.FoundSite], registrations: Migration.Registrations
    ) {
        var found = sites
        let registrations = Migration.Registrations(found)
        let registered = registrations.classesByScope
        let unnamed = registrations.unnamedByScope
        for position in found.indices
        where found[position].site.kind == .dequeueByIdentifier && found[position].site.typeName.isEmpty {
            guard let identifier = found[position].identifier,
                let scope = found[position].site.enclosingType.map(TypeReference.lastComponent(of:))
            else { continue }
            let classes = registered[scope]?[identifier] ?? []
            if classes.count > 1 || (classes.count == 1 && unnamed[scope]?.contains(identifier) == true) {
                found[position].outcome = .left(Migration.Message.sharedRegistration(identifier, in: scope))
            } else if let name = classes.first {
                attribute(&found[position], to: name)
                found[position].typeName = name
            } else if unnamed[scope]?.contains(identifier) == true {
                if !attributeByIdentifier(&found[position]) {
                    found[position].outcome = .left(Migration.Message.unnamedByRegistration(in: scope))
                }
            } else if let prototypes = prototypes(identifier, inScenesOf: scope), !prototypes.isEmpty {
                // A prototype cell of the type's storyboard scene: its custom class is the class dequeued.
                let classes = Set(prototypes.map { $0 ?? "UITableViewCell" })
                if classes.count == 1, let name = classes.first {
                    attribute(&found[position], to: name)
                    found[position].typeName = name
                } else {
                    found[position].outcome = .left(Migration.Message.sharedPrototype(identifier, in: scope))
                }
            } else {
                attributeByIdentifier(&found[position])
            }
        }
        return (found, registrations)
    }

    /// A dequeue without a cast that nothing in its type attributes still reads a class's identifier when its
    /// identifier names a cell class of the sources and is its name (`String(describing: X.self)`, `"\(X.self)"`, an
    /// app's `X.identifier` giving `String(describing: self)`): attributed to that class for the identifier only
    /// (which class is dequeued, the sources do not tell). Not when written with `Self` or `self`, which name the
    /// subclass at run time where `X.reuseIdentifier` would not.
    @discardableResult
    func attributeByIdentifier(_ entry: inout Migration.FoundSite) -> Bool {
        let named: String
        switch entry.site.identifier {
        case .describing(let type)?:
            named = type
        case .member(let type, _)? where entry.identifier == TypeReference.lastComponent(of: type):
            named = type
        default:
            return false
        }
        guard let argument = entry.site.argument("withIdentifier") ?? entry.site.argument("withReuseIdentifier"),
            !readsSelf(argument.value, file: entry.file),
            let names = facts.classesByBareName[TypeReference.lastComponent(of: named)], names.count == 1,
            let type = facts.classes[names[0]], entry.target?.kinds.contains(type.kind) == true
        else { return false }
        attribute(&entry, to: named)
        entry.typeName = named
        entry.readsIdentifierOnly = true
        return true
    }

    /// Whether the expression at `range` of a file reads `Self`, or `self` other than a metatype's `.self`.
    func readsSelf(_ range: Range<Int>, file: Int) -> Bool {
        let list = facts.tokens[file]
        var index = list.first(atOrAfter: range.lowerBound)
        while index < list.tokens.count, list.tokens[index].end <= range.upperBound {
            let token = list.tokens[index]
            if token.kind == .identifier {
                let word = facts.text(file, token.range)
                let afterDot =
                    index > 0 && list.tokens[index - 1].kind == .punctuation
                    && facts.text(file, list.tokens[index - 1].range) == "."
                if word == "Self" || (word == "self" && !afterDot) { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether the sources declare a class of that name that the module model leaves out (private or local).
    func declaresHiddenClass(named bareName: String) -> Bool {
        facts.scanned.contains { $0.types.contains { $0.keyword == .class && $0.name == bareName } }
    }

    /// The custom classes (`nil`: the cell's own class) of the storyboard prototypes with an identifier in the scenes
    /// whose controller is of the class `scope` (bare name).
    func prototypes(_ identifier: String, inScenesOf scope: String) -> [String?]? {
        var classes: [String?] = []
        for document in facts.catalog.documents where document.kind == .storyboard {
            let scenes = Set(
                document.scenes.filter { $0.controller?.customClass == scope }.compactMap(\.sceneID))
            guard !scenes.isEmpty else { continue }
            for prototype in document.prototypes
            where prototype.reuseIdentifier == identifier && prototype.sceneID.map(scenes.contains) == true {
                classes.append(prototype.customClass)
            }
        }
        return classes
    }
}
