import UIKit

final class MembersViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "MemberCell", bundle: nil), forCellReuseIdentifier: "Profile")
    }
}
