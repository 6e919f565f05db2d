import UIKit

final class SettingsViewController: UITableViewController {
    static let switchCellId = "SwitchRowCellId"
    static let badgeCellId = "BadgeRowCellId"
    static let plainCellId = "PlainRowCellId"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThemedCell.self, forCellReuseIdentifier: ThemedCell.reuseIdentifier)
        tableView.register(
            UINib(nibName: "SwitchRowCell", bundle: Bundle(for: SwitchRowCell.self)),
            forCellReuseIdentifier: Self.switchCellId)
        tableView.register(ActionRowCell.nib, forCellReuseIdentifier: ActionRowCell.reuseIdentifier)
        tableView.register(BadgeRowCell.self, forCellReuseIdentifier: Self.badgeCellId)
        tableView.register(PlainRowCell.self, forCellReuseIdentifier: Self.plainCellId)
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.register(NotesHeader.self, forHeaderFooterViewReuseIdentifier: NotesHeader.reuseIdentifier)
        print(BadgeRowCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            return tableView.dequeueReusableCell(withIdentifier: ThemedCell.reuseIdentifier, for: indexPath) as! ThemedCell
        case 1:
            return tableView.dequeueReusableCell(withIdentifier: Self.switchCellId, for: indexPath) as! SwitchRowCell
        case 2:
            return tableView.dequeueReusableCell(withIdentifier: Self.switchCellId, for: indexPath) as! SwitchRowCell
        case 3:
            return tableView.dequeueReusableCell(withIdentifier: ActionRowCell.reuseIdentifier, for: indexPath) as! ActionRowCell
        case 4:
            return tableView.dequeueReusableCell(withIdentifier: Self.badgeCellId, for: indexPath) as! BadgeRowCell
        case 5:
            return tableView.dequeueReusableCell(withIdentifier: Self.plainCellId, for: indexPath) as! PlainRowCell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
            cell.configure(with: "note")
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: NotesHeader.reuseIdentifier) as! NotesHeader
    }
}
