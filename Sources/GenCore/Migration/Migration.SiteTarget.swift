// MARK: - Migration.SiteTarget

extension Migration {
    /// What a string-typed site registers or dequeues, from its method name and labels.
    enum SiteTarget {
        case tableCell, tableHeaderFooter, collectionCell, supplementary

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
            default:
                return nil
            }
        }

        /// The kind of class the target needs.
        var kind: TypeKind {
            switch self {
            case .tableCell: .tableViewCell
            case .tableHeaderFooter: .tableViewHeaderFooterView
            case .collectionCell: .collectionViewCell
            case .supplementary: .collectionReusableView
            }
        }
    }
}
