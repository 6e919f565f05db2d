// MARK: - Which class a site is of

extension Migration.Run {
    /// Every string-typed registration and dequeue, attributed to a class of the sources where the site names one
    /// (a dequeue without a cast is attributed afterwards, by `attributeUncastDequeues`).
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
                entry.identifier = identifierValue(site.identifier, at: site, file: position)
                var typeName = site.typeName
                // `X.classForCoder()` is `X` unless the sources declare a `classForCoder` of their own.
                let isCoderClassOverridden =
                    site.isClassForCoder && sources.contains(where: CallSiteScanner.declaresClassForCoder)
                if isCoderClassOverridden { typeName = "" }
                if site.kind == .registerNibByIdentifier {
                    entry.nib = nibValue(site.nib, at: site, file: position)
                    typeName = nibClass(entry.nib, at: site, file: position)
                }
                entry.typeName = typeName
                if typeName.isEmpty {
                    entry.reason = .classNotNamed
                    entry.message =
                        site.kind == .dequeueByIdentifier
                        ? "the dequeued class is not named at the call (no `as!` or `as?` cast)"
                        : isCoderClassOverridden
                            ? "the sources declare a `classForCoder`, so `\(site.typeName).classForCoder()` may be another class than '\(site.typeName)'"
                            : "the registered class is not named at the call (a metatype or nib held elsewhere)"
                } else {
                    attribute(&entry, to: typeName)
                }
                if case .fromClass(let type)? = site.identifier, entry.reason == nil {
                    entry.reason = .identifierNotStatic
                    entry.message =
                        "NSStringFromClass(\(type).self) is the module-qualified name (App.\(TypeReference.lastComponent(of: type))), which depends on the module name the sources do not give"
                }
                found.append(entry)
            }
        }
        return found
    }

    /// Attributes a site to the class of the sources named `typeName`, or says why not.
    func attribute(_ entry: inout Migration.FoundSite, to typeName: String) {
        let bare = TypeReference.lastComponent(of: typeName)
        let candidates = classesByBareName[bare] ?? []
        if candidates.isEmpty, declaresHiddenClass(named: bare) {
            // A `Reusable` of the app's own that is not the library's leaves out of the model every class that
            // would adopt it.
            if let message = homeGrownAPI(for: [], byNib: false) {
                entry.reason = .homeGrownAPI
                entry.message = message
            } else {
                entry.reason = .notExtensible
                entry.message = "'\(bare)' is private, fileprivate or local, so the generated code cannot extend it"
            }
        } else if candidates.isEmpty {
            entry.reason = .classNotInSources
            entry.message = "'\(typeName)' is not a class declared in the scanned sources"
        } else if candidates.count > 1 {
            entry.reason = .ambiguousClassName
            entry.message =
                "several classes in the sources are named '\(bare)' (\(candidates.sorted().joined(separator: ", ")))"
        } else {
            entry.reason = nil
            entry.message = ""
            entry.className = candidates[0]
        }
    }

    /// A dequeue without a cast dequeues the class registered with its identifier in the same type (and its
    /// extensions): attributed when exactly one class is registered with it there and no registration there names
    /// no class.
    func attributeUncastDequeues(_ found: inout [Migration.FoundSite], _ registrations: Migration.Registrations) {
        let registered = registrations.classesByScope
        let unnamed = registrations.unnamedByScope
        for position in found.indices
        where found[position].site.kind == .dequeueByIdentifier && found[position].site.typeName.isEmpty {
            guard let identifier = found[position].identifier,
                let scope = found[position].site.enclosingType.map(TypeReference.lastComponent(of:))
            else { continue }
            let classes = registered[scope]?[identifier] ?? []
            if classes.count > 1 || (classes.count == 1 && unnamed[scope]?.contains(identifier) == true) {
                found[position].reason = .identifierShared
                found[position].message =
                    "several classes are registered with the identifier \"\(identifier)\" in '\(scope)', and the dequeue has no cast"
            } else if let name = classes.first {
                attribute(&found[position], to: name)
                found[position].typeName = name
            } else if unnamed[scope]?.contains(identifier) == true {
                if !attributeByIdentifier(&found[position]) {
                    found[position].message =
                        "the dequeued class is not named at the call, and its registration in '\(scope)' does not name it either"
                }
            } else if let prototypes = prototypes(identifier, inScenesOf: scope), !prototypes.isEmpty {
                // A prototype cell of the type's storyboard scene: its custom class is the class dequeued.
                let classes = Set(prototypes.map { $0 ?? "UITableViewCell" })
                if classes.count == 1, let name = classes.first {
                    attribute(&found[position], to: name)
                    found[position].typeName = name
                } else {
                    found[position].reason = .identifierShared
                    found[position].message =
                        "prototypes of several classes have the identifier \"\(identifier)\" in the scenes of '\(scope)', and the dequeue has no cast"
                }
            } else {
                attributeByIdentifier(&found[position])
            }
        }
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
            !Self.readsSelf(text(entry.file, argument.value)),
            let names = classesByBareName[TypeReference.lastComponent(of: named)], names.count == 1,
            let type = classes[names[0]], entry.target?.kinds.contains(type.kind) == true
        else { return false }
        attribute(&entry, to: named)
        entry.typeName = named
        entry.readsIdentifierOnly = true
        return true
    }

    /// Whether an expression's words include `Self`, or `self` other than a metatype's `.self`.
    static func readsSelf(_ expression: String) -> Bool {
        let bytes = Array(expression.utf8)
        var start = 0
        while start < bytes.count {
            guard isWordByte(bytes[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[start..<end], as: UTF8.self)
            if word == "Self" || (word == "self" && (start == 0 || bytes[start - 1] != UInt8(ascii: "."))) {
                return true
            }
            start = end
        }
        return false
    }

    /// Whether the sources declare a class of that name that the module model leaves out (private or local).
    func declaresHiddenClass(named bareName: String) -> Bool {
        scanned.contains { $0.types.contains { $0.keyword == .class && $0.name == bareName } }
    }

    /// The custom classes (`nil`: the cell's own class) of the storyboard prototypes with an identifier in the scenes
    /// whose controller is of the class `scope` (bare name).
    func prototypes(_ identifier: String, inScenesOf scope: String) -> [String?]? {
        var classes: [String?] = []
        for document in catalog.documents where document.kind == .storyboard {
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
