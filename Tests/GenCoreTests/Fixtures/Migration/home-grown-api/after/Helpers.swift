import UIKit

/// The app's own typed registration, for its own protocol.
protocol Identifiable {
    static var identifier: String { get }
}

extension Identifiable {
    static var identifier: String {
        "id." + String(describing: self)
    }
}

extension UITableView {
    func register<T: UITableViewCell>(cellType: T.Type) where T: Identifiable {
        register(cellType, forCellReuseIdentifier: T.identifier)
    }
}
