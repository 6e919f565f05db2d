// MARK: - FrameworkMembers

/// The properties and action methods that UIKit and AppKit classes declare themselves, which an Interface Builder
/// connection may name on an instance of a subclass (`UITableViewController.tableView`, `UITableView.dataSource`,
/// `UIResponder.copy(_:)`, `NSWindowController.window` …), written from Apple's documentation of each class.
///
/// A class that is not in the table is unknown: a connection on an object whose chain ends there is never judged.
/// An entry's `actions` is `nil` when the class answers more selectors than the table lists (text views, windows):
/// then no action sent to a subclass is judged.
enum FrameworkMembers {
    /// One framework class: its known superclass, the properties a connection may set, the actions it answers.
    struct Entry {
        var parent: String?
        var properties: Set<String>
        var actions: Set<String>?
    }

    /// The properties and actions of a class with its ancestors (`members(of:)`).
    typealias Members = (properties: Set<String>, actions: Set<String>?)

    /// The properties and actions a class and its framework ancestors declare; `nil` when the class or one of its
    /// ancestors is not in the table, or their actions are not all known (`properties` stays usable: then
    /// `actions` is `nil`).
    static func members(of name: String) -> Members? {
        var properties: Set<String> = []
        var actions: Set<String>? = []
        var current: String? = name
        var steps = 0
        while let className = current, steps < 16 {
            guard let entry = table[className] else { return nil }
            properties.formUnion(entry.properties)
            if let own = entry.actions { actions?.formUnion(own) } else { actions = nil }
            current = entry.parent
            steps += 1
        }
        return (properties, actions)
    }

    /// The class and its ancestors in the table, nearest first.
    static func lineage(of name: String) -> [String] {
        var lineage: [String] = []
        var current: String? = name
        while let className = current, let entry = table[className], lineage.count < 16 {
            lineage.append(className)
            current = entry.parent
        }
        return lineage
    }

    /// Whether the class is in the table.
    static func knows(_ name: String) -> Bool { table[name] != nil }

