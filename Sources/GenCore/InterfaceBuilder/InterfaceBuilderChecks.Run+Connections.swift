/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderChecks.Message

// MARK: - Outlets, actions and runtime attributes

extension InterfaceBuilderChecks.Run {
    /// What a class and its superclasses answer, once the whole chain up to a known UIKit or AppKit class is read:
    /// the chain's own members, and its framework ancestors' (kept apart, as many classes share them).
    struct AnsweredNames {
        var properties: Set<String> = []
        var hiddenProperties: Set<String> = []
        var selectors: Set<String> = []
        var hiddenSelectors: Set<String> = []
        var uncertainMethodNames: [String] = []
        /// The properties of the framework ancestors.
        var frameworkProperties: Set<String> = []
        /// The actions of the framework ancestors; `nil` when they answer more selectors than reusable-gen knows:
        /// then actions are not judged.
        var frameworkActions: Set<String>? = []

        /// Whether the chain declares a property of that name visible to Objective-C.
        func hasProperty(_ name: String) -> Bool {
            properties.contains(name) || frameworkProperties.contains(name)
        }

        /// Whether the chain answers the selector; `nil` when that cannot be known.
        func answers(_ selector: String) -> Bool? {
            guard let frameworkActions else { return nil }
            return selectors.contains(selector) || frameworkActions.contains(selector)
        }

        /// Whether the chain overrides `setValue(_:forUndefinedKey:)`: then any key is accepted.
        var acceptsAnyKey: Bool {
            answers(Self.setValueForUndefinedKey) == true || hiddenSelectors.contains(Self.setValueForUndefinedKey)
        }

        static let setValueForUndefinedKey = "setValue:forUndefinedKey:"

        mutating func add(_ members: ObjectiveCMembers, exposingEveryMember: Bool) {
            let members = exposingEveryMember ? members.exposingEveryMember : members
            properties.formUnion(members.properties)
            hiddenProperties.formUnion(members.hiddenProperties)
            selectors.formUnion(members.selectors)
            hiddenSelectors.formUnion(members.hiddenSelectors)
            uncertainMethodNames += members.uncertainMethodNames
        }
    }

    /// Every problem of the outlets, actions and runtime attributes that the documents connect on objects of the
    /// sources' classes (`Model.everyClass`), except the File's Owner outlets `ib-owner-outlet` already reports.
    /// Also returns the classes judged with the names checked on them, sorted by name and place.
    func connectionProblems(
        excluding reported: Set<SourceLocation>
    ) -> (problems: [Diagnostic], checked: [InterfaceBuilderCheckedClass]) {
        guard !everyClassByName.isEmpty else { return ([], []) }
        let loaded = loadedDocuments()
        // What each class answers, worked out once per class (a class is often the custom class of many objects),
        // and the members of each framework class, shared by its subclasses.
        var answered: [SourceLocation: AnsweredNames?] = [:]
        var frameworks: [String: FrameworkMembers.Members?] = [:]
        func names(of type: ResolvedType) -> AnsweredNames? {
            if let known = answered[type.location] { return known }
            let names = answeredNames(of: type, frameworks: &frameworks)
            answered[type.location] = .some(names)
            return names
        }
        var problems: [Diagnostic] = []
        var checked: [SourceLocation: (name: String, names: [InterfaceBuilderConnection.Kind: Set<String>])] = [:]
        for document in catalog.documents {
            for object in document.classedObjects where !object.connections.isEmpty {
                guard let type = connectedClass(of: object, in: document), let names = names(of: type) else {
                    continue
                }
                let severity = connectionSeverity(of: object, in: document, loaded: loaded)
                for connection in object.connections {
                    let kind = connection.kind == .outletCollection ? .outlet : connection.kind
                    checked[type.location, default: (type.name, [:])].names[kind, default: []].insert(connection.name)
                    guard let (message, check) = problem(connection, names, on: object, document, type) else {
                        continue
                    }
                    let location = connection.location(in: document.path)
                    if check == .unknownOutlet, reported.contains(location) { continue }
                    let note = Diagnostic(.note, Message.connectionHere(connection), at: location)
                    let grade: Severity = check == .unknownRuntimeAttribute ? .warning : severity
                    problems.append(Diagnostic(grade, message, at: type.location, notes: [note], check: check))
                }
            }
        }
        let classes = checked.map { location, entry in
            InterfaceBuilderCheckedClass(
                name: entry.name, location: location, outlets: (entry.names[.outlet] ?? []).sorted(),
                actions: (entry.names[.action] ?? []).sorted(),
                runtimeAttributes: (entry.names[.runtimeAttribute] ?? []).sorted())
        }
        return (problems, classes.sorted { ($0.name, $0.location) < ($1.name, $1.location) })
    }

