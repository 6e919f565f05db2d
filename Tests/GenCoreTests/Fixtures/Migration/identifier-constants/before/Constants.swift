import UIKit

final class SwitchCell: UITableViewCell {}
final class DisclosureCell: UITableViewCell {}
final class ProfileCell: UITableViewCell {
    static let identifier = "ProfileCell"
}
final class TagCell: UICollectionViewCell {}
final class StatCell: UITableViewCell {
    static var reuseID: String { "StatCell" }
}
final class RowCell: UITableViewCell {}
final class FooterView: UITableViewHeaderFooterView {}
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
        tableView.register(SwitchCell.self, forCellReuseIdentifier: SettingsViewController.switchCellId)
        tableView.register(DisclosureCell.self, forCellReuseIdentifier: disclosureCellId)
        tableView.register(ProfileCell.self, forCellReuseIdentifier: ProfileCell.identifier)
        tableView.register(StatCell.self, forCellReuseIdentifier: StatCell.reuseID)
        tableView.register(RowCell.self, forCellReuseIdentifier: CellID.rowCell.rawValue)
        tableView.register(FooterView.self, forHeaderFooterViewReuseIdentifier: CellID.FooterView.rawValue)
        tableView.register(LegacyCell.self, forCellReuseIdentifier: NSStringFromClass(LegacyCell.self))
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "\(TagCell.self)")
    }

    func cells(_ indexPath: IndexPath) -> [UIView?] {
        let identifier = Identifiers.tag
        return [
            tableView.dequeueReusableCell(withIdentifier: Self.switchCellId, for: indexPath) as! SwitchCell,
            tableView.dequeueReusableCell(withIdentifier: self.disclosureCellId, for: indexPath) as! DisclosureCell,
            tableView.dequeueReusableCell(withIdentifier: String(describing: ProfileCell.self), for: indexPath) as! ProfileCell,
            tableView.dequeueReusableCell(withIdentifier: StatCell.reuseID, for: indexPath) as! StatCell,
            tableView.dequeueReusableCell(withIdentifier: CellID.rowCell.rawValue, for: indexPath) as! RowCell,
            tableView.dequeueReusableHeaderFooterView(withIdentifier: CellID.FooterView.rawValue) as? FooterView,
            tableView.dequeueReusableCell(withIdentifier: NSStringFromClass(LegacyCell.self), for: indexPath) as! LegacyCell,
            collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! TagCell,
        ]
    }

    func parameterCell(_ disclosureCellId: String, _ indexPath: IndexPath) -> UITableViewCell {
        // The parameter hides the stored constant: not known.
        tableView.register(ParameterCell.self, forCellReuseIdentifier: disclosureCellId)
        return tableView.dequeueReusableCell(withIdentifier: disclosureCellId, for: indexPath) as! ParameterCell
    }
}
