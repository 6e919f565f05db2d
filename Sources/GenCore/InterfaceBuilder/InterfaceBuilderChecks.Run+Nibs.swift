/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderChecks.Message

// MARK: - XIB checks

extension InterfaceBuilderChecks.Run {
    /// Kinds whose XIB is loaded with the instance as File's Owner (`UIViewController(nibName:bundle:)`).
    private static let ownerLoadedKinds: Set<TypeKind> = [
        .viewController, .appKitViewController, .appKitCollectionViewItem,
    ]

    /// UIKit kinds that UIKit registers by nib and whose XIB root may carry the reuse identifier.
    private static let nibRegisteredKinds: Set<TypeKind> = [
        .tableViewCell, .tableViewHeaderFooterView, .collectionViewCell, .collectionReusableView,
    ]

    /// `NibLoadable` / `NibReusable`: the XIB exists; a view's root view is the class and a cell's root, when it
    /// has a reuse identifier, has the registered one; a view controller's File's Owner is the controller.
    func nibLoadableProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let nibName = name(of: type, from: [.nib, .nibName], fallback: identifier(of: type)) else { return [] }
        let (documents, missing) = copies(.xib, named: nibName, for: type, mixin: .nibLoadable)
        if let missing { return [missing] }
        guard type.kind != .unknown else { return [] }
        return documents.flatMap { document -> [Diagnostic] in
            if type.kind == .appKitCollectionViewItem,
                let item = document.topLevelObjects.first(where: { $0.kind == .appKitCollectionViewItem })
            {
                // Registered by nib, the item is the XIB's top-level item; loaded by `init(nibName:)`, its owner.
                let problem = classProblem(
                    item, role: .item, in: document, type: type, mixin: .nibLoadable, check: .rootViewClass)
                return problem.map { [$0] } ?? []
            }
            if Self.ownerLoadedKinds.contains(type.kind) {
                return filesOwnerProblems(in: document, type: type, mixin: .nibLoadable)
            }
            // A view that is also NibOwnerLoadable with an owner-style XIB is loaded with `loadNibContent()`;
            // its root view only matters when the sources also load it with `loadFromNib()`.
            if type.mixins.contains(.nibOwnerLoadable), let owner = document.filesOwner,
                match(owner, in: document, type) == .same, !loads(type, through: .xib)
            {
                return []
            }
            return rootViewProblems(in: document, type: type)
        }
    }

    /// `NibOwnerLoadable`: the XIB exists; its File's Owner is the view's class (a warning: UIKit never checks
    /// it) and every outlet of the owner names a property of the class; its root view is not the class itself.
    func nibOwnerLoadableProblems(_ type: ResolvedType) -> [Diagnostic] {
        guard let nibName = name(of: type, from: [.nib, .nibName], fallback: identifier(of: type)) else { return [] }
        let (documents, missing) = copies(.xib, named: nibName, for: type, mixin: .nibOwnerLoadable)
        if let missing { return [missing] }
        return documents.flatMap { document in
            var problems = filesOwnerProblems(in: document, type: type, mixin: .nibOwnerLoadable)
            if let recursion = ownerRecursion(in: document, type: type) { problems.append(recursion) }
            return problems
        }
    }

    // MARK: - Parts

    /// A File's Owner of another class (a warning; none for an owner without a class, which UIKit accepts), and an
    /// error for each outlet of the owner that names no `@IBOutlet` of the class or its ancestors.
    private func filesOwnerProblems(
        in document: InterfaceBuilderDocument,
        type: ResolvedType,
        mixin: Mixin
    ) -> [Diagnostic] {
        guard let owner = document.filesOwner else { return [] }
        var problems: [Diagnostic] = []
        if owner.customClass != nil,
            let problem = classProblem(
                owner, role: .filesOwner, in: document, type: type, mixin: mixin, severity: .warning,
                check: .filesOwnerClass)
        {
            problems.append(problem)
        }
        if let declared = outletNames(of: type) {
            for outlet in owner.outlets
            where !declared.contains(outlet.property)
                && !KeyValueCodingKey.propertyNames(reachedBy: outlet.property).dropFirst().contains(
                    where: declared.contains)
            {
                let note = Diagnostic(.note, Message.outletDeclaredHere, at: outlet.location(in: document.path))
                problems.append(
                    Diagnostic(
                        .error, Message.missingOutlet(outlet.property, in: document, type: type, mixin: mixin),
                        at: type.location, notes: [note], check: .ownerOutlet))
            }
        }
        return problems
    }

    /// Every name an outlet may connect to on the class: its own and its ancestors' `@IBOutlet`s and those of the
    /// framework class its chain ends at; `nil` when they are not all known (a chain that leaves the sources
    /// through a class reusable-gen does not know, or `@objcMembers`).
    func outletNames(of type: ResolvedType) -> Set<String>? {
        guard let declared = type.outlets, let base = type.superclassChain.last,
            let inherited = FrameworkClasses.outlets(of: TypeReference.lastComponent(of: base))
        else { return nil }
        return inherited.union(declared)
    }

    /// The warning that a `NibOwnerLoadable` XIB's root view has the owner's class (written without a module too,
    /// which only an accident of resolution keeps from recursing): `init(coder:)` loading the XIB recurses.
    private func ownerRecursion(in document: InterfaceBuilderDocument, type: ResolvedType) -> Diagnostic? {
        guard !type.mixins.contains(.nibLoadable), let root = Self.rootView(of: document) else { return nil }
        let isOwnClass =
            match(root, in: document, type) == .same
            || (root.customModule == nil && (root.customClass == type.bareName || root.customClass == type.name))
        guard isOwnClass else { return nil }
        let note = Diagnostic(.note, Message.Role.rootView.declaredHere, at: root.location(in: document.path))
        return Diagnostic(
            .warning, Message.ownerRecursion(in: document, type: type), at: type.location, notes: [note],
            check: .ownerRecursion)
    }

    /// The errors about a view's or cell's XIB root: that it is missing or not the class, or, for a cell or
    /// reusable view, that its reuse identifier is set and differs from the registered one.
    private func rootViewProblems(in document: InterfaceBuilderDocument, type: ResolvedType) -> [Diagnostic] {
        guard let root = Self.rootView(of: document) else {
            let message = Message.noTopLevelView(in: document, type: type)
            let note = Diagnostic(.note, Message.xibStartsHere, at: Message.start(of: document))
            return [Diagnostic(.error, message, at: type.location, notes: [note], check: .rootViewClass)]
        }
        if let problem = classProblem(
            root, role: .rootView, in: document, type: type, mixin: .nibLoadable, check: .rootViewClass)
        {
            return [problem]
        }
        // An empty identifier takes the one the nib is registered under: only a different one fails.
        guard Self.nibRegisteredKinds.contains(type.kind), let (identifier, mixin) = reuseIdentifier(of: type),
            let found = root.reuseIdentifier, !found.isEmpty, found != identifier.value
        else { return [] }
        let message = Message.reuseIdentifierMismatch(
            found, expected: identifier.value, holder: Message.Role.rootView.subject(in: document),
            type: type, mixin: mixin)
        let note = Diagnostic(.note, Message.Role.rootView.declaredHere, at: root.location(in: document.path))
        return [Diagnostic(.error, message, at: type.location, notes: [note], check: .reuseIdentifier)]
    }

    /// The object a view's XIB is loaded as: the first top-level view, or the first top-level object when the
    /// XIB has no element reusable-gen knows as a view.
    static func rootView(of document: InterfaceBuilderDocument) -> InterfaceBuilderObject? {
        let views = document.topLevelObjects.first { object in
            object.kind != .unknown && !ownerLoadedKinds.contains(object.kind)
        }
        return views ?? document.topLevelObjects.first
    }
}
