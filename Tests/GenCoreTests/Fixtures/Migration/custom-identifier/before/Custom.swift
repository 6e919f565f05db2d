import UIKit

final class StatusCell: UITableViewCell {
    static let reuseIdentifier = "StatusTableViewCell"
}

final class TimelineViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StatusCell.self, forCellReuseIdentifier: StatusCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "StatusTableViewCell", for: indexPath) as! StatusCell
    }
}
