import UIKit
import Reusable

class FormViewController: UIViewController, StoryboardBased {}

final class SignUpViewController: FormViewController {}

class BaseCell: UITableViewCell, NibReusable {}

final class AvatarCell: BaseCell {}

final class AccountViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: AvatarCell.self)
    }
}
