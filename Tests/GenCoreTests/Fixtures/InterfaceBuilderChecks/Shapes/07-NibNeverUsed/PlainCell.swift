import UIKit
import Reusable

final class PlainCell: UITableViewCell, NibReusable {}

final class PlainViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.reuseIdentifier)
    }
}
