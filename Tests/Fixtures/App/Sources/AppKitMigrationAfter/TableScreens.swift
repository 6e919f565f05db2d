import AppKit

// AppKit shapes of `reusable-gen migrate`: table cell and row views made with `makeView(withIdentifier:owner:)`,
// their identifiers written as `NSUserInterfaceItemIdentifier(rawValue:)`, `NSUserInterfaceItemIdentifier(_:)`,
// `.init(_:)` and a controller's constant; `as!` becomes the typed `makeView`, `as?` keeps its call and cast.

final class SidebarCell: NSTableCellView, Reusable {
    static let reuseIdentifier = "DataCell"
}

final class HeaderCell: NSTableCellView, Reusable {}

final class TimelineRowView: NSTableRowView, Reusable {
    static let reuseIdentifier = "timelineRow"
}

/// Registers the table's nibs (AppKit registers by nib only) and makes its views, as class names and identifiers.
@MainActor
public enum TableScreens {
    static let rowViewIdentifier = NSUserInterfaceItemIdentifier(rawValue: "timelineRow")

    /// Registers the nibs under the app's identifiers.
    public static func setUp(_ tableView: NSTableView) {
        tableView.register(
            NSNib(nibNamed: "SidebarCell", bundle: Bundle(for: SidebarCell.self)),
            forIdentifier: NSUserInterfaceItemIdentifier("DataCell"))
        tableView.register(
            NSNib(nibNamed: "HeaderCell", bundle: Bundle(for: HeaderCell.self)),
            forIdentifier: NSUserInterfaceItemIdentifier("HeaderCell"))
        tableView.register(
            NSNib(nibNamed: "TimelineRowView", bundle: Bundle(for: TimelineRowView.self)),
            forIdentifier: rowViewIdentifier)
    }

    /// Makes one of each, as `Class identifier` (or `nil`).
    public static func views(_ tableView: NSTableView, owner: AnyObject) -> [String] {
        let header = tableView.makeView(cellType: HeaderCell.self, owner: owner)
        let cell = tableView.makeView(cellType: SidebarCell.self, owner: owner)
        let row = tableView.makeView(withIdentifier: TimelineRowView.userInterfaceItemIdentifier, owner: nil) as? TimelineRowView
        let views: [NSView?] = [header, cell, row]
        return views.map { view in view.map { "\(type(of: $0)) \($0.identifier?.rawValue ?? "")" } ?? "nil" }
    }

    /// The classes the fake nibs create, by nib name, and the bundle they are looked up in.
    public static var nibs: [(String, NSView.Type, Bundle)] {
        [
            ("SidebarCell", SidebarCell.self, Bundle(for: SidebarCell.self)),
            ("HeaderCell", HeaderCell.self, Bundle(for: HeaderCell.self)),
            ("TimelineRowView", TimelineRowView.self, Bundle(for: TimelineRowView.self)),
        ]
    }
}
