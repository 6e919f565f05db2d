import UIKit

final class TitleCell: UITableViewCell {}
final class BadgeCell: UITableViewCell {}
final class LoaderCell: UITableViewCell {}
final class OptionCell: UITableViewCell {}
final class ReturnedCell: UITableViewCell {}
final class VarCell: UITableViewCell {}
final class AmbiguousCell: UITableViewCell {}
final class ImageCell: UICollectionViewCell {}

final class FeedViewController: UIViewController {
    let tableView = UITableView()
    var optionalTable: UITableView?
    private let imageNib = UINib(nibName: "ImageCell", bundle: nil)
    let collectionView = UICollectionView()

    func setUp() {
        tableView.register(TitleCell.self, forCellReuseIdentifier: "TitleCell")
        let nib = UINib(nibName: "BadgeCell", bundle: Bundle(for: BadgeCell.self))
        tableView.register(nib, forCellReuseIdentifier: "BadgeCell")
        tableView.register(LoaderCell.self, forCellReuseIdentifier: "LoaderCell")
        tableView.register(OptionCell.self, forCellReuseIdentifier: "OptionCell")
        tableView.register(ReturnedCell.self, forCellReuseIdentifier: "ReturnedCell")
        tableView.register(VarCell.self, forCellReuseIdentifier: "VarCell")
        tableView.register(AmbiguousCell.self, forCellReuseIdentifier: "Shared")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shared")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        collectionView.register(imageNib, forCellWithReuseIdentifier: "ImageCell")
    }

    func cells(_ indexPath: IndexPath) -> [UIView?] {
        let title = tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath)
        let badge: UITableViewCell = tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath)
        let loader = tableView.dequeueReusableCell(withIdentifier: "LoaderCell") as! LoaderCell
        guard let option = tableView.dequeueReusableCell(withIdentifier: "OptionCell", for: indexPath) as? OptionCell else {
            return []
        }
        var other = tableView.dequeueReusableCell(withIdentifier: "VarCell", for: indexPath)
        other = tableView.dequeueReusableCell(withIdentifier: "Shared", for: indexPath)
        let plain = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        let optional = optionalTable?.dequeueReusableCell(withIdentifier: "OptionCell", for: indexPath) as! OptionCell
        let image = collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCell", for: indexPath) as! ImageCell
        return [title, badge, loader, option, other, plain, optional, image]
    }

    func returned(_ indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(withIdentifier: "ReturnedCell", for: indexPath)
    }
}
