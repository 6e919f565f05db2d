import UIKit

// Shapes of apps that carry identifier protocols of their own for `reusable-gen migrate`: a protocol whose extension
// gives the class name and its nib, adopted by a base cell whose subclasses register by nib (Pocket Casts); a
// protocol refined by another, adopted by the cell itself (Corona-Warn-App); an identifier every header inherits
// from an extension of a framework class (Simplenote); a constant with a capitalized name; a local constant that only
// the registration reads; a `guard` whose last condition is an `as?` dequeue that cannot fail.

@MainActor
protocol ReusableTableCell: AnyObject {
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

protocol ConsentProviding: ReuseIdentifierProviding {}

protocol ReuseIdentifierProviding {
    static var reuseIdentifier: String { get }
}

extension ReuseIdentifierProviding {
    static var reuseIdentifier: String {
        String(describing: self)
    }
}

extension NSObject {
    class var classNameWithoutNamespace: String {
        String(describing: self)
    }
}

extension UITableViewHeaderFooterView {
    class var reuseIdentifier: String {
        classNameWithoutNamespace
    }
}

class ThemedCell: UITableViewCell, ReusableTableCell {}

final class ToggleRowCell: ThemedCell {}

final class LinkRowCell: ThemedCell {}

final class ConsentCell: UITableViewCell, ConsentProviding {}

final class NotesHeader: UITableViewHeaderFooterView {}

final class AllergenCell: UITableViewCell {}

/// Registers and dequeues the third table's views, and reports what it got as class names.
@MainActor
public enum AppProtocolScreens {
    fileprivate static let AllergenCellIdentifier = "Allergen"
    private static let toggleCellId = "ToggleRowCellId"

    /// The cell identifiers the third table registers, for the equivalence test.
    public static let identifiers = ["ToggleRowCellId", "LinkRowCell", "ConsentCell", "Allergen"]

    /// Registers the third table's views.
    public static func setUp(_ tableView: UITableView) {
        tableView.register(UINib(nibName: "ToggleRowCell", bundle: Bundle(for: ToggleRowCell.self)), forCellReuseIdentifier: toggleCellId)
        tableView.register(LinkRowCell.nib, forCellReuseIdentifier: LinkRowCell.reuseIdentifier)
        let cellName = String(describing: ConsentCell.self)
        tableView.register(ConsentCell.self, forCellReuseIdentifier: cellName)
        tableView.register(NotesHeader.self, forHeaderFooterViewReuseIdentifier: NotesHeader.reuseIdentifier)
        tableView.register(AllergenCell.self, forCellReuseIdentifier: AppProtocolScreens.AllergenCellIdentifier)
    }

    /// Dequeues one of each, as class names.
    public static func tableViews(_ tableView: UITableView, at indexPath: IndexPath) -> [String] {
        let toggle = tableView.dequeueReusableCell(withIdentifier: toggleCellId, for: indexPath) as! ToggleRowCell
        let link = tableView.dequeueReusableCell(withIdentifier: LinkRowCell.reuseIdentifier, for: indexPath) as! LinkRowCell
        guard !identifiers.isEmpty,
            let consent = tableView.dequeueReusableCell(withIdentifier: ConsentCell.reuseIdentifier, for: indexPath) as? ConsentCell
        else {
            return ["fallback"]
        }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: NotesHeader.reuseIdentifier) as! NotesHeader
        let allergen = tableView.dequeueReusableCell(withIdentifier: Self.AllergenCellIdentifier, for: indexPath) as! AllergenCell
        let views: [UIView] = [toggle, link, consent, header, allergen]
        return views.map { String(describing: type(of: $0)) }
    }

    /// The header identifier, as the header reads it.
    public static var headerIdentifier: String { NotesHeader.reuseIdentifier }

    /// The classes fake nibs must create, by nib name, and the bundle they are looked up in.
    public static var nibs: [(String, UIView.Type, Bundle)] {
        [("ToggleRowCell", ToggleRowCell.self, Bundle(for: ToggleRowCell.self)),
         ("LinkRowCell", LinkRowCell.self, Bundle(for: LinkRowCell.self))]
    }
}
