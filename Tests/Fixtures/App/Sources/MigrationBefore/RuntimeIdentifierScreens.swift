import UIKit

// Shapes of apps that choose cells at run time for `reusable-gen migrate` (Open Food Facts, Mastodon): cells
// registered in a loop over metatypes under the app's own `identifier` (the class name) and dequeued by it, an
// identifier made per row, and dequeues without a cast that read a class's identifier by its name. The run-time
// sites stay; the classes adopt for their other sites.

extension UITableViewCell {
    static var identifier: String {
        String(describing: self)
    }
}

class FieldCell: UITableViewCell {}

final class HostedFieldCell: FieldCell {}

final class LevelsFieldCell: FieldCell {}

final class ChoiceCell: UITableViewCell {}

/// Registers and dequeues the fourth table's cells, and reports what it got as class names.
@MainActor
public enum RuntimeIdentifierScreens {
    static let fieldTypes: [FieldCell.Type] = [HostedFieldCell.self, LevelsFieldCell.self]

    /// The identifiers the fourth table registers, for the equivalence test.
    public static let identifiers = ["HostedFieldCell", "LevelsFieldCell", "ChoiceCell", "ChoiceCell@1"]

    /// Registers the fourth table's cells.
    public static func setUp(_ tableView: UITableView) {
        for cellType in fieldTypes {
            tableView.register(cellType, forCellReuseIdentifier: cellType.identifier)
        }
        tableView.register(ChoiceCell.self, forCellReuseIdentifier: String(describing: ChoiceCell.self))
        tableView.register(ChoiceCell.self, forCellReuseIdentifier: String(describing: ChoiceCell.self) + "@1")
    }

    /// Dequeues each, as class names (`nil` for none).
    public static func tableViews(_ tableView: UITableView, at indexPath: IndexPath) -> [String] {
        var views: [UIView?] = fieldTypes.map { tableView.dequeueReusableCell(withIdentifier: $0.identifier) as! FieldCell }
        views.append(tableView.dequeueReusableCell(withIdentifier: HostedFieldCell.identifier))
        views.append(tableView.dequeueReusableCell(withIdentifier: "\(LevelsFieldCell.self)", for: indexPath))
        let choice = tableView.dequeueReusableCell(withIdentifier: String(describing: ChoiceCell.self) + "@\(indexPath.row + 1)") as? ChoiceCell
        views.append(choice)
        views.append(tableView.dequeueReusableCell(withIdentifier: String(describing: ChoiceCell.self), for: indexPath) as! ChoiceCell)
        views.append(tableView.dequeueReusableCell(withIdentifier: String(describing: ChoiceCell.self) + "@\(indexPath.row + 2)"))
        return views.map { $0.map { String(describing: type(of: $0)) } ?? "nil" }
    }
}
