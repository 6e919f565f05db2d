import UIKit

// Issue 28, shape (c): the app's own protocols named like the library's, with other requirements. reusable-gen
// leaves their adopters alone (a note at each protocol), declares none of them and no helper that needs them, and
// still declares and generates for the mixins the app does not declare.

/// The app's `Reusable`, whose identifier is `ID`.
protocol Reusable: AnyObject {
    static var ID: String { get }
}

extension Reusable {
    static var ID: String { String(describing: self) }
}

/// The app's `NibLoadable`, whose nib is `Nib`.
@MainActor
protocol NibLoadable: AnyObject {
    static var Nib: UINib { get }
}

extension NibLoadable {
    static var Nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
}

/// The app's `NibReusable`.
typealias NibReusable = Reusable & NibLoadable

/// A cell adopting the app's `Reusable`: left alone.
final class MessageCell: UITableViewCell, Reusable {}

/// A nib cell adopting the app's `NibReusable`: left alone.
final class AttachmentCell: UICollectionViewCell, NibReusable {}

/// A view adopting the app's `NibLoadable`: left alone.
final class ThreadHeaderView: UIView, NibLoadable {}

/// A view adopting a generated mixin as well as a look-alike: left alone too.
final class ComposerView: UIView, NibLoadable, NibOwnerLoadable {}

/// A view adopting only the generated `NibOwnerLoadable`.
final class TypingIndicatorView: UIView, NibOwnerLoadable {}

/// A controller adopting the generated `StoryboardBased`.
final class ThreadViewController: UIViewController, StoryboardBased {}

/// A cell adopting ReusableCells' `ReusableView`, which the generated file declares.
final class ReactionCell: UICollectionViewCell, ReusableView {}
