import UIKit

extension UIView {
    /// Every view's name, which the app registers its cells under.
    static var identifier: String { String(describing: self) }
}

final class ProfileCell: UITableViewCell, Reusable {}

final class TagCell: UICollectionViewCell, Reusable {}

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // `identifier` comes from an extension of UIView, an ancestor of UITableViewCell: "ProfileCell".
        tableView.register(cellType: ProfileCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: ProfileCell.self)
    }
}

final class TagsViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Through UICollectionReusableView, the direct superclass's own superclass: "TagCell".
        collectionView.register(cellType: TagCell.self)
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(for: indexPath, cellType: TagCell.self)
    }
}
