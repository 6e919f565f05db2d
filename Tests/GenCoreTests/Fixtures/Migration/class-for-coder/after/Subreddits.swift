import UIKit

// Issue 39: classes registered by their Objective-C-era spelling, `X.classForCoder()`, which is `X` when the sources
// do not override `classForCoder`.

final class SubredditCellView: UITableViewCell, Reusable {
    static let reuseIdentifier = "sub"
}

final class PostCell: UITableViewCell, Reusable {}

final class GalleryCell: UICollectionViewCell, Reusable {}

final class SubredditsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: SubredditCellView.self)
        tableView.register(cellType: PostCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(for: indexPath, cellType: PostCell.self)
        }
        return tableView.dequeueReusableCell(for: indexPath, cellType: SubredditCellView.self)
    }
}

final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(cellType: GalleryCell.self)
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(for: indexPath, cellType: GalleryCell.self)
    }
}
