import AppKit

/// The app's own copy of the protocol: the generated AppKit code then declares no `makeView(cellType:owner:)`.
@MainActor
protocol Reusable: AnyObject {
    static var reuseIdentifier: String { get }
}

final class SidebarCell: NSTableCellView {}

final class SidebarViewController: NSViewController, NSOutlineViewDelegate {
    func outlineView(_ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any) -> NSView? {
        // migrate-home-grown-api
        outlineView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("SidebarCell"), owner: self) as! SidebarCell
    }

    func spareCell(in outlineView: NSOutlineView) -> SidebarCell? {
        // migrate-home-grown-api
        outlineView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("SidebarCell"), owner: self) as? SidebarCell
    }
}
