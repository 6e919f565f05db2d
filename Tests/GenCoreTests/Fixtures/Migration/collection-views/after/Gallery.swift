import UIKit

final class PhotoCell: UICollectionViewCell, Reusable {}

final class GalleryHeader: UICollectionReusableView, Reusable {}

final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(cellType: PhotoCell.self)
        collectionView.register(supplementaryViewType: GalleryHeader.self, ofKind: UICollectionView.elementKindSectionHeader)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(for: indexPath, cellType: PhotoCell.self)
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, for: indexPath, viewType: GalleryHeader.self)
    }
}
