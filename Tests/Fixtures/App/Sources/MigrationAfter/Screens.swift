import UIKit

// The app before `reusable-gen migrate`: string-typed registrations and dequeues, as real apps write them.
// `Sources/MigrationAfter` is what migrate makes of this file (GenCoreTests' MigrationFixtureAppTests checks it).

final class ProfileCell: UITableViewCell, Reusable {}

final class SectionHeader: UITableViewHeaderFooterView, Reusable {}

final class EpisodeCell: UITableViewCell, NibReusable {}

final class LoaderCell: UITableViewCell, Reusable {}

final class PhotoCell: UICollectionViewCell, Reusable {}

final class GalleryHeader: UICollectionReusableView, Reusable {}

/// Registers and dequeues every kind of view, and reports what it got as class names.
@MainActor
public enum Screens {
    /// Registers the table's cells and header.
    public static func setUp(_ tableView: UITableView) {
        tableView.register(cellType: ProfileCell.self)
        tableView.register(headerFooterViewType: SectionHeader.self)
        tableView.register(cellType: EpisodeCell.self)
        tableView.register(cellType: LoaderCell.self)
    }

    /// Registers the collection's cell and header.
    public static func setUp(_ collectionView: UICollectionView) {
        collectionView.register(cellType: PhotoCell.self)
        collectionView.register(supplementaryViewType: GalleryHeader.self, ofKind: UICollectionView.elementKindSectionHeader)
    }

    /// Dequeues one of each table view, as class names.
    public static func tableViews(_ tableView: UITableView, at indexPath: IndexPath) -> [String] {
        let profile = tableView.dequeueReusableCell(for: indexPath, cellType: ProfileCell.self)
        let episode = tableView.dequeueReusableCell(for: indexPath, cellType: EpisodeCell.self)
        let loader = tableView.dequeueReusableCell(withIdentifier: LoaderCell.reuseIdentifier) as! LoaderCell
        let header = tableView.dequeueReusableHeaderFooterView(SectionHeader.self)
        let views: [UIView?] = [profile, episode, loader, header]
        return views.map { $0.map { String(describing: type(of: $0)) } ?? "nil" }
    }

    /// Dequeues one of each collection view, as class names.
    public static func collectionViews(_ collectionView: UICollectionView, at indexPath: IndexPath) -> [String] {
        let photo = collectionView.dequeueReusableCell(for: indexPath, cellType: PhotoCell.self)
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, for: indexPath, viewType: GalleryHeader.self)
        return [String(describing: type(of: photo)), String(describing: type(of: header))]
    }

    /// The class a fake nib must create for `EpisodeCell`, and the bundle it is looked up in.
    public static var episodeNib: (UIView.Type, Bundle) { (EpisodeCell.self, Bundle(for: EpisodeCell.self)) }
}
