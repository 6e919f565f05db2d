import UIKit

final class LegalCell: UITableViewCell {}

final class HtmlCell: UITableViewCell {}

final class RiskCell: UITableViewCell {}

final class AllergenCell: UITableViewCell {}

/// Two controllers each nest an enum of the same name: each site reads its own controller's.
final class LegalViewController: UITableViewController {
    enum CellReuseIdentifier: String {
        case legal = "LegalCell"
        case html = "HtmlCell"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(LegalCell.self, forCellReuseIdentifier: CellReuseIdentifier.legal.rawValue)
        tableView.register(HtmlCell.self, forCellReuseIdentifier: CellReuseIdentifier.html.rawValue)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: CellReuseIdentifier.legal.rawValue, for: indexPath) as! LegalCell
        }
        return tableView.dequeueReusableCell(withIdentifier: CellReuseIdentifier.html.rawValue, for: indexPath) as! HtmlCell
    }
}

final class RiskViewController: UITableViewController {
    enum CellReuseIdentifier: String {
        case risk = "RiskCell"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RiskCell.self, forCellReuseIdentifier: CellReuseIdentifier.risk.rawValue)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: CellReuseIdentifier.risk.rawValue, for: indexPath) as! RiskCell
    }
}

/// A constant with a capitalized name.
final class AllergensViewController: UITableViewController {
    fileprivate static let AllergenCellIdentifier = "AllergenCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AllergenCell.self, forCellReuseIdentifier: AllergensViewController.AllergenCellIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: Self.AllergenCellIdentifier, for: indexPath) as! AllergenCell
    }
}
