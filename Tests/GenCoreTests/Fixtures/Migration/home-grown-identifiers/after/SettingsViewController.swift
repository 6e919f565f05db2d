import UIKit

final class SettingsViewController: UITableViewController {
    static let switchCellId = "SwitchRowCellId"
    static let badgeCellId = "BadgeRowCellId"
    static let plainCellId = "PlainRowCellId"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThemedCell.self, forCellReuseIdentifier: ThemedCell.reuseIdentifier)
        tableView.register(cellType: SwitchRowCell.self)
        tableView.register(cellType: ActionRowCell.self)
        tableView.register(BadgeRowCell.self, forCellReuseIdentifier: Self.badgeCellId)
        tableView.register(PlainRowCell.self, forCellReuseIdentifier: Self.plainCellId)
        tableView.register(cellType: NoteCell.self)
        tableView.register(headerFooterViewType: NotesHeader.self)
        print(BadgeRowCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            return tableView.dequeueReusableCell(withIdentifier: ThemedCell.reuseIdentifier, for: indexPath) as! ThemedCell
        case 1:
            return tableView.dequeueReusableCell(for: indexPath, cellType: SwitchRowCell.self)
        case 2:
            return tableView.dequeueReusableCell(for: indexPath, cellType: SwitchRowCell.self)
        case 3:
            return tableView.dequeueReusableCell(for: indexPath, cellType: ActionRowCell.self)
        case 4:
            return tableView.dequeueReusableCell(withIdentifier: Self.badgeCellId, for: indexPath) as! BadgeRowCell
        case 5:
            return tableView.dequeueReusableCell(withIdentifier: Self.plainCellId, for: indexPath) as! PlainRowCell
        default:
            let cell = tableView.dequeueReusableCell(for: indexPath, cellType: NoteCell.self)
            cell.configure(with: "note")
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(NotesHeader.self)!
    }
}