    /// The message and check of a connection the class does not answer, or `nil`.
    private func problem(
        _ connection: InterfaceBuilderConnection,
        _ names: AnsweredNames,
        on object: InterfaceBuilderObject,
        _ document: InterfaceBuilderDocument,
        _ type: ResolvedType
    ) -> (String, DiagnosticCheck)? {
        let holder = { Message.holder(object, in: document) }
        switch connection.kind {
        case .outlet, .outletCollection, .runtimeAttribute:
            let name = connection.name
            if names.hasProperty(name) || names.acceptsAnyKey { return nil }
            let properties = KeyValueCodingKey.propertyNames(reachedBy: name)
            if properties.dropFirst().contains(where: names.hasProperty) { return nil }
            // Key-value coding also sets a key through a visible `setKey:` method.
            if names.answers("set" + KeyValueCodingKey.setterStem(name) + ":") != false { return nil }
            let hidden = properties.contains(where: names.hiddenProperties.contains)
            // A runtime attribute's key may come from a category the sources cannot show: only a property the
            // class declares without exposing it is reported.
            if connection.kind == .runtimeAttribute, !hidden { return nil }
            let message = Message.unknownProperty(
                connection, holder: holder(), document: document, type: type, hidden: hidden)
            return (message, connection.kind == .runtimeAttribute ? .unknownRuntimeAttribute : .unknownOutlet)
        case .action:
            guard names.answers(connection.name) == false else { return nil }
            if names.uncertainMethodNames.contains(where: { connection.name.hasPrefix($0) }) { return nil }
            let message = Message.unknownAction(
                connection, holder: holder(), document: document, type: type,
                hiddenMethod: names.hiddenSelectors.contains(connection.name))
            return (message, .unknownAction)
        }
    }

    // MARK: - Classes

    /// The one class of the sources an object is an instance of, or `nil`: no custom class, another module's, a
    /// name several classes share, or a class of the other UI framework.
    func connectedClass(
        of object: InterfaceBuilderObject, in document: InterfaceBuilderDocument
    ) -> ResolvedType? {
        guard let customClass = object.customClass else { return nil }
        if object.customModuleProvider != "target", let module = object.customModule {
            guard let ours = options.moduleName, module == ours else { return nil }
        }
        let candidates = everyClassByName[customClass] ?? []
        guard candidates.count == 1, let type = candidates.first else { return nil }
        if let typeFramework = type.kind.framework, let documentFramework = document.framework,
            typeFramework != documentFramework
        {
            return nil
        }
        return type
    }

