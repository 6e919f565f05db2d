// MARK: - Migration.SiteTarget

extension Migration {
    /// What a string-typed site registers or dequeues, from its method name and labels.
    enum SiteTarget {
        case tableCell, tableHeaderFooter, collectionCell, supplementary
        /// A view an AppKit table view makes (`makeView(withIdentifier:owner:)`): a cell or row view.
        case appKitTableView

        /// The target of a UIKit by-identifier site whose method is `method`.
        init?(_ site: CallSite, method: String) {
            switch method {
            case "register":
                if site.argument("forCellReuseIdentifier") != nil {
                    self = .tableCell
                } else if site.argument("forHeaderFooterViewReuseIdentifier") != nil {
                    self = .tableHeaderFooter
                } else if site.argument("forCellWithReuseIdentifier") != nil {
                    self = .collectionCell
                } else if site.argument("forSupplementaryViewOfKind") != nil {
                    self = .supplementary
                } else {
                    return nil
                }
            case "dequeueReusableCell":
                self = site.argument("withReuseIdentifier") != nil ? .collectionCell : .tableCell
            case "dequeueReusableHeaderFooterView":
                self = .tableHeaderFooter
            case "dequeueReusableSupplementaryView":
                self = .supplementary
            case "makeView":
                self = .appKitTableView
            default:
                return nil
            }
        }

        /// The kind of class the target needs (the first of `kinds`).
        var kind: TypeKind { kinds[0] }

        /// The generic helpers of the Reusable library (`DeclaredAPI.generatedHelpers`' names) that the typed forms of
        /// the target's sites call; none for AppKit, whose template declares its helpers all or nothing.
        var helpers: [String] {
            switch self {
            case .tableCell: ["UITableView.register(cellType:)", "UITableView.dequeueReusableCell(for:cellType:)"]
            case .tableHeaderFooter:
                ["UITableView.register(headerFooterViewType:)", "UITableView.dequeueReusableHeaderFooterView(_:)"]
            case .collectionCell:
                ["UICollectionView.register(cellType:)", "UICollectionView.dequeueReusableCell(for:cellType:)"]
            case .supplementary:
                [
                    "UICollectionView.register(supplementaryViewType:ofKind:)",
                    "UICollectionView.dequeueReusableSupplementaryView(ofKind:for:viewType:)",
                ]
            case .appKitTableView: []
            }
        }

        /// The kinds of class the target takes: a table view makes any view, a cell view or row view most often.
        var kinds: [TypeKind] {
            switch self {
            case .tableCell: [.tableViewCell]
            case .tableHeaderFooter: [.tableViewHeaderFooterView]
            case .collectionCell: [.collectionViewCell]
            case .supplementary: [.collectionReusableView]
            case .appKitTableView: [.appKitTableCellView, .appKitTableRowView, .appKitView]
            }
        }
    }
}
