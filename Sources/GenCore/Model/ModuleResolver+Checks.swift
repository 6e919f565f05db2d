// MARK: - Model checks

extension ModuleResolver {
    /// Module-wide problems with the resolved types: identifier clashes, unknown kinds, mixins on the wrong kind.
    static func checks(_ types: [ResolvedType], options: GenerationOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if !options.qualifiedIdentifiers {
            diagnostics += identifierClashes(types)
        }
        for type in types {
            for mixin in type.mixins where !type.inheritedMixins.contains(mixin) {
                if let problem = mismatch(mixin, type.kind) {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "'\(type.name)' adopts \(mixin.rawValue), \(problem)",
                            at: type.location))
                }
            }
        }
        return diagnostics
    }

    /// Two different types whose bare names would give the same identifier, nib and storyboard name.
    static func identifierClashes(_ types: [ResolvedType]) -> [Diagnostic] {
        var firstByBareName: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        // A class with its own identifier (on it or an ancestor) no longer uses its bare name.
        for (position, type) in types.enumerated() where !type.provides(.reuseIdentifier) {
            guard let firstPosition = firstByBareName[type.bareName] else {
                firstByBareName[type.bareName] = position
                continue
            }
            let first = types[firstPosition]
            guard first.name != type.name else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    """
                    '\(type.name)' and '\(first.name)' would both use the identifier '\(type.bareName)'; rename one, \
                    give one a custom identifier, or pass --qualified-identifiers
                    """,
                    at: type.location,
                    notes: [Diagnostic(.note, "'\(first.name)' is declared here", at: first.location)]
                ))
        }
        return diagnostics
    }

    /// Why a mixin cannot apply to a kind, or `nil` when it can (or the kind is unknown).
    static func mismatch(_ mixin: Mixin, _ kind: TypeKind) -> String? {
        let isController =
            switch kind {
            case .viewController, .appKitViewController, .appKitCollectionViewItem: true
            default: false
            }
        let isCell =
            switch kind {
            case .tableViewCell, .collectionViewCell, .appKitTableCellView, .appKitCollectionViewItem: true
            default: false
            }
        switch mixin {
        case .storyboardBased, .storyboardSceneBased:
            guard kind != .unknown, !isController else { return nil }
            return "which applies only to view controllers, but it is a \(kind.description)"
        case .nibOwnerLoadable:
            guard isController else { return nil }
            return "which applies only to views, but it is a \(kind.description)"
        case .reusableView:
            guard kind != .unknown, !isCell else { return nil }
            return "which applies only to table and collection view cells, but it is a \(kind.description)"
        case .reusable, .nibLoadable:
            return nil
        }
    }
}
