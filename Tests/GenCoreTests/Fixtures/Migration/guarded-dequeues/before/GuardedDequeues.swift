import UIKit

final class IconCell: UICollectionViewCell {}

final class OptionCell: UITableViewCell {}

final class StatusCell: UITableViewCell {
    static let reuseIdentifier = "StatusCell"
}

final class BannerCell: UITableViewCell {
    static let reuseIdentifier = "BannerCell"
}

final class ShareCell: UITableViewCell {
    static let reuseIdentifier = "Share"
}

final class OtherShareCell: UITableViewCell {}

final class IconsViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A local constant whose only use is rewritten goes with it.
        let cellName = String(describing: IconCell.self)
        collectionView.register(IconCell.self, forCellWithReuseIdentifier: cellName)
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        // Only IconCell is registered with "IconCell": the cast cannot fail, the else branch never runs.
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "IconCell",
                                                            for: indexPath)
            as? IconCell else {
                fatalError("Expected an IconCell")
        }
        return cell
    }
}

final class OptionsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(OptionCell.self, forCellReuseIdentifier: "OptionCell")
        tableView.register(StatusCell.self, forCellReuseIdentifier: "StatusCell")
        tableView.register(ShareCell.self, forCellReuseIdentifier: "Share")
        tableView.register(BannerCell.self, forCellReuseIdentifier: "BannerCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            guard let cell = tableView.dequeueReusableCell(withIdentifier: "OptionCell", for: indexPath) as? OptionCell else {
                return UITableViewCell()
            }
            return cell
        case 1:
            // The last of the guard's conditions: the guard keeps the others and its else, the typed dequeue follows.
            guard indexPath.section == 0,
                let cell = tableView.dequeueReusableCell(withIdentifier: StatusCell.reuseIdentifier, for: indexPath) as? StatusCell
            else { return UITableViewCell() }
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
        tableView.register(OtherShareCell.self, forCellReuseIdentifier: "Share")
    }
}
