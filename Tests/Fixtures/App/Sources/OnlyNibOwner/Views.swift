import UIKit

// Issue 28, shape (b): the app declares only `NibOwnerLoadable`. The generated file declares every other protocol
// and helper, and `loadNibContent()` for the app's protocol (the app has none), but never `NibOwnerLoadable`.

/// The app's only mixin protocol, with the library's requirement and default.
@MainActor
protocol NibOwnerLoadable: AnyObject {
    static var nib: UINib { get }
}

extension NibOwnerLoadable {
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
}

/// A view that is its XIB's File's Owner.
final class ProfileCardView: UIView, NibOwnerLoadable {}

/// A table cell adopting a generated protocol.
final class NoteCell: UITableViewCell, Reusable {}

/// A nib collection cell adopting the generated `NibReusable`.
final class TileCell: UICollectionViewCell, NibReusable {}

/// A header-footer view.
final class NotesHeader: UITableViewHeaderFooterView, Reusable {}

/// A scene of a storyboard.
final class NoteViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: "Notes", bundle: nil) }
}
