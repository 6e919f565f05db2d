import UIKit

// More shapes of real apps for `reusable-gen migrate`: identifiers held in constants of the controller and in a
// raw-value enum, "Cell" for one class, a dequeue without a cast, an `as?` dequeue with a fallback, a nib held in a
// local constant and an interpolated class name, a dequeue without an index path.

final class SwitchCell: UITableViewCell {}

final class ListCell: UITableViewCell {}

final class RowCell: UITableViewCell {}

final class BadgeCell: UITableViewCell {}

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
        tableView.register(SwitchCell.self, forCellReuseIdentifier: switchCellId)
        tableView.register(ListCell.self, forCellReuseIdentifier: "Cell")
        tableView.register(RowCell.self, forCellReuseIdentifier: CellID.row.rawValue)
        let nib = UINib(nibName: "BadgeCell", bundle: Bundle(for: BadgeCell.self))
        tableView.register(nib, forCellReuseIdentifier: "\(BadgeCell.self)")
    }

    /// Dequeues one of each, as class names.
    public static func tableViews(_ tableView: UITableView, at indexPath: IndexPath) -> [String] {
        let switchCell = tableView.dequeueReusableCell(withIdentifier: switchCellId, for: indexPath) as! SwitchCell
        let list = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        guard let row = tableView.dequeueReusableCell(withIdentifier: CellID.row.rawValue, for: indexPath) as? RowCell else {
            return ["fallback"]
        }
        let badge = tableView.dequeueReusableCell(withIdentifier: "\(BadgeCell.self)") as! BadgeCell
        let views: [UIView] = [switchCell, list, row, badge]
        return views.map { String(describing: type(of: $0)) }
    }

    /// The class a fake nib must create for `BadgeCell`, and the bundle it is looked up in.
    public static var badgeNib: (UIView.Type, Bundle) { (BadgeCell.self, Bundle(for: BadgeCell.self)) }
}
