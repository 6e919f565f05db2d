import UIKit

// Issue 28, shape (b): the app declares only `NibLoadable` and `StoryboardBased`, with its own `loadFromNib()` and
// `instantiate()`. The generated file declares `Reusable`, `NibReusable`, `NibOwnerLoadable`, `StoryboardSceneBased`
// and the helpers the app lacks, and neither of the app's protocols nor its helpers.

/// The app's `NibLoadable`.
@MainActor
protocol NibLoadable: AnyObject {
    static var nib: UINib { get }
}

extension NibLoadable {
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
}

extension NibLoadable where Self: UIView {
    /// The app's own `loadFromNib()`.
    static func loadFromNib() -> Self {
        guard let view = nib.instantiate(withOwner: nil, options: nil).first as? Self else {
            fatalError("no \(self) in \(nib)")
        }
        return view
    }
}

/// The app's `StoryboardBased`.
@MainActor
protocol StoryboardBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
}

extension StoryboardBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: String(describing: self), bundle: Bundle(for: self)) }
}

extension StoryboardBased where Self: UIViewController {
    /// The app's own `instantiate()`.
    static func instantiate() -> Self {
        guard let controller = sceneStoryboard.instantiateInitialViewController() as? Self else {
            fatalError("no initial \(self) in \(sceneStoryboard)")
        }
        return controller
    }
}

/// A view created from its XIB with the app's `loadFromNib()`.
final class HeaderView: UIView, NibLoadable {}

/// A nib cell: the app's `NibLoadable` and the generated `Reusable`.
final class CommentCell: UITableViewCell, NibReusable {}

/// A header-footer view registered by nib.
final class CommentsFooter: UITableViewHeaderFooterView, NibReusable {}

/// The initial scene of its storyboard, created with the app's `instantiate()`.
final class CommentsViewController: UIViewController, StoryboardBased {}

/// A scene adopting the generated `StoryboardSceneBased`.
final class ReplyViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: "Comments", bundle: nil) }
}

/// A view that is its XIB's File's Owner, adopting the generated `NibOwnerLoadable`.
final class ReplyBoxView: UIView, NibOwnerLoadable {}
