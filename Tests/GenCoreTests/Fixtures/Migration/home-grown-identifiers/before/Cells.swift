import UIKit

/// The app's base cell: one site of its own, while its subclasses have many and register by nib.
class ThemedCell: UITableViewCell, ReusableTableCell {}

/// Registered by nib under a controller's constant: keeps that identifier.
final class SwitchRowCell: ThemedCell {}

/// Registered with the nib and identifier the app's protocol gives.
final class ActionRowCell: ThemedCell {}

/// Registered under a constant, and its protocol identifier is read elsewhere: a `static let` would change that.
final class BadgeRowCell: ThemedCell {}

/// Adopts the app's protocol itself: a `static let` of another identifier would become its witness too.
final class PlainRowCell: UITableViewCell, ReusableTableCell {}

/// Adopts the refining protocol.
final class NoteCell: UITableViewCell, ConfigurableCell {
    func configure(with text: String) {}
}

/// Inherits the framework extension's identifier.
final class NotesHeader: UITableViewHeaderFooterView {}
