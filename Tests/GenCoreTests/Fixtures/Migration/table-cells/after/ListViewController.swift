import UIKit

final class ListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: ProfileCell.self)
        tableView.register(headerFooterViewType: SectionHeader.self)
        self.tableView.register(headerFooterViewType: SectionFooter.self) // footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(for: indexPath, cellType: ProfileCell.self)
        cell.name = "row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(SectionHeader.self)
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = tableView.dequeueReusableHeaderFooterView(SectionFooter.self)!
        return footer
    }
}
