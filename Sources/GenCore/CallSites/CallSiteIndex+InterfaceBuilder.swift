// MARK: - Loading through Interface Builder files

extension CallSiteIndex {
    /// The call-site kinds that load or register a class through its XIB: Reusable's `register(cellType:)` of a
    /// `NibLoadable` (and the generated `register(in:)`), `loadFromNib()`, `X.nib`, and UIKit's nib registration.
    static let nibLoadingKinds: Set<CallSite.Kind> = [
        .typedRegister, .loadFromNib, .nibReference, .registerNibByIdentifier,
    ]

    /// Whether the sources certainly load or register the class through its XIB (`.xib`) or instantiate it from
    /// its storyboard (`.storyboard`: `instantiate()`). A site that names the class by a qualified name
    /// (`Feed.Cell.self`) counts when it ends the class's name or the class's name ends it; one that names it by its
    /// bare name (`Cell.self`) counts only when `bareNameIsUnique` (no other class has it): which class Swift picks
    /// then depends on the scope, and the answer must be certain.
    func loads(_ typeName: String, through kind: InterfaceBuilderDocument.Kind, bareNameIsUnique: Bool) -> Bool {
        sites(of: typeName).contains { site in
            let loadsThrough =
                switch kind {
                case .xib: Self.nibLoadingKinds.contains(site.kind)
                case .storyboard: site.kind == .instantiate
                }
            guard loadsThrough else { return false }
            guard site.typeName.contains(".") else { return bareNameIsUnique }
            return typeName == site.typeName || typeName.hasSuffix("." + site.typeName)
                || site.typeName.hasSuffix("." + typeName)
        }
    }
}
