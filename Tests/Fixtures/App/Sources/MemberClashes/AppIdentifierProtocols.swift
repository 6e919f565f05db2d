import UIKit

// Identifiers an app supplies its own way, beside the mixins (the shapes `reusable-gen migrate` leaves in place).

/// An identifier protocol of the app's own, unrelated to the mixins (as Pocket Casts' `ReusableTableCell`): the
/// members its extension gives are no witness of `Reusable`'s requirement, so a class adopting both gets its own
/// identifier, the same string.
@MainActor
protocol ReusableTableCell {
    static var reuseIdentifier: String { get }
    static var nib: UINib? { get }
}

extension ReusableTableCell {
    static var reuseIdentifier: String { String(describing: Self.self) }
    static var nib: UINib? { .init(nibName: reuseIdentifier, bundle: nil) }
}

/// The app's base cell, which adopts only the app's protocol.
class ThemedCell: UITableViewCell, ReusableTableCell {}

/// A subclass that adopts NibReusable too.
final class SwitchRowCell: ThemedCell, NibReusable {}

/// A class that adopts the app's protocol and Reusable itself.
final class PlainRowCell: UITableViewCell, ReusableTableCell, Reusable {}

/// An extension of a framework class with an identifier of the app's (as Simplenote's): every subclass inherits it,
/// so it is the witness of `Reusable`'s requirement and nothing is generated for it.
extension UITableViewHeaderFooterView {
    class var reuseIdentifier: String { String(describing: self) }
}

/// A header that adopts Reusable and inherits the extension's identifier.
final class NoteHeader: UITableViewHeaderFooterView, Reusable {}
