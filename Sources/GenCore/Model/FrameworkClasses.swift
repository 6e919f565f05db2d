// MARK: - Known framework classes

/// UIKit and AppKit classes that fix the kind of every class derived from them.
enum FrameworkClasses {
    static func kind(of name: String) -> TypeKind? { kinds[name] }

    static let kinds: [String: TypeKind] = {
        var table: [String: TypeKind] = [
            "UITableViewCell": .tableViewCell,
            "UITableViewHeaderFooterView": .tableViewHeaderFooterView,
            "UICollectionViewCell": .collectionViewCell,
            "UICollectionViewListCell": .collectionViewCell,
            "UICollectionReusableView": .collectionReusableView,
            "NSTableCellView": .appKitTableCellView,
            "NSTableRowView": .appKitTableRowView,
            "NSCollectionViewItem": .appKitCollectionViewItem,
        ]
        let uiViews = [
            "UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
            "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIProgressView",
            "UIActivityIndicatorView", "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
            "UISegmentedControl", "UIPageControl", "UIStepper", "UIDatePicker", "UIPickerView", "UIInputView",
            "UIWindow", "UIContentUnavailableView",
        ]
        let uiControllers = [
            "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
            "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
            "UIAlertController", "UIInputViewController", "UIActivityViewController", "UIImagePickerController",
            "UIDocumentPickerViewController", "UIHostingController", "UIReferenceLibraryViewController",
        ]
        let nsViews = [
            "NSView", "NSControl", "NSTextField", "NSButton", "NSImageView", "NSStackView", "NSScrollView", "NSTableView",
            "NSOutlineView", "NSCollectionView", "NSVisualEffectView", "NSBox", "NSTableHeaderView", "NSClipView",
            "NSSplitView", "NSTabView", "NSPopUpButton", "NSSegmentedControl", "NSSlider", "NSProgressIndicator",
        ]
        let nsControllers = [
            "NSViewController", "NSSplitViewController", "NSTabViewController", "NSPageController",
            "NSTitlebarAccessoryViewController", "NSHostingController",
        ]
        for name in uiViews { table[name] = .view }
        for name in uiControllers { table[name] = .viewController }
        for name in nsViews { table[name] = .appKitView }
        for name in nsControllers { table[name] = .appKitViewController }
        return table
    }()

    /// The framework a file's imports point to: AppKit (or Cocoa) without UIKit is AppKit, UIKit is UIKit.
    static func framework(importing modules: [String]) -> Framework? {
        if modules.contains("UIKit") { return .uiKit }
        if modules.contains("AppKit") || modules.contains("Cocoa") { return .appKit }
        return nil
    }

    /// Module names a framework class may be qualified with.
    static let modules: Set<String> = ["UIKit", "AppKit", "SwiftUI", "Cocoa"]
}
