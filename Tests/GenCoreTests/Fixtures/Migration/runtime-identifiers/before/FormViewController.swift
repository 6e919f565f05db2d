import UIKit

struct FormRow {
    let cellType: FormCell.Type
}

final class FormViewController: UITableViewController {
    var rows: [FormRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // migrate-class-not-named: the class is chosen at run time.
        for row in rows {
            tableView.register(row.cellType, forCellReuseIdentifier: row.cellType.identifier)
        }
        tableView.register(PollOptionCell.self, forCellReuseIdentifier: String(describing: PollOptionCell.self))
        tableView.register(BannerCell.self, forCellReuseIdentifier: BannerCell.reuseIdentifier)
    }

    func cell(for row: FormRow) -> UITableViewCell {
        if row.cellType is HostedCell.Type {
            // migrate-identifier-not-static, while HostedCell adopts for the checks below.
            let cell = tableView.dequeueReusableCell(withIdentifier: row.cellType.identifier) as! HostedCell
            return cell
        }
        // migrate-identifier-not-static: FormCell has no other site.
        return tableView.dequeueReusableCell(withIdentifier: row.cellType.identifier) as! FormCell
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.section {
        case 0:
            return cell(for: rows[indexPath.row])
        case 1:
            // One identifier per row, made at run time: left, while the class adopts for its other sites.
            let option = tableView.dequeueReusableCell(withIdentifier: String(describing: PollOptionCell.self) + "@\(indexPath.row)") as? PollOptionCell
            return option ?? PollOptionCell()
        case 2:
            return tableView.dequeueReusableCell(withIdentifier: String(describing: PollOptionCell.self), for: indexPath) as! PollOptionCell
        default:
            // migrate-identifier-not-static: BannerCell's identifier comes from the app's protocol, which the
            // generated one would replace where read on the class, so none of its sites change.
            return tableView.dequeueReusableCell(withIdentifier: "\(BannerCell.reuseIdentifier)-\(indexPath.row)", for: indexPath) as! BannerCell
        }
    }
}
