import UIKit

final class IconCell: UICollectionViewCell, Reusable {}

final class OptionCell: UITableViewCell, Reusable {}

final class StatusCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "StatusCell"
}

final class BannerCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "BannerCell"
}

final class ShareCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Share"
}

final class OtherShareCell: UITableViewCell, Reusable {
    static let reuseIdentifier = "Share"
}

final class IconsViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A local constant whose only use is rewritten goes with it.
        collectionView.register(cellType: IconCell.self)
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        // Only IconCell is registered with "IconCell": the cast cannot fail, the else branch never runs.
        let cell = collectionView.dequeueReusableCell(for: indexPath, cellType: IconCell.self)
        return cell
    }
}

final class OptionsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: OptionCell.self)
        tableView.register(cellType: StatusCell.self)
        tableView.register(cellType: ShareCell.self)
        tableView.register(cellType: BannerCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let cell = tableView.dequeueReusableCell(for: indexPath, cellType: OptionCell.self)
            return cell
        case 1:
            // The last of the guard's conditions: the guard keeps the others and its else, the typed dequeue follows.
            guard indexPath.section == 0 else { return UITableViewCell() }
            let cell = tableView.dequeueReusableCell(for: indexPath, cellType: StatusCell.self)
            return cell
        case 2:
            // A condition after it (which could read it): kept.
            guard let cell = tableView.dequeueReusableCell(withIdentifier: BannerCell.reuseIdentifier, for: indexPath) as? BannerCell,
                indexPath.section == 0
            else { return UITableViewCell() }
            return cell
        default:
            // "Share" is registered for another class in another controller: the fallback can run, kept.
            guard let cell = tableView.dequeueReusableCell(withIdentifier: ShareCell.reuseIdentifier, for: indexPath) as? ShareCell else {
                return UITableViewCell()
            }
            return cell
        }
    }
}

final class SharingViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: OtherShareCell.self)
    }
}
