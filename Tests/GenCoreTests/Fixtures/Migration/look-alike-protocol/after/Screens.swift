import UIKit

/// The app's own `Reusable`, not the library's: adopting it would not give the typed API.
protocol Reusable {
    static var cellID: String { get }
}

final class ProfileCell: UITableViewCell {}

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // migrate-home-grown-api
        tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath) as! ProfileCell
    }
}
