import UIKit

// Issue 28, shape (e): members the user wrote with a generated name. None is redeclared; one of another type than
// the mixin uses (`nib` as the XIB's name) gets a note, and the class keeps the protocol's default `nib`.

/// A nib table cell whose `nib` is the name of its XIB, a `String`.
final class PhotoCell: UITableViewCell, NibReusable {
    static let nib = "Photo"
}

/// A nib collection cell whose `nib` is a `String` too: its registration loads the protocol's `nib`.
final class StickerCell: UICollectionViewCell, NibReusable {
    static let nib = "Sticker"
}

/// A cell that wrote its own identifier, of the right type.
final class TagCell: UITableViewCell, Reusable {
    static var reuseIdentifier: String { "Tag" }
}

/// A controller that wrote its own `sceneIdentifier`, nonisolated as the requirement allows.
final class TagsViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: "Tags", bundle: nil) }
    nonisolated static let sceneIdentifier = "Tags"
}
