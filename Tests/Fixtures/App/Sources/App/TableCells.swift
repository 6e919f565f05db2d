import UIKit

// MARK: - Cells registered by class

/// A cell registered by class, recording which initializer UIKit called.
final class FeedCell: UITableViewCell, Reusable {
    private(set) var createdBy = "unknown"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        createdBy = "init(style:reuseIdentifier:)"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        createdBy = "init(coder:)"
    }
}

/// A cell whose XIB `ProfileCell.xib` is registered with the table view.
final class ProfileCell: UITableViewCell, NibReusable {}

/// A non-final cell with subclasses: each keeps its own identifier, also through the parent's metatype.
class MessageCell: UITableViewCell, Reusable {}

/// A subclass of an adopting cell.
final class IncomingMessageCell: MessageCell {}

/// Another subclass of an adopting cell.
final class OutgoingMessageCell: MessageCell {}

/// Reusable's README customisation, unchanged: a main-actor computed identifier.
final class CustomIdentifierCell: UITableViewCell, Reusable {
    static var reuseIdentifier: String {
        return "VeryCustomReuseIdentifier"
    }
}

/// Reusable's README customisation of the nib.
final class CustomNibCell: UITableViewCell, NibReusable {
    static var nib: UINib {
        return UINib(nibName: "SharedCellNib", bundle: Bundle(for: self))
    }
}

/// A public cell: the generated members are public too.
public final class PublicCell: UITableViewCell, Reusable {}

// MARK: - Header-footer views

/// A header registered by class.
final class SectionHeaderView: UITableViewHeaderFooterView, Reusable {}

/// A footer registered with its XIB.
final class NibFooterView: UITableViewHeaderFooterView, NibReusable {}

// MARK: - ReusableCells style

/// A cell that registers itself the first time it is dequeued.
final class ListCell: UITableViewCell, ReusableView {}

/// A user-written `nibName` without `nib`: the generated `nib` loads the nib it names.
final class RenamedNibCell: UITableViewCell, NibReusable {
    static let nibName = "SharedCells"
}
