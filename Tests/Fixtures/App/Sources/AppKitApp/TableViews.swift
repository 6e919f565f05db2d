import AppKit

// MARK: - Table cell views

/// A table cell view registered with its XIB `NameCellView.xib`, recording that it was loaded from it.
final class NameCellView: NSTableCellView, NibReusable {
    private(set) var didAwake = false

    override func awakeFromNib() {
        super.awakeFromNib()
        didAwake = true
    }
}

/// A table cell view defined inside the table view's XIB (no nib of its own): made, never registered.
final class StatusCellView: NSTableCellView, Reusable {}

/// A non-final cell view with subclasses: each keeps its own identifier and nib, also through the parent's
/// metatype.
class MessageCellView: NSTableCellView, NibReusable {}

/// A subclass of an adopting cell view.
final class IncomingMessageCellView: MessageCellView {}

/// Another subclass of an adopting cell view.
final class OutgoingMessageCellView: MessageCellView {}

// MARK: - Row views

/// A row view registered with its XIB `StripeRowView.xib`.
final class StripeRowView: NSTableRowView, NibReusable {}
