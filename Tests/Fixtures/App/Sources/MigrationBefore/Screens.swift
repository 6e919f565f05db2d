import UIKit

// The app before `reusable-gen migrate`: string-typed registrations and dequeues, as real apps write them.
// `Sources/MigrationAfter` is what migrate makes of this file (GenCoreTests' MigrationFixtureAppTests checks it).

final class ProfileCell: UITableViewCell {}

final class SectionHeader: UITableViewHeaderFooterView {}

final class EpisodeCell: UITableViewCell {}

final class LoaderCell: UITableViewCell {}

final class PhotoCell: UICollectionViewCell {}

final class GalleryHeader: UICollectionReusableView {}

/// Registers and dequeues every kind of view, and reports what it got as class names.
@MainActor
public enum Screens {
    /// Registers the table's cells and header.
    public static func setUp(_ tableView: UITableView) {
        tableView.register(ProfileCell.self, forCellReuseIdentifier: String(describing: ProfileCell.self))
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "SectionHeader")
        tableView.register(UINib(nibName: "EpisodeCell", bundle: Bundle(for: EpisodeCell.self)), forCellReuseIdentifier: "EpisodeCell")
        tableView.register(LoaderCell.self, forCellReuseIdentifier: "LoaderCell")
    }

    /// Registers the collection's cell and header.
    public static func setUp(_ collectionView: UICollectionView) {
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
        collectionView.register(GalleryHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "GalleryHeader")
    }

    /// Dequeues one of each table view, as class names.
    public static func tableViews(_ tableView: UITableView, at indexPath: IndexPath) -> [String] {
        let profile = tableView.dequeueReusableCell(withIdentifier: String(describing: ProfileCell.self), for: indexPath) as! ProfileCell
        let episode = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
            as! EpisodeCell
        let loader = tableView.dequeueReusableCell(withIdentifier: "LoaderCell") as! LoaderCell
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader") as? SectionHeader
        let views: [UIView?] = [profile, episode, loader, header]
        return views.map { $0.map { String(describing: type(of: $0)) } ?? "nil" }
    }

    /// Dequeues one of each collection view, as class names.
    public static func collectionViews(_ collectionView: UICollectionView, at indexPath: IndexPath) -> [String] {
        let photo = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "GalleryHeader", for: indexPath) as! GalleryHeader
        return [String(describing: type(of: photo)), String(describing: type(of: header))]
    }

    /// The class a fake nib must create for `EpisodeCell`, and the bundle it is looked up in.
    public static var episodeNib: (UIView.Type, Bundle) { (EpisodeCell.self, Bundle(for: EpisodeCell.self)) }
}
