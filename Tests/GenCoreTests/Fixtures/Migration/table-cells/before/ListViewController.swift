import UIKit

final class ListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ProfileCell.self, forCellReuseIdentifier: String(describing: ProfileCell.self))
        tableView.register(
            SectionHeader.self,
            forHeaderFooterViewReuseIdentifier: "SectionHeader"
        )
        self.tableView.register(SectionFooter.self, forHeaderFooterViewReuseIdentifier: "SectionFooter") // footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: ProfileCell.self), for: indexPath) as! ProfileCell
        cell.name = "row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader") as? SectionHeader
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionFooter")
            as! SectionFooter
        return footer
    }
}
