// MARK: - Loading through Interface Builder files

extension CallSiteIndex {
    /// The call-site kinds that load or register a class through its XIB: Reusable's `register(cellType:)` of a
    /// `NibLoadable` (and the generated `register(in:)`), `loadFromNib()`, `X.nib`, and UIKit's nib registration.
    static let nibLoadingKinds: Set<CallSite.Kind> = [
        .typedRegister, .loadFromNib, .nibReference, .registerNibByIdentifier,
    ]

    /// Whether the sources load or register the class through its XIB (`.xib`) or instantiate it from its
    /// storyboard (`.storyboard`: `instantiate()`), counting only the sites `counts` accepts as naming the class.
    func loads(
        _ typeName: String, through kind: InterfaceBuilderDocument.Kind,
        counting counts: (CallSite) -> Bool = { _ in true }
    ) -> Bool {
        switch kind {
        case .xib: sites(of: typeName).contains { Self.nibLoadingKinds.contains($0.kind) && counts($0) }
        case .storyboard: sites(of: typeName).contains { $0.kind == .instantiate && counts($0) }
        }
    }
}
