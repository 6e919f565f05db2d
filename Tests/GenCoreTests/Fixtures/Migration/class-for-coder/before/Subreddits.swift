import UIKit

// Issue 39: classes registered by their Objective-C-era spelling, `X.classForCoder()`, which is `X` when the sources
// do not override `classForCoder`.

final class SubredditCellView: UITableViewCell {}

final class PostCell: UITableViewCell {}

final class GalleryCell: UICollectionViewCell {}

final class SubredditsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SubredditCellView.classForCoder(), forCellReuseIdentifier: "sub")
        tableView.register((PostCell.classForCoder()), forCellReuseIdentifier: "PostCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath) as! PostCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "sub", for: indexPath) as! SubredditCellView
    }
}

final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(GalleryCell.classForCoder(), forCellWithReuseIdentifier: "GalleryCell")
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "GalleryCell", for: indexPath) as! GalleryCell
    }
}
