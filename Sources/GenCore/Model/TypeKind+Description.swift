extension TypeKind {
    /// Whether the kind is a UIKit or AppKit view controller.
    var isViewController: Bool { self == .viewController || self == .appKitViewController }
}

extension TypeKind: CustomStringConvertible {
    /// The kind in words, for messages.
    public var description: String {
        switch self {
        case .tableViewCell: "table view cell"
        case .tableViewHeaderFooterView: "table view header-footer view"
        case .collectionViewCell: "collection view cell"
        case .collectionReusableView: "collection reusable view"
        case .view: "view"
        case .viewController: "view controller"
        case .appKitTableCellView: "table cell view"
        case .appKitTableRowView: "table row view"
        case .appKitCollectionViewItem: "collection view item"
        case .appKitView: "view"
        case .appKitViewController: "view controller"
        case .unknown: "class of unknown kind"
        }
    }
}
