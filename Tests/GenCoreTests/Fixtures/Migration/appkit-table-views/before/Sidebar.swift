import AppKit

final class SidebarCell: NSTableCellView {}

final class HeaderCell: NSTableCellView {}

final class TimelineRowView: NSTableRowView {}

final class TimelineCell: NSTableCellView {}

final class SidebarViewController: NSViewController {
    static let rowViewIdentifier = NSUserInterfaceItemIdentifier(rawValue: "timelineRow")
    static let timelineCellIdentifier = NSUserInterfaceItemIdentifier("timelineCell")

    func outlineView(_ outlineView: NSOutlineView, isGroup: Bool) -> NSView {
        if isGroup {
            // `as!`: it trapped where makeView gave nil, as the typed makeView does.
            return outlineView.makeView(withIdentifier: .init("HeaderCell"), owner: self) as! HeaderCell
        }
        return outlineView.makeView(withIdentifier: NSUserInterfaceItemIdentifier(rawValue: "DataCell"), owner: self) as! SidebarCell
    }

    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
        // `as?`: the call and its cast stay (makeView may give nil), the identifier is read from the class.
        if let rowView = tableView.makeView(withIdentifier: Self.rowViewIdentifier, owner: nil) as? TimelineRowView {
            return rowView
        }
        return nil
    }

    func tableView(_ tableView: NSTableView, viewFor row: Int) -> NSView? {
        guard let cell = tableView.makeView(withIdentifier: Self.timelineCellIdentifier, owner: self) as? TimelineCell else {
            return nil
        }
        return cell
    }
}
