import UIKit

final class SwitchCell: UITableViewCell, Reusable {}
final class DisclosureCell: UITableViewCell, Reusable {}
final class ProfileCell: UITableViewCell, Reusable {
    static let identifier = "ProfileCell"
}
final class TagCell: UICollectionViewCell, Reusable {}
final class StatCell: UITableViewCell, Reusable {
    static var reuseID: String { "StatCell" }
}
final class RowCell: UITableViewCell, Reusable {}
final class FooterView: UITableViewHeaderFooterView, Reusable {}
final class LegacyCell: UITableViewCell {}
final class ParameterCell: UITableViewCell {}

enum CellID: String {
    case rowCell = "RowCell"
    case FooterView
}

enum Identifiers {
    static let tag = "TagCell"
}

final class SettingsViewController: UIViewController {
    private static let switchCellId = "SwitchCell"
    private let disclosureCellId = "DisclosureCell"
    let tableView = UITableView()
    let collectionView = UICollectionView()

    func viewDidLoad() {
        tableView.register(cellType: SwitchCell.self)
        tableView.register(cellType: DisclosureCell.self)
        tableView.register(cellType: ProfileCell.self)
        tableView.register(cellType: StatCell.self)
        tableView.register(cellType: RowCell.self)
        tableView.register(headerFooterViewType: FooterView.self)
        tableView.register(LegacyCell.self, forCellReuseIdentifier: NSStringFromClass(LegacyCell.self))
        collectionView.register(cellType: TagCell.self)
    }

    func cells(_ indexPath: IndexPath) -> [UIView?] {
        return [
            tableView.dequeueReusableCell(for: indexPath, cellType: SwitchCell.self),
            tableView.dequeueReusableCell(for: indexPath, cellType: DisclosureCell.self),
            tableView.dequeueReusableCell(for: indexPath, cellType: ProfileCell.self),
            tableView.dequeueReusableCell(for: indexPath, cellType: StatCell.self),
            tableView.dequeueReusableCell(for: indexPath, cellType: RowCell.self),
            tableView.dequeueReusableHeaderFooterView(FooterView.self),
            tableView.dequeueReusableCell(withIdentifier: NSStringFromClass(LegacyCell.self), for: indexPath) as! LegacyCell,
            collectionView.dequeueReusableCell(for: indexPath, cellType: TagCell.self),
        ]
    }

    func parameterCell(_ disclosureCellId: String, _ indexPath: IndexPath) -> UITableViewCell {
        // The parameter hides the stored constant: not known.
        tableView.register(ParameterCell.self, forCellReuseIdentifier: disclosureCellId)
        return tableView.dequeueReusableCell(withIdentifier: disclosureCellId, for: indexPath) as! ParameterCell
    }
}
