// A sample app of ours: it declares the mixin protocols itself, with the library's requirements, and its own helper
// names instead of the library's `register(cellType:)` / `dequeueReusableCell(for:cellType:)`.
import UIKit

protocol Reusable: AnyObject {
    static var reuseIdentifier: String { get }
}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

protocol NibLoadable: AnyObject {
    static var nib: UINib { get }
}

typealias NibReusable = Reusable & NibLoadable

extension UITableView {
    func registerCell<T: UITableViewCell & Reusable>(type: T.Type) {
        register(T.self, forCellReuseIdentifier: T.reuseIdentifier)
    }

    func dequeueCell<T: UITableViewCell & Reusable>(at indexPath: IndexPath) -> T {
        dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as! T
    }
}

final class NoteCell: UITableViewCell, Reusable {
    @IBOutlet private weak var titleLabel: UILabel!

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}
