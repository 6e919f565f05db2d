// MARK: - AppKit fields

extension Renderer {
    /// The per-type fields only the AppKit template reads; every type's context has them (`false` for UIKit
    /// classes), so one context shape serves both templates in strict mode.
    static let appKitFieldNames = ["tableCellView", "tableRowView", "collectionViewItem", "collectionSupplementaryView"]

    /// The AppKit typed-factory fields of a type: `{byNib}` when it is the topmost `Reusable` adopter of that
    /// AppKit kind, else `false`.
    ///
    /// An AppKit view that is neither a table cell view nor a row view and adopts `Reusable` is a collection
    /// view supplementary view: AppKit has no dedicated base class for them.
    func appKitFields(_ type: ResolvedType, isReusableRoot: Bool) -> [String: TemplateValue] {
        let byNib: TemplateValue = ["byNib": .bool(type.mixins.contains(.nibLoadable))]
        func api(_ kind: TypeKind) -> TemplateValue { isReusableRoot && type.kind == kind ? byNib : false }
        return [
            "tableCellView": api(.appKitTableCellView),
            "tableRowView": api(.appKitTableRowView),
            "collectionViewItem": api(.appKitCollectionViewItem),
            "collectionSupplementaryView": api(.appKitView),
        ]
    }
}
