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
            "NSView", "NSControl", "NSTextField", "NSButton", "NSImageView", "NSStackView", "NSScrollView",
            "NSTableView",
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

    /// SDK modules whose name qualifies a class of their own, never one of the sources (`Foundation.Operation`).
    static let sdkModules: Set<String> = modules.union(["Foundation", "ObjectiveC", "Swift", "CoreData", "MapKit"])

    /// The known framework class a class directly inherits from, for the classes of `kinds` (and their bases).
    static let parents: [String: String] = {
        var table: [String: String] = [
            "UITableViewCell": "UIView", "UITableViewHeaderFooterView": "UIView", "UICollectionReusableView": "UIView",
            "UICollectionViewCell": "UICollectionReusableView", "UICollectionViewListCell": "UICollectionViewCell",
            "UIControl": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
            "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UIView": "UIResponder",
            "UIViewController": "UIResponder", "UIResponder": "NSObject",
            "NSTableCellView": "NSView", "NSTableRowView": "NSView", "NSCollectionViewItem": "NSViewController",
            "NSControl": "NSView", "NSScrollView": "NSView", "NSTableView": "NSControl", "NSOutlineView": "NSTableView",
            "NSCollectionView": "NSView", "NSView": "NSResponder", "NSViewController": "NSResponder",
            "NSResponder": "NSObject",
        ]
        for control in [
            "UIButton", "UISwitch", "UISlider", "UITextField", "UISegmentedControl", "UIPageControl",
            "UIStepper", "UIDatePicker",
        ] {
            table[control] = "UIControl"
        }
        for control in ["NSTextField", "NSButton", "NSImageView", "NSPopUpButton", "NSSegmentedControl", "NSSlider"] {
            table[control] = "NSControl"
        }
        for (name, kind) in kinds where table[name] == nil {
            switch kind {
            case .view: table[name] = "UIView"
            case .viewController: table[name] = "UIViewController"
            case .appKitView: table[name] = "NSView"
            case .appKitViewController: table[name] = "NSViewController"
            default: break
            }
        }
        return table
    }()

    /// The class and its known framework ancestors, nearest first: `UIButton`, `UIControl`, `UIView`, ….
    static func lineage(of name: String) -> [String] {
        var lineage = [name]
        var current = name
        while let parent = parents[current], lineage.count < 16 {
            lineage.append(parent)
            current = parent
        }
        return lineage
    }

    /// The outlets a known framework class declares that a XIB's File's Owner may connect; `nil` for a class whose
    /// outlets reusable-gen does not know (then the owner's outlets are not judged).
    static func outlets(of name: String) -> Set<String>? {
        let known: [String: Set<String>] = [
            "UIView": [], "UIViewController": ["view"], "UITableViewController": ["view", "tableView"],
            "UICollectionViewController": ["view", "collectionView"], "NSView": [], "NSViewController": ["view"],
            "NSCollectionViewItem": ["view", "imageView", "textField"], "NSTableCellView": ["imageView", "textField"],
        ]
        if let own = known[name] { return own }
        // A view class whose only outlets are its ancestors' (UIStackView, UILabel …): a plain UIView's.
        let plainViews: Set<String> = [
            "UIStackView", "UILabel", "UIImageView", "UIVisualEffectView", "UIControl", "UIButton",
            "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        ]
        return plainViews.contains(name) ? [] : nil
    }
}
