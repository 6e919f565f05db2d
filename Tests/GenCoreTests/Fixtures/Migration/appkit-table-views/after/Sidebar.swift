import AppKit

final class SidebarCell: NSTableCellView, Reusable {
    static let reuseIdentifier = "DataCell"
}

final class HeaderCell: NSTableCellView, Reusable {}

final class TimelineRowView: NSTableRowView, Reusable {
    static let reuseIdentifier = "timelineRow"
}

final class TimelineCell: NSTableCellView, Reusable {
    static let reuseIdentifier = "timelineCell"
}

final class SidebarViewController: NSViewController {
    static let rowViewIdentifier = NSUserInterfaceItemIdentifier(rawValue: "timelineRow")
    static let timelineCellIdentifier = NSUserInterfaceItemIdentifier("timelineCell")

    func outlineView(_ outlineView: NSOutlineView, isGroup: Bool) -> NSView {
        if isGroup {
            // `as!`: it trapped where makeView gave nil, as the typed makeView does.
            return outlineView.makeView(cellType: HeaderCell.self, owner: self)
        }
        return outlineView.makeView(cellType: SidebarCell.self, owner: self)
    }

    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
        // `as?`: the call and its cast stay (makeView may give nil), the identifier is read from the class.
        if let rowView = tableView.makeView(withIdentifier: TimelineRowView.userInterfaceItemIdentifier, owner: nil) as? TimelineRowView {
            return rowView
        }
        return nil
    }

    func tableView(_ tableView: NSTableView, viewFor row: Int) -> NSView? {
        guard let cell = tableView.makeView(withIdentifier: TimelineCell.userInterfaceItemIdentifier, owner: self) as? TimelineCell else {
            return nil
        }
        return cell
    }
}
