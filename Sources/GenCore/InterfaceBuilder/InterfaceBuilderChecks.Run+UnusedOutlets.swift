/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderChecks.Message

// MARK: - Unused outlets (opt-in)

extension InterfaceBuilderChecks.Run {
    /// The `@IBOutlet`s that no document among the inputs connects, of the classes of the sources some document has
    /// an object of, or of a subclass (`ib-unused-outlet`; only when the configuration turns it on). Conservative:
    /// an outlet counts as connected when a document connects its name on an object whose custom class names the
    /// class or a subclass (in whatever module), or on a File's Owner of no class (whose class the loading code
    /// chooses).
    func unusedOutletProblems() -> [Diagnostic] {
        guard options.runs(.unusedOutlet), !everyClassByQualifiedName.isEmpty else { return [] }
        var connected: [String: Set<String>] = [:]
        var connectedOnAnyOwner: Set<String> = []
        // The first object of each class in document order, by the class's qualified name.
        var firstObject: [String: (object: InterfaceBuilderObject, document: InterfaceBuilderDocument)] = [:]
        for document in catalog.documents {
            if let owner = document.filesOwner, owner.customClass == nil {
                connectedOnAnyOwner.formUnion(owner.outlets.map(\.property))
            }
            for object in document.classedObjects {
                guard let customClass = object.customClass else { continue }
                for connection in object.connections
                where connection.kind == .outlet || connection.kind == .outletCollection {
                    connected[customClass, default: []].insert(connection.name)
                }
                if let type = connectedClass(of: object, in: document), firstObject[type.name] == nil {
                    firstObject[type.name] = (object, document)
                }
            }
        }
        var subclasses: [String: [ResolvedType]] = [:]
        for classes in everyClassByQualifiedName.values where classes.count == 1 {
            for ancestor in classes[0].superclassChain { subclasses[ancestor, default: []].append(classes[0]) }
        }
        var problems: [Diagnostic] = []
        for (name, classes) in everyClassByQualifiedName where classes.count == 1 {
            let type = classes[0]
            guard !type.objectiveC.declaredOutlets.isEmpty else { continue }
            let family = [type] + (subclasses[name] ?? [])
            guard let (object, document) = family.lazy.compactMap({ firstObject[$0.name] }).first else { continue }
            var used = connectedOnAnyOwner
            for member in family {
                for spelling in Set([member.bareName, member.name] + (member.objectiveCName.map { [$0] } ?? [])) {
                    used.formUnion(connected[spelling] ?? [])
                }
            }
            // A connection reaches the outlet whatever the case of its first letter (`KeyValueCodingKey`): the
            // connected names as setters spell them, made when a name is not found as it is.
            var reached: Set<String>?
            for outlet in type.objectiveC.declaredOutlets where !used.contains(outlet.name) {
                let stems = reached ?? Set(used.map(KeyValueCodingKey.setterStem))
                reached = stems
                guard !stems.contains(KeyValueCodingKey.setterStem(outlet.name)) else { continue }
                let note = Diagnostic(
                    .note, Message.objectOfClass(object, in: document), at: object.location(in: document.path))
                problems.append(
                    Diagnostic(
                        .warning, Message.unusedOutlet(outlet, type: type), at: outlet.location, notes: [note],
                        check: .unusedOutlet))
            }
        }
        return problems
    }
}
