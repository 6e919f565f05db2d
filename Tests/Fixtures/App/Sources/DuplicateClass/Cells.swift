import UIKit

// Issue 28, shape (d): classes declared twice in the folders given. `StaleCopies/DuplicateClass/Cells.swift` (not in
// any target) holds a stale copy of each. `DuplicateClass+ReusableGen.swift` is generated over both folders (see
// `AppDeclarationsTests`): one extension for `ProfileCell`, whose copies resolve alike, none for `BannerView`, whose
// copies differ, and a warning naming both places for each.

/// A cell whose stale copy is the same.
final class ProfileCell: UITableViewCell, Reusable {}

/// A view whose stale copy adopted another mixin.
final class BannerView: UIView, NibLoadable {}

/// A cell declared once.
final class FeedCell: UITableViewCell, NibReusable {}
