import UIKit

class ThemeableCell: UITableViewCell, Reusable {}

class SettingsCell: ThemeableCell {}

final class ToggleCell: SettingsCell {}

final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: ThemeableCell.self)
        tableView.register(cellType: ToggleCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(for: indexPath, cellType: ThemeableCell.self)
        }
        return tableView.dequeueReusableCell(for: indexPath, cellType: ToggleCell.self)
    }
}
