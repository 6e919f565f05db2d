/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderChecks.Message

// MARK: - XIB checks

extension InterfaceBuilderChecks.Run {
    /// Kinds whose XIB is loaded with the instance as File's Owner (`UIViewController(nibName:bundle:)`).
    private static let ownerLoadedKinds: Set<TypeKind> = [
        .viewController, .appKitViewController, .appKitCollectionViewItem,
    ]

    /// UIKit kinds that UIKit registers by nib and whose XIB root must carry the reuse identifier.
    private static let nibRegisteredKinds: Set<TypeKind> = [
        .tableViewCell, .tableViewHeaderFooterView, .collectionViewCell, .collectionReusableView,
    ]

    /// `NibLoadable` / `NibReusable`: the XIB exists; a view's root view is the class and a cell's root carries
    /// the reuse identifier; a view controller's File's Owner is the controller.
    func nibLoadableProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let nibName = name(of: type, from: [.nib, .nibName], fallback: identifier(of: type)) else { return [] }
        let required = !type.inheritedMixins.contains(.nibLoadable)
        let (documents, missing) = copies(.xib, named: nibName, for: type, mixin: .nibLoadable, required: required)
        if let missing { return [missing] }
        guard type.kind != .unknown else { return [] }
        return documents.flatMap { document -> [Diagnostic] in
            if type.kind == .appKitCollectionViewItem,
               let item = document.topLevelObjects.first(where: { $0.kind == .appKitCollectionViewItem }) {
                // Registered by nib, the item is the XIB's top-level item; loaded by `init(nibName:)`, its owner.
                return classProblem(item, role: .item, in: document, type: type, mixin: .nibLoadable).map { [$0] } ?? []
            }
            if Self.ownerLoadedKinds.contains(type.kind) {
                return filesOwnerProblem(in: document, type: type, mixin: .nibLoadable).map { [$0] } ?? []
            }
            return rootViewProblems(in: document, type: type)
        }
    }

    /// `NibOwnerLoadable`: the XIB exists and its File's Owner is the view's class.
    func nibOwnerLoadableProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let nibName = name(of: type, from: [.nib, .nibName], fallback: identifier(of: type)) else { return [] }
        let required = !type.inheritedMixins.contains(.nibOwnerLoadable)
        let (documents, missing) = copies(.xib, named: nibName, for: type, mixin: .nibOwnerLoadable, required: required)
        if let missing { return [missing] }
        return documents.compactMap { filesOwnerProblem(in: $0, type: type, mixin: .nibOwnerLoadable) }
    }

    // MARK: - Parts

    /// The error that the XIB's File's Owner is not the class (or that the XIB has none), or `nil`.
    private func filesOwnerProblem(
        in document: InterfaceBuilderDocument,
        type: ResolvedType,
        mixin: Mixin
    ) -> Diagnostic? {
        guard let owner = document.filesOwner else {
            let message = Message.classMismatch(
                .otherClass(nil), role: .filesOwner, in: document, type: type, mixin: mixin,
                moduleName: options.moduleName)
            let note = Diagnostic(.note, Message.xibStartsHere, at: Message.start(of: document))
            return Diagnostic(.error, message, at: type.location, notes: [note])
        }
        return classProblem(owner, role: .filesOwner, in: document, type: type, mixin: mixin)
    }

    /// The errors about a view's or cell's XIB root: that it is missing or not the class, or, for a cell or
    /// reusable view, that its reuse identifier is not the generated one.
    private func rootViewProblems(in document: InterfaceBuilderDocument, type: ResolvedType) -> [Diagnostic] {
        guard let root = Self.rootView(of: document) else {
            let message = Message.noTopLevelView(in: document, type: type)
            let note = Diagnostic(.note, Message.xibStartsHere, at: Message.start(of: document))
            return [Diagnostic(.error, message, at: type.location, notes: [note])]
        }
        if let problem = classProblem(root, role: .rootView, in: document, type: type, mixin: .nibLoadable) {
            return [problem]
        }
        guard Self.nibRegisteredKinds.contains(type.kind), let (identifier, mixin) = reuseIdentifier(of: type),
              root.reuseIdentifier != identifier.value else { return [] }
        let message = Message.reuseIdentifierMismatch(
            root.reuseIdentifier, expected: identifier.value, holder: Message.Role.rootView.subject(in: document),
            type: type, mixin: mixin)
        let note = Diagnostic(.note, Message.Role.rootView.declaredHere, at: root.location(in: document.path))
        return [Diagnostic(.error, message, at: type.location, notes: [note])]
    }

    /// The object a view's XIB is loaded as: the first top-level view, or the first top-level object when the
    /// XIB has no element reusable-gen knows as a view.
    private static func rootView(of document: InterfaceBuilderDocument) -> InterfaceBuilderObject? {
        let views = document.topLevelObjects.first { object in
            object.kind != .unknown && !ownerLoadedKinds.contains(object.kind)
        }
        return views ?? document.topLevelObjects.first
    }
}
