import UIKit

// MARK: - Cells

/// A collection cell registered by class.
final class PhotoCell: UICollectionViewCell, Reusable {
    /// The photo the cell shows.
    private(set) var photo: String?

    /// Shows a photo.
    func configure(_ photo: String) { self.photo = photo }
}

/// A collection cell registered with its XIB.
final class NibPhotoCell: UICollectionViewCell, NibReusable {
    /// The photo the cell shows.
    private(set) var photo: String?

    /// Shows a photo.
    func configure(_ photo: String) { self.photo = photo }
}

/// A cell that may have subclasses: its registration is generic over them.
class CardCell: UICollectionViewCell, Reusable {
    /// The card's title.
    var title: String?
}

/// A subclass registered with its XIB.
final class NibCardCell: CardCell, NibLoadable {}

/// A subclass registered by class.
final class WideCardCell: CardCell {}

/// A generic cell with a `where` clause; each specialisation has its own identifier, as with Reusable.
final class GenericCell<Model>: UICollectionViewCell, Reusable where Model: Sendable {}

/// Cells nested in a namespace.
enum Gallery {
    /// A nested cell; its identifier is the bare class name, as Reusable's.
    final class ThumbnailCell: UICollectionViewCell, Reusable {}
}

#if FIXTURE_FLAG
/// A cell compiled only under a condition; its generated members sit under the same condition.
final class FlaggedCell: UICollectionViewCell, Reusable {}
#else
/// Never compiled in the fixture: generated code for it must be under the negated condition.
final class UnflaggedCell: UICollectionViewCell, Reusable {}
#endif

/// A cell with an availability attribute, copied onto its generated extension.
@available(iOS 15.0, tvOS 15.0, *)
final class ModernCell: UICollectionViewCell, Reusable {}

/// A collection cell that registers itself on first dequeue.
final class ListCollectionCell: UICollectionViewCell, ReusableView {}

// MARK: - Supplementary and decoration views

/// A section header registered by class.
final class SectionTitleView: UICollectionReusableView, Reusable {}

/// A badge registered with its XIB.
final class BadgeView: UICollectionReusableView, NibReusable {}

/// A supplementary view that may have subclasses.
class BannerView: UICollectionReusableView, Reusable {
    /// The element kind the view was configured for.
    var kind: String?
}

/// A subclass registered with its XIB.
final class NibBannerView: BannerView, NibLoadable {}

/// A decoration view registered with the layout.
final class SeparatorView: UICollectionReusableView, Reusable {}
