import UIKit

final class ListCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Cell"
    @IBOutlet var title: UILabel!
}

public final class PublicHeader: UITableViewHeaderFooterView, Reusable {
    public static let reuseIdentifier = "header"
}

class BaseCell: UITableViewCell {}
final class DerivedCell: BaseCell, Reusable {}

final class InboxCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Message"
}
final class OutboxCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Message"
}

final class ListViewController {
    let tableView = UITableView()

    func setUp() {
        tableView.register(cellType: ListCell.self)
        tableView.register(headerFooterViewType: PublicHeader.self)
        tableView.register(BaseCell.self, forCellReuseIdentifier: "base")
        tableView.register(cellType: DerivedCell.self)
    }

    func cell(_ indexPath: IndexPath) -> ListCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: ListCell.self)
    }
}

// The same string for two classes, each in its own controller: each class keeps it.
final class InboxViewController {
    let tableView = UITableView()
    func setUp() { tableView.register(cellType: InboxCell.self) }
    func cell(_ indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: InboxCell.self)
    }
}

final class OutboxViewController {
    let tableView = UITableView()
    func setUp() { tableView.register(cellType: OutboxCell.self) }
    func cell(_ indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: OutboxCell.self)
    }
}
