import UIKit

final class LoaderCell: UITableViewCell {}

final class StatusCell: UITableViewCell, Reusable {}

final class DequeuesViewController: UIViewController {
    var tableView: UITableView?

    func setUp(_ table: UITableView) {
        table.register(LoaderCell.self, forCellReuseIdentifier: "LoaderCell")
        table.register(cellType: StatusCell.self)
    }

    func loader(_ table: UITableView) -> UITableViewCell {
        // migrate-dequeue-without-index-path
        table.dequeueReusableCell(withIdentifier: "LoaderCell") as! LoaderCell
    }

    func status(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        // migrate-conditional-cast
        guard let cell = table.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as? StatusCell else {
            return UITableViewCell()
        }
        return cell
    }

    func maybeStatus(_ indexPath: IndexPath) -> StatusCell? {
        // migrate-optional-receiver
        tableView?.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as! StatusCell
    }

    func forced(_ table: UITableView, _ indexPath: IndexPath) -> StatusCell {
        table.dequeueReusableCell(for: indexPath, cellType: StatusCell.self)
    }
}
