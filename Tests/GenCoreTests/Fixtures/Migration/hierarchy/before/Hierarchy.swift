import UIKit

class ThemeableCell: UITableViewCell {}

class SettingsCell: ThemeableCell {}

final class ToggleCell: SettingsCell {}

final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThemeableCell.self, forCellReuseIdentifier: "ThemeableCell")
        tableView.register(ToggleCell.self, forCellReuseIdentifier: "ToggleCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "ThemeableCell", for: indexPath) as! ThemeableCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "ToggleCell", for: indexPath) as! ToggleCell
    }
}
