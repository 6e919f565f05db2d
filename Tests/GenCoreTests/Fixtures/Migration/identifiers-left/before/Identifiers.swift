import UIKit

final class HeaderFooterView: UITableViewHeaderFooterView {}

final class RenamedCell: UITableViewCell {}

final class PollOptionCell: UITableViewCell {}

final class AccountCell: UITableViewCell {}

final class FolderCell: UITableViewCell {}

enum First { final class NameCell: UITableViewCell {} }
enum Second { final class NameCell: UITableViewCell {} }

final class LeftViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // migrate-several-identifiers
        tableView.register(HeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        tableView.register(HeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Footer")
        // Not the class name: the class keeps it (`static let reuseIdentifier`).
        tableView.register(RenamedCell.self, forCellReuseIdentifier: "RenamedCellID")
        // One string for two classes: each keeps it, every site pairs the same class as before.
        tableView.register(AccountCell.self, forCellReuseIdentifier: "AccountCell")
        tableView.register(FolderCell.self, forCellReuseIdentifier: "AccountCell")
        // migrate-class-not-named
        tableView.register(cellClass, forCellReuseIdentifier: "Dynamic")
        // migrate-class-not-in-sources
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        // migrate-ambiguous-class-name
        tableView.register(First.NameCell.self, forCellReuseIdentifier: "NameCell")
    }

    var cellClass: AnyClass = UITableViewCell.self

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // migrate-identifier-not-static
        let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: PollOptionCell.self) + "@\(indexPath.row)", for: indexPath) as! PollOptionCell
        return cell
    }
}
