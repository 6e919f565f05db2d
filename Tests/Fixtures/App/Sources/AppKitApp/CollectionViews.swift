import AppKit

// MARK: - Items

/// An item registered by class, recording which initializer AppKit called.
final class PhotoItem: NSCollectionViewItem, Reusable {
    private(set) var createdBy = "unknown"

    override init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        createdBy = "init(nibName:bundle:)"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        createdBy = "init(coder:)"
    }
}

/// An item registered with its XIB `AlbumItem.xib`, whose top-level object is the item.
final class AlbumItem: NSCollectionViewItem, NibReusable {}

/// Reusable's README customisation, unchanged: a main-actor computed identifier.
final class CustomIdentifierItem: NSCollectionViewItem, Reusable {
    static var reuseIdentifier: String {
        return "VeryCustomReuseIdentifier"
    }
}

// MARK: - Supplementary views

/// A section header registered by class.
final class SectionHeaderView: NSView, Reusable {}

/// A section footer registered with its XIB `SectionFooterView.xib`.
final class SectionFooterView: NSView, NibReusable {}
