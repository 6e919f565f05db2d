/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderChecks.Message

// MARK: - Storyboard checks

extension InterfaceBuilderChecks.Run {
    /// `StoryboardBased`: the storyboard exists, has an initial view controller, and that controller is the class.
    func storyboardBasedProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let storyboardName = name(of: type, from: [.sceneStoryboard], fallback: identifier(of: type)) else {
            return []
        }
        let required = !type.inheritedMixins.contains(.storyboardBased)
        let (documents, missing) = copies(
            .storyboard, named: storyboardName, for: type, mixin: .storyboardBased, required: required)
        if let missing { return [missing] }
        return documents.compactMap { document -> Diagnostic? in
            guard let initial = document.initialScene else {
                let message = Message.noInitialViewController(in: document, type: type)
                return Diagnostic(.error, message, at: type.location, notes: [sceneNote(of: type, in: document)])
            }
            guard !initial.isReference, let controller = initial.controller else { return nil }
            return classProblem(controller, role: .initialViewController, in: document, type: type,
                                mixin: .storyboardBased)
        }
    }

    /// `StoryboardSceneBased` with a literal storyboard: the scene identifier exists in the storyboard and its
    /// scene's controller is the class.
    func storyboardSceneBasedProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let storyboardName = name(of: type, from: [.sceneStoryboard], fallback: nil),
              let sceneIdentifier = name(of: type, from: [.sceneIdentifier], fallback: identifier(of: type))
        else { return [] }
        let required = !type.inheritedMixins.contains(.storyboardSceneBased)
        let (documents, missing) = copies(
            .storyboard, named: storyboardName, for: type, mixin: .storyboardSceneBased, required: required)
        if let missing { return [missing] }
        return documents.compactMap { document -> Diagnostic? in
            guard let controller = document.scene(withStoryboardIdentifier: sceneIdentifier.value)?.controller else {
                let message = Message.missingScene(sceneIdentifier.value, in: document, type: type)
                return Diagnostic(.error, message, at: type.location, notes: [sceneNote(of: type, in: document)])
            }
            return classProblem(controller, role: .scene(identifier: sceneIdentifier.value), in: document, type: type,
                                mixin: .storyboardSceneBased)
        }
    }

    /// A cell or reusable view prototyped in any storyboard as an instance of the class carries the class's reuse
    /// identifier.
    func prototypeProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let (identifier, mixin) = reuseIdentifier(of: type) else { return [] }
        var occurrences = catalog.occurrences(ofClass: type.bareName)
        if type.name != type.bareName { occurrences += catalog.occurrences(ofClass: type.name) }
        return occurrences.compactMap { occurrence -> Diagnostic? in
            let prototype = occurrence.object
            guard occurrence.role == .prototype, !prototype.isStatic, let document = document(atPath: occurrence.path),
                  document.kind == .storyboard, isEvidence(document, about: type),
                  match(prototype, in: document, type) == .same else { return nil }
            let found = document.framework == .appKit ? prototype.identifier : prototype.reuseIdentifier
            guard found != identifier.value else { return nil }
            let message = Message.reuseIdentifierMismatch(
                found, expected: identifier.value, holder: Message.Role.prototype.subject(in: document), type: type,
                mixin: mixin)
            let note = Diagnostic(.note, Message.Role.prototype.declaredHere, at: occurrence.location)
            return Diagnostic(.error, message, at: type.location, notes: [note])
        }
    }

    // MARK: - Parts

    /// A note at the class's scene in the storyboard when it has one, else at the start of the storyboard.
    private func sceneNote(of type: ResolvedType, in document: InterfaceBuilderDocument) -> Diagnostic {
        guard let controller = scene(of: type, in: document)?.controller else {
            return Diagnostic(.note, Message.storyboardStartsHere, at: Message.start(of: document))
        }
        return Diagnostic(.note, Message.sceneOfClassDeclaredHere(type), at: controller.location(in: document.path))
    }
}
