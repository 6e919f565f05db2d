import UIKit

final class LegalCell: UITableViewCell, Reusable {}

final class HtmlCell: UITableViewCell, Reusable {}

final class RiskCell: UITableViewCell, Reusable {}

final class AllergenCell: UITableViewCell, Reusable {}

/// Two controllers each nest an enum of the same name: each site reads its own controller's.
final class LegalViewController: UITableViewController {
    enum CellReuseIdentifier: String {
        case legal = "LegalCell"
        case html = "HtmlCell"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: LegalCell.self)
        tableView.register(cellType: HtmlCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(for: indexPath, cellType: LegalCell.self)
        }
        return tableView.dequeueReusableCell(for: indexPath, cellType: HtmlCell.self)
    }
}

final class RiskViewController: UITableViewController {
    enum CellReuseIdentifier: String {
        case risk = "RiskCell"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: RiskCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: RiskCell.self)
    }
}

/// A constant with a capitalized name.
final class AllergensViewController: UITableViewController {
    fileprivate static let AllergenCellIdentifier = "AllergenCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: AllergenCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: AllergenCell.self)
    }
}
