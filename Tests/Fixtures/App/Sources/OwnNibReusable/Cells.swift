import UIKit

// Issue 39: the app declares `NibReusable` as a protocol of its own, with the library's requirements and defaults,
// where the Reusable library has the typealias `Reusable & NibLoadable`. Its adopters conform to no `Reusable`, which
// the generated helpers require: reusable-gen leaves them alone (a note at the protocol) and still generates for the
// mixins the app does not declare.

/// The app's own `NibReusable`.
@MainActor
protocol NibReusable: AnyObject {
    static var reuseIdentifier: String { get }
    static var nib: UINib { get }
}

extension NibReusable {
    static var reuseIdentifier: String { String(describing: self) }
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
}

/// The app's own helpers for it.
extension UITableView {
    func registerNibCell<T: UITableViewCell & NibReusable>(_ type: T.Type) {
        register(T.nib, forCellReuseIdentifier: T.reuseIdentifier)
    }

    func dequeueNibCell<T: UITableViewCell & NibReusable>(_ type: T.Type, for indexPath: IndexPath) -> T {
        guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
            fatalError("no \(T.self)")
        }
        return cell
    }
}

/// A table cell adopting the app's `NibReusable`: left alone.
final class DetailTableViewCell: UITableViewCell, NibReusable {}

/// A collection cell adopting the app's `NibReusable`: left alone.
final class SummaryCollectionViewCell: UICollectionViewCell, NibReusable {}

/// A subclass of one: left alone too.
class BaseInfoCell: UITableViewCell, NibReusable {}
final class InfoCell: BaseInfoCell {}

/// A cell adopting the generated `Reusable`.
final class PlainCell: UITableViewCell, Reusable {}

/// A view adopting the generated `NibLoadable`.
final class BannerView: UIView, NibLoadable {}
