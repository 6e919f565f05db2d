import UIKit

// More shapes of real apps for `reusable-gen migrate`: identifiers held in constants of the controller and in a
// raw-value enum, "Cell" for one class, a dequeue without a cast, an `as?` dequeue with a fallback, a nib held in a
// local constant and an interpolated class name, a dequeue without an index path.

final class SwitchCell: UITableViewCell, Reusable {}

final class ListCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Cell"
}

final class RowCell: UITableViewCell, Reusable {}

final class BadgeCell: UITableViewCell, NibReusable {}

enum CellID: String {
    case row = "RowCell"
}

/// Registers and dequeues the second table's cells, and reports what it got as class names.
@MainActor
public enum MoreScreens {
    private static let switchCellId = "SwitchCell"

    /// The identifiers the second table registers, for the equivalence test.
    public static let identifiers = ["SwitchCell", "Cell", "RowCell", "BadgeCell"]

    /// Registers the second table's cells.
    public static func setUp(_ tableView: UITableView) {
        tableView.register(cellType: SwitchCell.self)
        tableView.register(cellType: ListCell.self)
        tableView.register(cellType: RowCell.self)
        tableView.register(cellType: BadgeCell.self)
    }

    /// Dequeues one of each, as class names.
    public static func tableViews(_ tableView: UITableView, at indexPath: IndexPath) -> [String] {
        let switchCell = tableView.dequeueReusableCell(for: indexPath, cellType: SwitchCell.self)
        let list = tableView.dequeueReusableCell(for: indexPath, cellType: ListCell.self)
        let row = tableView.dequeueReusableCell(for: indexPath, cellType: RowCell.self)
        let badge = tableView.dequeueReusableCell(withIdentifier: BadgeCell.reuseIdentifier) as! BadgeCell
        let views: [UIView] = [switchCell, list, row, badge]
        return views.map { String(describing: type(of: $0)) }
    }

    /// The class a fake nib must create for `BadgeCell`, and the bundle it is looked up in.
    public static var badgeNib: (UIView.Type, Bundle) { (BadgeCell.self, Bundle(for: BadgeCell.self)) }
}
