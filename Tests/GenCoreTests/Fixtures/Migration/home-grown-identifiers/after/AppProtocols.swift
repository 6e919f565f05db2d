import UIKit

/// The app's own identifier protocol: a requirement, and an extension that gives the class's name and its nib.
protocol ReusableTableCell {
    static var reuseIdentifier: String { get }
    static var nib: UINib? { get }
}

extension ReusableTableCell {
    static var reuseIdentifier: String {
        String(describing: Self.self)
    }

    static var nib: UINib? {
        .init(nibName: reuseIdentifier, bundle: Bundle(for: self))
    }
}

/// A second one that refines another protocol, with the identifier in the refined protocol's extension.
protocol ConfigurableCell: ReuseIdentifierProviding {
    func configure(with text: String)
}

protocol ReuseIdentifierProviding {
    static var reuseIdentifier: String { get }
}

extension ReuseIdentifierProviding {
    static var reuseIdentifier: String {
        String(describing: self)
    }
}

/// An extension of a framework class with an identifier every header inherits, through a helper of `NSObject`.
extension NSObject {
    class var classNameWithoutNamespace: String {
        return String(describing: self)
    }
}

extension UITableViewHeaderFooterView {
    class var reuseIdentifier: String {
        return classNameWithoutNamespace
    }
}
