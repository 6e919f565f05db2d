import Reusable
import UIKit

/// A cell of an app that uses the Reusable library itself: reusable-gen adds only per-type members.
final class LibraryCell: UITableViewCell, Reusable {}

/// A nib cell registered through the library's NibReusable overload.
final class LibraryNibCell: UITableViewCell, NibReusable {}

/// A header, dequeued with reusable-gen's non-optional addition.
final class LibraryHeader: UITableViewHeaderFooterView, Reusable {}

/// A ReusableCells-style cell next to the library.
final class LibraryListCell: UITableViewCell, ReusableView {}

/// A storyboard scene through the library's `instantiate()`.
final class LibraryViewController: UIViewController, StoryboardBased {}

/// A collection cell configured through the generated registration, with the library's `nib`.
final class LibraryPhotoCell: UICollectionViewCell, NibReusable {
    /// The photo the cell shows.
    var photo: String?
}

/// A public adopter of the library's public protocols: its witnesses must be public, whatever `--access-level` says.
open class PublicLibraryCell: UITableViewCell, Reusable {}

/// A public nib cell of the library's `NibReusable`.
public final class PublicLibraryNibCell: UITableViewCell, NibReusable {}
