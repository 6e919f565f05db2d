import Mustache

// MARK: - AppKit fields

extension Renderer {
    /// The per-type fields only the AppKit template reads; every type's context has them (`false` for UIKit
    /// classes), so one context shape serves both templates in strict mode.
    static let appKitFieldNames = [
        "tableCellView", "tableRowView", "collectionViewItem", "collectionSupplementaryView",
    ]

    /// Adds the AppKit typed-factory fields of a type to its context: `{byNib}` when it is the topmost `Reusable`
    /// adopter of that AppKit kind, else `false`; returns whether one of them is `{byNib}`.
    ///
    /// An AppKit view that is neither a table cell view nor a row view and adopts `Reusable` is a collection
    /// view supplementary view: AppKit has no dedicated base class for them.
    func addAppKitFields(_ type: ResolvedType, isReusableRoot: Bool, to fields: inout [String: TemplateValue]) -> Bool {
        let byNib: TemplateValue = ["byNib": .bool(type.mixins.contains(.nibLoadable))]
        let kinds: [TypeKind] = [.appKitTableCellView, .appKitTableRowView, .appKitCollectionViewItem, .appKitView]
        var generatesAPI = false
        for (name, kind) in zip(Self.appKitFieldNames, kinds) {
            let applies = isReusableRoot && type.kind == kind
            fields[name] = applies ? byNib : false
            generatesAPI = generatesAPI || applies
        }
        return generatesAPI
    }
}
