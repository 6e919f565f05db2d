import UIKit

// A stale copy of `Sources/DuplicateClass/Cells.swift` left beside the app's folders, in no target: the generator
// is given both folders (issue 28, shape (d)).

/// The same as the app's `ProfileCell`.
final class ProfileCell: UITableViewCell, Reusable {}

/// Not the app's `BannerView`: it adopted `NibOwnerLoadable` before.
final class BannerView: UIView, NibOwnerLoadable {}
