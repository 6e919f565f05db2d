import UIKit

extension UIView {
    /// Every view's name, which the app registers its cells under.
    static var identifier: String { String(describing: self) }
}

final class ProfileCell: UITableViewCell {}

final class TagCell: UICollectionViewCell {}

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // `identifier` comes from an extension of UIView, an ancestor of UITableViewCell: "ProfileCell".
        tableView.register(ProfileCell.self, forCellReuseIdentifier: ProfileCell.identifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: ProfileCell.identifier, for: indexPath) as! ProfileCell
    }
}

final class TagsViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Through UICollectionReusableView, the direct superclass's own superclass: "TagCell".
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.identifier)
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.identifier, for: indexPath) as! TagCell
    }
}
