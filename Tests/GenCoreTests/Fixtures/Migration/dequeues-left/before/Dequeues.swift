import UIKit

final class LoaderCell: UITableViewCell {}

final class StatusCell: UITableViewCell {}

/// Already reads its identifier from the class: what migrate cannot type stays, with its reason.
final class KeptCell: UITableViewCell {
    static let reuseIdentifier = "KeptCell"
}

final class DequeuesViewController: UIViewController {
    var tableView: UITableView?

    func setUp(_ table: UITableView) {
        table.register(LoaderCell.self, forCellReuseIdentifier: "LoaderCell")
        table.register(StatusCell.self, forCellReuseIdentifier: "StatusCell")
        table.register(KeptCell.self, forCellReuseIdentifier: KeptCell.reuseIdentifier)
    }

    func loader(_ table: UITableView) -> UITableViewCell {
        // No index path: the call and its cast stay, the identifier is read from the class.
        table.dequeueReusableCell(withIdentifier: "LoaderCell") as! LoaderCell
    }

    func status(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        // `if let … as?`: the call, its cast and its fallback stay, the identifier is read from the class.
        if let cell = table.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as? StatusCell {
            return cell
        }
        return UITableViewCell()
    }

    func maybeStatus(_ indexPath: IndexPath) -> StatusCell? {
        // Optional-chained: the call stays, the identifier is read from the class.
        tableView?.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as! StatusCell
    }

    func forced(_ table: UITableView, _ indexPath: IndexPath) -> StatusCell {
        table.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as! StatusCell
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
