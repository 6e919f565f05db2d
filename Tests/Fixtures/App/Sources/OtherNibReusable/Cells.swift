import UIKit

// Issue 39: the app declares `NibReusable` as a protocol of its own with other requirements than the library's
// (`identifier`), and a `Reusable` whose requirement is an instance property. reusable-gen leaves their adopters
// alone (a note at each protocol), declares no `Reusable` and no helper that needs it.

/// The app's own `NibReusable`, whose identifier is `identifier`.
@MainActor
protocol NibReusable: AnyObject {
    static var identifier: String { get }
    static var nib: UINib { get }
}

extension NibReusable {
    static var identifier: String { String(describing: self) }
    static var nib: UINib { UINib(nibName: identifier, bundle: nil) }
}

/// The app's own `Reusable`, whose identifier is an instance property.
protocol Reusable: AnyObject {
    var reuseIdentifier: String { get }
}

extension Reusable {
    var reuseIdentifier: String { String(describing: type(of: self)) }
}

/// A table cell adopting the app's `NibReusable`: left alone.
final class DetailTableViewCell: UITableViewCell, NibReusable {}

/// A view adopting the app's `Reusable`: left alone.
final class TagView: UIView, Reusable {}

/// A view adopting the generated `NibOwnerLoadable`.
final class BadgeView: UIView, NibOwnerLoadable {}
