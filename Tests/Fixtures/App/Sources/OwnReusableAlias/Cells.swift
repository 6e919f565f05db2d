import UIKit

// Issue 39: the app declares `Reusable` as a typealias of a protocol of its own, where the Reusable library has a
// protocol. The generated file must not declare `Reusable` again: reusable-gen leaves the alias's adopters alone (a
// note at the typealias), declares no helper that needs `Reusable`, and still generates for the other mixins.

/// The app's protocol behind its `Reusable`.
protocol ReusableCell: AnyObject {
    static var reuseIdentifier: String { get }
}

extension ReusableCell {
    static var reuseIdentifier: String { String(describing: self) }
}

/// The app's `Reusable`.
typealias Reusable = ReusableCell

/// A table cell adopting the app's `Reusable`: left alone.
final class MessageCell: UITableViewCell, Reusable {}

/// A nib view adopting the generated `NibLoadable`.
final class HeaderView: UIView, NibLoadable {}
