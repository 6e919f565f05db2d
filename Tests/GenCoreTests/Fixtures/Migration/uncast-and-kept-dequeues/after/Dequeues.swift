import UIKit

final class TitleCell: UITableViewCell, Reusable {}
final class BadgeCell: UITableViewCell, NibReusable {}
final class LoaderCell: UITableViewCell, Reusable {}
final class OptionCell: UITableViewCell, Reusable {}
final class ReturnedCell: UITableViewCell, Reusable {}
final class VarCell: UITableViewCell, Reusable {}
final class AmbiguousCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Shared"
}
final class ImageCell: UICollectionViewCell {}

final class FeedViewController: UIViewController {
    let tableView = UITableView()
    var optionalTable: UITableView?
    private let imageNib = UINib(nibName: "ImageCell", bundle: nil)
    let collectionView = UICollectionView()

    func setUp() {
        tableView.register(cellType: TitleCell.self)
        tableView.register(cellType: BadgeCell.self)
        tableView.register(cellType: LoaderCell.self)
        tableView.register(cellType: OptionCell.self)
        tableView.register(cellType: ReturnedCell.self)
        tableView.register(cellType: VarCell.self)
        tableView.register(cellType: AmbiguousCell.self)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shared")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        collectionView.register(imageNib, forCellWithReuseIdentifier: "ImageCell")
    }

    func cells(_ indexPath: IndexPath) -> [UIView?] {
        let title = tableView.dequeueReusableCell(for: indexPath, cellType: TitleCell.self)
        let badge: UITableViewCell = tableView.dequeueReusableCell(for: indexPath, cellType: BadgeCell.self)
        let loader = tableView.dequeueReusableCell(withIdentifier: LoaderCell.reuseIdentifier) as! LoaderCell
        let option = tableView.dequeueReusableCell(for: indexPath, cellType: OptionCell.self)
        var other = tableView.dequeueReusableCell(withIdentifier: VarCell.reuseIdentifier, for: indexPath)
        other = tableView.dequeueReusableCell(withIdentifier: "Shared", for: indexPath)
        let plain = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        let optional = optionalTable?.dequeueReusableCell(withIdentifier: OptionCell.reuseIdentifier, for: indexPath) as! OptionCell
        let image = collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCell", for: indexPath) as! ImageCell
        return [title, badge, loader, option, other, plain, optional, image]
    }

    func returned(_ indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(for: indexPath, cellType: ReturnedCell.self)
    }
}
