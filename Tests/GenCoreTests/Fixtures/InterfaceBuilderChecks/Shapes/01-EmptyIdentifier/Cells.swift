import UIKit
import Reusable

final class ProfileCell: UITableViewCell, NibReusable {}
final class SectionHeaderView: UITableViewHeaderFooterView, NibReusable {}
final class SectionFooterView: UITableViewHeaderFooterView {}
extension SectionFooterView: NibReusable {}

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: ProfileCell.self)
        tableView.register(headerFooterViewType: SectionHeaderView.self)
        tableView.register(headerFooterViewType: SectionFooterView.self)
    }
}
