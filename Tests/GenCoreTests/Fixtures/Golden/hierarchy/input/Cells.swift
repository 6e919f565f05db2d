import UIKit

/// A parent cell with subclasses, one of them only under a condition.
class MessageCell: UITableViewCell, Reusable {}
final class IncomingMessageCell: MessageCell {}
#if DEBUG
final class DebugMessageCell: MessageCell {}
#endif
@available(iOS 17.0, *)
final class ModernMessageCell: MessageCell {}

/// A subclass that adds a nib to an inherited Reusable.
class BaseCardCell: UICollectionViewCell, Reusable {}
final class PhotoCardCell: BaseCardCell, NibLoadable {}

/// A generic cell: identifiers per specialisation.
final class GenericCell<Model: Hashable>: UICollectionViewCell, Reusable where Model: Sendable {}

enum Settings {
    /// A nested header.
    public final class Header: UITableViewHeaderFooterView, NibReusable {}
}

/// A user override that must not be redeclared.
final class CustomCell: UITableViewCell, Reusable {
    static var reuseIdentifier: String { "Custom" }
}

public final class PublicCell: UITableViewCell, Reusable {}
final class `Type`: UITableViewCell, Reusable {}
final class ListCell: UITableViewCell, ReusableView {}
final class Details: UIViewController, NibLoadable {}
final class Onboarding: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
}

/// A user-written nibName (without nib): the generated nib loads it.
final class RenamedNibCell: UITableViewCell, NibReusable {
    static let nibName = "SharedCells"
}

/// Modern registrations: a header compiled under a condition, and a cell with availability that may have subclasses.
#if os(iOS)
final class GridHeader: UICollectionReusableView, NibReusable {}
#endif
@available(iOS 15.0, *)
class FeaturedCell: UICollectionViewCell, Reusable {}
