import UIKit

extension UITableViewCell {
    /// The app's own identifier for every cell: its class name.
    static var identifier: String {
        String(describing: self)
    }
}

protocol Identified {
    static var reuseIdentifier: String { get }
}

extension Identified {
    static var reuseIdentifier: String {
        String(describing: self)
    }
}

class FormCell: UITableViewCell {
    /// A cell of the class it is called on: `Self` names the subclass at run time, which `FormCell.reuseIdentifier`
    /// would not (migrate-class-not-named).
    class func dequeued(from tableView: UITableView) -> UITableViewCell? {
        tableView.dequeueReusableCell(withIdentifier: Self.identifier)
    }
}

class HostedCell: FormCell, Reusable {}

final class LevelsCell: FormCell, Reusable {}

final class PollOptionCell: UITableViewCell, Reusable {}

final class BannerCell: UITableViewCell, Identified {}
