// MARK: - Element kinds

extension TypeKind {
    /// The kind of object an Interface Builder element stands for, in documents of the given framework.
    init(interfaceBuilderElement elementName: String, framework: Framework?) {
        let isAppKit = framework == .appKit
        switch elementName {
        case "tableViewCell": self = .tableViewCell
        case "tableViewHeaderFooterView": self = .tableViewHeaderFooterView
        case "collectionViewCell": self = .collectionViewCell
        case "collectionReusableView": self = .collectionReusableView
        case "tableCellView": self = .appKitTableCellView
        case "tableRowView": self = .appKitTableRowView
        case "collectionViewItem": self = .appKitCollectionViewItem
        case "customView": self = .appKitView
        case "viewController", "splitViewController", "tabViewController":
            self = isAppKit ? .appKitViewController : .viewController
        case "tableViewController", "collectionViewController", "navigationController", "tabBarController",
            "pageViewController", "glkViewController", "avPlayerViewController", "hostingController":
            self = isAppKit ? .unknown : .viewController
        case "view":
            self = isAppKit ? .appKitView : .view
        case "label", "button", "imageView", "stackView", "scrollView", "tableView", "collectionView", "textField",
            "textView", "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView",
            "pageControl", "stepper", "datePicker", "pickerView", "mapView", "wkWebView", "visualEffectView",
            "navigationBar", "toolbar", "tabBar", "searchBar", "containerView":
            self = isAppKit ? .unknown : .view
        default:
            self = .unknown
        }
    }
}
