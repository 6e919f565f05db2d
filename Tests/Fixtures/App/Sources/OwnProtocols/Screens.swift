import UIKit

/// A table cell registered by class.
final class ProfileCell: UITableViewCell, Reusable {}

/// A collection cell registered by nib.
final class PhotoCell: UICollectionViewCell, NibReusable {}

/// A header-footer view.
final class SectionHeader: UITableViewHeaderFooterView, Reusable {}

/// A supplementary view.
final class BadgeView: UICollectionReusableView, Reusable {}

/// A view created from its XIB.
final class AvatarView: UIView, NibLoadable {}

/// A view that is its XIB's File's Owner.
final class CardView: UIView, NibOwnerLoadable {}

/// The initial scene of `LoginViewController.storyboard`.
final class LoginViewController: UIViewController, StoryboardBased {}

/// The scene `SettingsViewController` of its storyboard.
final class SettingsViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
}

/// Code using the app's own helpers next to the generated ones.
@MainActor
func configureProfiles(_ tableView: UITableView, _ collectionView: UICollectionView) {
    tableView.registerCell(type: ProfileCell.self)
    ProfileCell.register(in: tableView)
    SectionHeader.register(in: tableView)
    PhotoCell.register(in: collectionView)
    BadgeView.register(in: collectionView, ofKind: UICollectionView.elementKindSectionHeader)
}
