import UIKit

// Issue 39: the app declares `NibReusable` as a protocol of its own, where the Reusable library has the typealias
// `Reusable & NibLoadable`. A class adopting it would not be `Reusable`, so a nib registration stays as it is.

protocol NibReusable: AnyObject {
    static var reuseIdentifier: String { get }
    static var nib: UINib { get }
}

final class PhotoCell: UITableViewCell {}

final class StatusCell: UITableViewCell {}

final class PhotosViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "PhotoCell")
        tableView.register(StatusCell.self, forCellReuseIdentifier: "StatusCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as! StatusCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
    }
}