    /// The editing actions of `UIResponderStandardEditActions`, which every `UIResponder` may answer.
    static let uiResponderActions: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:",
        "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:",
        "findNext:", "findPrevious:", "findAndReplace:", "useSelectionForFind:", "duplicate:", "rename:",
        "move:", "export:", "print:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:",
        "toggleInspector:", "showWritingTools:", "captureTextFromCamera:", "updateTextAttributes:",
    ]

    /// The actions of `NSResponder` (its own and `NSStandardKeyBindingResponding`'s most used ones) and of the
    /// application and window menus that an AppKit responder may answer.
    static let nsResponderActions: Set<String> = [
        "cancelOperation:", "complete:", "insertNewline:", "insertTab:", "insertBacktab:", "deleteBackward:",
        "deleteForward:", "moveUp:", "moveDown:", "moveLeft:", "moveRight:", "scrollPageUp:", "scrollPageDown:",
        "selectAll:", "copy:", "cut:", "paste:", "delete:", "undo:", "redo:", "showContextHelp:", "noResponderFor:",
        "tryToPerform:with:", "newWindowForTab:", "showWritingTools:", "toggleSidebar:", "toggleInspector:",
        "performTextFinderAction:", "performFindPanelAction:", "pasteAsPlainText:", "quickLookPreviewItems:",
        "supplementalTarget:", "presentError:",
    ]

    // MARK: - The table

    static let table: [String: Entry] = {
        var table: [String: Entry] = [
            "NSObject": Entry(parent: nil, properties: [], actions: []),
            // UIKit
            "UIResponder": Entry(parent: "NSObject", properties: [], actions: uiResponderActions),
            "UIView": Entry(parent: "UIResponder", properties: ["gestureRecognizers", "maskView"], actions: []),
            "UIViewController": Entry(
                parent: "UIResponder",
                properties: [
                    "view", "searchDisplayController", "tabBarItem", "toolbarItems", "navigationItem",
                    "additionalSafeAreaInsets", "preferredContentSize",
                    // tvOS 13 and later.
                    "tabBarObservedScrollView",
                ],
                actions: ["showDetailViewController:sender:", "showViewController:sender:"]),
            "UITableViewController": Entry(
                parent: "UIViewController", properties: ["tableView", "refreshControl"], actions: []),
            "UICollectionViewController": Entry(
                parent: "UIViewController", properties: ["collectionView", "collectionViewLayout"], actions: []),
            "UINavigationController": Entry(
                parent: "UIViewController", properties: ["navigationBar", "toolbar", "viewControllers", "delegate"],
                actions: []),
            "UITabBarController": Entry(
                parent: "UIViewController", properties: ["tabBar", "viewControllers", "delegate"], actions: []),
            "UIPageViewController": Entry(
                parent: "UIViewController", properties: ["dataSource", "delegate"], actions: []),
            "UISplitViewController": Entry(
                parent: "UIViewController", properties: ["viewControllers", "delegate"], actions: []),
            "UIScrollView": Entry(parent: "UIView", properties: ["delegate", "refreshControl"], actions: []),
            "UITableView": Entry(
                parent: "UIScrollView",
                properties: [
                    "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "tableHeaderView",
                    "tableFooterView", "backgroundView",
                ], actions: []),
            "UICollectionView": Entry(
                parent: "UIScrollView",
                properties: [
                    "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "backgroundView",
                    "collectionViewLayout",
                ], actions: []),
            "UITextView": Entry(
                parent: "UIScrollView", properties: ["delegate", "inputView", "inputAccessoryView"], actions: nil),
            "UIControl": Entry(parent: "UIView", properties: [], actions: []),
            "UITextField": Entry(
                parent: "UIControl",
                properties: ["delegate", "inputView", "inputAccessoryView", "leftView", "rightView"], actions: nil),
            "UISearchBar": Entry(parent: "UIView", properties: ["delegate", "inputAccessoryView"], actions: nil),
            "UIPickerView": Entry(parent: "UIView", properties: ["dataSource", "delegate"], actions: []),
            "UINavigationBar": Entry(parent: "UIView", properties: ["delegate"], actions: []),
            "UITabBar": Entry(parent: "UIView", properties: ["delegate", "selectedItem", "items"], actions: []),
            "UIToolbar": Entry(parent: "UIView", properties: ["delegate", "items"], actions: []),
            // A cell's built-in `textLabel`, `detailTextLabel` and `imageView` are read-only in Swift, yet Interface
            // Builder offers them as outlets and UIKit sets them when the nib loads (shipped apps connect them).
            "UITableViewCell": Entry(
                parent: "UIView",
                properties: [
                    "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "textLabel",
                    "detailTextLabel", "imageView", "accessoryView", "editingAccessoryView", "contentView",
                ],
                actions: []),
            "UICollectionReusableView": Entry(parent: "UIView", properties: [], actions: []),
            "UICollectionViewCell": Entry(
                parent: "UICollectionReusableView",
                properties: ["backgroundView", "selectedBackgroundView", "contentView"], actions: []),
            "UICollectionViewListCell": Entry(parent: "UICollectionViewCell", properties: [], actions: []),
            "UITableViewHeaderFooterView": Entry(
                parent: "UIView", properties: ["backgroundView", "textLabel", "detailTextLabel", "contentView"],
                actions: []),
            "UIWindow": Entry(parent: "UIView", properties: ["rootViewController"], actions: []),
            "UIVisualEffectView": Entry(parent: "UIView", properties: [], actions: []),
            "UIGestureRecognizer": Entry(parent: "NSObject", properties: ["delegate"], actions: []),
            "UIBarItem": Entry(parent: "NSObject", properties: [], actions: []),
            "UIBarButtonItem": Entry(parent: "UIBarItem", properties: ["customView", "menu"], actions: []),
            "UITabBarItem": Entry(parent: "UIBarItem", properties: [], actions: []),
            "UINavigationItem": Entry(
                parent: "NSObject",
                properties: [
                    "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "leftBarButtonItems",
                    "rightBarButtonItems", "searchController",
                ], actions: []),
            // AppKit
            "NSResponder": Entry(
                parent: "NSObject", properties: ["menu", "nextResponder"], actions: nsResponderActions),
            "NSView": Entry(parent: "NSResponder", properties: ["nextKeyView"], actions: nil),
            "NSViewController": Entry(
                parent: "NSResponder", properties: ["view", "representedObject", "sourceItemView"],
                actions: ["dismissController:", "presentViewControllerAsSheet:"]),
            "NSWindowController": Entry(
                parent: "NSResponder", properties: ["window", "document", "contentViewController"],
                actions: ["showWindow:", "close", "dismissController:"]),
            "NSSplitViewController": Entry(
                parent: "NSViewController", properties: ["splitView"], actions: ["toggleSidebar:", "toggleInspector:"]),
            "NSTabViewController": Entry(parent: "NSViewController", properties: ["tabView"], actions: []),
            "NSCollectionViewItem": Entry(
                parent: "NSViewController", properties: ["imageView", "textField"], actions: []),
            "NSTableCellView": Entry(
                parent: "NSView", properties: ["imageView", "textField", "objectValue"], actions: nil),
            "NSTableRowView": Entry(parent: "NSView", properties: [], actions: nil),
            "NSControl": Entry(parent: "NSView", properties: ["target", "formatter"], actions: nil),
            "NSTableView": Entry(
                parent: "NSControl", properties: ["dataSource", "delegate", "headerView", "cornerView"], actions: nil),
            "NSOutlineView": Entry(parent: "NSTableView", properties: ["outlineTableColumn"], actions: nil),
            "NSCollectionView": Entry(
                parent: "NSView",
                properties: ["dataSource", "delegate", "prefetchDataSource", "collectionViewLayout", "backgroundView"],
                actions: nil),
            "NSTextField": Entry(parent: "NSControl", properties: ["delegate"], actions: nil),
            "NSWindow": Entry(
                parent: "NSResponder",
                properties: ["delegate", "initialFirstResponder", "contentView", "toolbar", "contentViewController"],
                actions: nil),
            "NSApplication": Entry(
                parent: "NSResponder",
                properties: ["delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu"], actions: nil),
            "NSMenu": Entry(parent: "NSObject", properties: ["delegate"], actions: nil),
        ]
        // Views and controls that declare no property or action a connection names beyond their ancestors'.
        for name in ["UILabel", "UIImageView", "UIStackView", "UIActivityIndicatorView", "UIProgressView"] {
            table[name] = Entry(parent: "UIView", properties: [], actions: [])
        }
        table["UIButton"] = Entry(parent: "UIControl", properties: ["titleLabel", "imageView"], actions: [])
        for name in [
            "UISwitch", "UISlider", "UISegmentedControl", "UIPageControl", "UIStepper", "UIDatePicker",
        ] {
            table[name] = Entry(parent: "UIControl", properties: [], actions: [])
        }
        for name in ["NSButton", "NSImageView", "NSPopUpButton", "NSSegmentedControl", "NSSlider"] {
            table[name] = Entry(parent: "NSControl", properties: [], actions: nil)
        }
        for name in ["NSStackView", "NSScrollView", "NSBox", "NSVisualEffectView", "NSSplitView", "NSTabView"] {
            table[name] = Entry(
                parent: "NSView", properties: ["delegate", "documentView", "contentView"], actions: nil)
        }
        return table
    }()
}
