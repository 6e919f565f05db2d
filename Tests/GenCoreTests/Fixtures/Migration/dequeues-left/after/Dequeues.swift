import UIKit

final class LoaderCell: UITableViewCell, Reusable {}

final class StatusCell: UITableViewCell, Reusable {}

/// Already reads its identifier from the class: what migrate cannot type stays, with its reason.
final class KeptCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "KeptCell"
}

final class DequeuesViewController: UIViewController {
    var tableView: UITableView?

    func setUp(_ table: UITableView) {
        table.register(cellType: LoaderCell.self)
        table.register(cellType: StatusCell.self)
        table.register(cellType: KeptCell.self)
    }

    func loader(_ table: UITableView) -> UITableViewCell {
        // No index path: the call and its cast stay, the identifier is read from the class.
        table.dequeueReusableCell(withIdentifier: LoaderCell.reuseIdentifier) as! LoaderCell
    }

    func status(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        // `if let … as?`: the call, its cast and its fallback stay, the identifier is read from the class.
        if let cell = table.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath) as? StatusCell {
            return cell
        }
        return UITableViewCell()
    }

    func maybeStatus(_ indexPath: IndexPath) -> StatusCell? {
        // Optional-chained: the call stays, the identifier is read from the class.
        tableView?.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath) as! StatusCell
    }

    func forced(_ table: UITableView, _ indexPath: IndexPath) -> StatusCell {
        table.dequeueReusableCell(for: indexPath, cellType: StatusCell.self)
    }

    // What a first run leaves as is once the identifier is the class's.
    func kept(_ table: UITableView, _ indexPath: IndexPath) -> [UITableViewCell?] {
        // migrate-dequeue-without-index-path
        let loader = table.dequeueReusableCell(withIdentifier: KeptCell.reuseIdentifier) as! KeptCell
        // migrate-conditional-cast
        let status = table.dequeueReusableCell(withIdentifier: KeptCell.reuseIdentifier, for: indexPath) as? KeptCell
        // migrate-optional-receiver
        let maybe = tableView?.dequeueReusableCell(withIdentifier: KeptCell.reuseIdentifier, for: indexPath) as! KeptCell
        return [loader, status, maybe]
    }
}