    /// What the class and its superclasses answer, or `nil` when a class of the chain is not read in the sources,
    /// or the chain ends at a class the framework table does not know. `frameworks` holds the framework classes'
    /// members looked up so far.
    func answeredNames(
        of type: ResolvedType, frameworks: inout [String: FrameworkMembers.Members?]
    ) -> AnsweredNames? {
        guard let base = type.superclassChain.last else { return nil }
        var chain = [type]
        for ancestorName in type.superclassChain.dropLast() {
            guard let ancestors = everyClassByQualifiedName[ancestorName], ancestors.count == 1 else { return nil }
            chain.append(ancestors[0])
        }
        let baseName = TypeReference.lastComponent(of: base)
        guard everyClassByQualifiedName[base] == nil else { return nil }
        if frameworks[baseName] == nil { frameworks[baseName] = .some(FrameworkMembers.members(of: baseName)) }
        guard let framework = frameworks[baseName] ?? nil else { return nil }
        let exposesEveryMember = chain.contains { $0.attributes.contains("@objcMembers") }
        var names = AnsweredNames()
        for member in chain { names.add(member.objectiveC, exposingEveryMember: exposesEveryMember) }
        names.frameworkProperties = framework.properties
        names.frameworkActions = framework.actions
        for ancestor in FrameworkMembers.lineage(of: baseName) {
            if let extended = frameworkExtensionMembers[ancestor] { names.add(extended, exposingEveryMember: false) }
        }
        return names
    }

    // MARK: - Severity

    /// The XIBs (by base name) and storyboard scene controllers (by path and id) the sources certainly load.
    struct LoadedDocuments {
        var nibNames: Set<String> = []
        var sceneControllers: Set<String> = []
    }

    /// Works out which documents and scenes the call sites load (the same sites the missing-file checks read).
    private func loadedDocuments() -> LoadedDocuments {
        var loaded = LoadedDocuments()
        for site in callSites.all where site.kind == .registerNibByIdentifier {
            if case .initializer(let name, _) = site.nib {
                switch name {
                case .literal(let value), .describing(let value): loaded.nibNames.insert(value)
                default: break
                }
            }
        }
        for type in adopters {
            if type.mixins.contains(.nibLoadable), loads(type, through: .xib),
                let nibName = name(of: type, from: [.nib, .nibName], fallback: identifier(of: type))
            {
                loaded.nibNames.insert(nibName.value)
            }
            guard loads(type, through: .storyboard) else { continue }
            var controllers: [(InterfaceBuilderDocument, InterfaceBuilderObject?)] = []
            if type.mixins.contains(.storyboardBased),
                let storyboard = name(of: type, from: [.sceneStoryboard], fallback: identifier(of: type))
            {
                controllers += catalog.storyboards(named: storyboard.value).map { ($0, $0.initialScene?.controller) }
            }
            if type.mixins.contains(.storyboardSceneBased),
                let storyboard = name(of: type, from: [.sceneStoryboard], fallback: nil),
                let identifier = name(of: type, from: [.sceneIdentifier], fallback: identifier(of: type))
            {
                controllers += catalog.storyboards(named: storyboard.value).map { document in
                    (document, document.scene(withStoryboardIdentifier: identifier.value)?.controller)
                }
            }
            for (document, controller) in controllers {
                guard let controller, let id = controller.id, match(controller, in: document, type) == .same else {
                    continue
                }
                loaded.sceneControllers.insert(document.path + "\u{0}" + id)
            }
        }
        return loaded
    }

    /// An error when the sources load the document with the object (a XIB's objects but its File's Owner, whose
    /// class is whatever the loading code passes; a storyboard scene's controller), else a warning. Always a warning
    /// in an AppKit document (AppKit logs an outlet or action it cannot connect and loads the rest), and in one copy
    /// of a name with unlocalized and localized copies (which of them the app loads cannot be known).
    private func connectionSeverity(
        of object: InterfaceBuilderObject, in document: InterfaceBuilderDocument, loaded: LoadedDocuments
    ) -> Severity {
        guard document.framework != .appKit, !hasMixedCopies(document) else { return .warning }
        switch document.kind {
        case .xib:
            let isPlaceholder =
                object.elementName == "placeholder" || (object.elementName == "customObject" && object.id == "-2")
            return !isPlaceholder && loaded.nibNames.contains(document.baseName) ? .error : .warning
        case .storyboard:
            guard let id = object.id else { return .warning }
            return loaded.sceneControllers.contains(document.path + "\u{0}" + id) ? .error : .warning
        }
    }
}
