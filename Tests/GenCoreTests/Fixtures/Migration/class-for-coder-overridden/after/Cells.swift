import UIKit

// Issue 39: `X.classForCoder()` when the sources declare a `classForCoder` of their own: the class registered may be
// another than `X`, so the site is left as it is.

class ArchivedCell: UITableViewCell {
    override class func classForCoder() -> AnyClass { LegacyCell.self }
}

final class LegacyCell: ArchivedCell {}

final class ArchiveViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ArchivedCell.classForCoder(), forCellReuseIdentifier: "ArchivedCell")
    }
}
