import UIKit

final class StatusCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "StatusTableViewCell"
}

final class TimelineViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: StatusCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: StatusCell.self)
    }
}
