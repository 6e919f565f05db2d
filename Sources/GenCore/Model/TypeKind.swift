// MARK: - TypeKind

/// What a class is, from its superclass chain up to a known UIKit or AppKit base (docs/architecture.md, "Mixins and kinds").
public enum TypeKind: String, Sendable, Hashable, Codable, CaseIterable {
    case tableViewCell
    case tableViewHeaderFooterView
    case collectionViewCell
    case collectionReusableView
    case view
    case viewController
    // AppKit kinds.
    case appKitTableCellView
    case appKitTableRowView
    case appKitCollectionViewItem
    case appKitView
    case appKitViewController
    /// The superclass chain leaves the scanned sources through a class that is neither known nor mapped.
    case unknown

    /// The UI framework the kind belongs to, or `nil` for `unknown`.
    public var framework: Framework? {
        switch self {
        case .tableViewCell, .tableViewHeaderFooterView, .collectionViewCell, .collectionReusableView, .view,
            .viewController:
            .uiKit
        case .appKitTableCellView, .appKitTableRowView, .appKitCollectionViewItem, .appKitView,
            .appKitViewController:
            .appKit
        case .unknown:
            nil
        }
    }
}
