import UIKit

final class ListCell: UITableViewCell {
    @IBOutlet var title: UILabel!
}

public final class PublicHeader: UITableViewHeaderFooterView {}

class BaseCell: UITableViewCell {}
final class DerivedCell: BaseCell {}

final class InboxCell: UITableViewCell {}
final class OutboxCell: UITableViewCell {}

final class ListViewController {
    let tableView = UITableView()

    func setUp() {
        tableView.register(ListCell.self, forCellReuseIdentifier: "Cell")
        tableView.register(PublicHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.register(BaseCell.self, forCellReuseIdentifier: "base")
        tableView.register(DerivedCell.self, forCellReuseIdentifier: "DerivedCell")
    }

    func cell(_ indexPath: IndexPath) -> ListCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ListCell
    }
}

// The same string for two classes, each in its own controller: each class keeps it.
final class InboxViewController {
    let tableView = UITableView()
    func setUp() { tableView.register(InboxCell.self, forCellReuseIdentifier: "Message") }
    func cell(_ indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath) as! InboxCell
    }
}

final class OutboxViewController {
    let tableView = UITableView()
    func setUp() { tableView.register(OutboxCell.self, forCellReuseIdentifier: "Message") }
    func cell(_ indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath) as! OutboxCell
    }
}
