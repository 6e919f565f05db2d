import UIKit

final class ProfileCell: UITableViewCell {}

final class PhotoCell: UICollectionViewCell, Reusable {}

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // migrate-home-grown-api: `register(cellType:)` would be the app's helper, which needs `Identifiable`.
        tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath) as! ProfileCell
    }
}

final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // The app declares no collection view helper: migrated.
        collectionView.register(cellType: PhotoCell.self)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(for: indexPath, cellType: PhotoCell.self)
    }
}
