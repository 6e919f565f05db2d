/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderChecks.Message

// MARK: - Storyboard checks

extension InterfaceBuilderChecks.Run {
    /// `StoryboardBased`: the storyboard exists, has an initial view controller, and that controller is the class.
    func storyboardBasedProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let storyboardName = name(of: type, from: [.sceneStoryboard], fallback: identifier(of: type)) else {
            return []
        }
        let (documents, missing) = copies(.storyboard, named: storyboardName, for: type, mixin: .storyboardBased)
        if let missing { return [missing] }
        return documents.compactMap { document -> Diagnostic? in
            guard let initial = document.initialScene else {
                guard let severity = missingSeverity(of: .storyboard, for: type, mixin: .storyboardBased) else {
                    return nil
                }
                let message = Message.noInitialViewController(in: document, type: type)
                return Diagnostic(
                    severity, message, at: type.location, notes: [sceneNote(of: type, in: document)],
                    check: .missingScene)
            }
            guard !initial.isReference, let controller = initial.controller else { return nil }
            return classProblem(
                controller, role: .initialViewController, in: document, type: type,
                mixin: .storyboardBased, check: .sceneClass)
        }
    }

    /// `StoryboardSceneBased` with a storyboard name known before run time: the scene identifier exists in the
    /// storyboard and its scene's controller is the class; otherwise a note says the scene was not checked.
    func storyboardSceneBasedProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let storyboardName = name(of: type, from: [.sceneStoryboard], fallback: nil),
            let sceneIdentifier = name(of: type, from: [.sceneIdentifier], fallback: identifier(of: type))
        else {
            return [Diagnostic(.note, Message.uncheckedScene(type), at: type.location, check: .uncheckedScene)]
        }
        let (documents, missing) = copies(.storyboard, named: storyboardName, for: type, mixin: .storyboardSceneBased)
        if let missing { return [missing] }
        return documents.compactMap { document -> Diagnostic? in
            guard let controller = document.scene(withStoryboardIdentifier: sceneIdentifier.value)?.controller else {
                guard let severity = missingSeverity(of: .storyboard, for: type, mixin: .storyboardSceneBased) else {
                    return nil
                }
                let message = Message.missingScene(sceneIdentifier.value, in: document, type: type)
                return Diagnostic(
                    severity, message, at: type.location, notes: [sceneNote(of: type, in: document)],
                    check: .missingScene)
            }
            return classProblem(
                controller, role: .scene(identifier: sceneIdentifier.value), in: document, type: type,
                mixin: .storyboardSceneBased, check: .sceneClass)
        }
    }

    /// A cell or reusable view prototyped in any storyboard as an instance of the class with another reuse
    /// identifier: a warning, since the prototype may be unused while the code registers the class's XIB.
    func prototypeProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let (identifier, mixin) = reuseIdentifier(of: type) else { return [] }
        var occurrences = catalog.occurrences(ofClass: type.bareName)
        if type.name != type.bareName { occurrences += catalog.occurrences(ofClass: type.name) }
        return occurrences.compactMap { occurrence -> Diagnostic? in
            let prototype = occurrence.object
            guard occurrence.role == .prototype, !prototype.isStatic, let document = document(atPath: occurrence.path),
                document.kind == .storyboard, isEvidence(document, about: type), belongs(document, to: type),
                match(prototype, in: document, type) == .same
            else { return nil }
            let found = document.framework == .appKit ? prototype.identifier : prototype.reuseIdentifier
            guard found != identifier.value else { return nil }
            let message = Message.reuseIdentifierMismatch(
                found, expected: identifier.value, holder: Message.Role.prototype.subject(in: document), type: type,
                mixin: mixin)
            let note = Diagnostic(.note, Message.Role.prototype.declaredHere, at: occurrence.location)
            return Diagnostic(.warning, message, at: type.location, notes: [note], check: .prototypeIdentifier)
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
