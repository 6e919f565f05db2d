import UIKit

// Issue 39: the app declares `NibReusable` as a protocol refining the library's `Reusable` and `NibLoadable` (which
// the generated file declares). Its adopters conform to both, so reusable-gen generates for them as for the library's
// typealias.

/// The app's own `NibReusable`: a refinement of both.
protocol NibReusable: Reusable, NibLoadable {}

/// A table cell adopting it.
final class CommentCell: UITableViewCell, NibReusable {}

/// A collection cell adopting it.
final class ThumbnailCell: UICollectionViewCell, NibReusable {}
