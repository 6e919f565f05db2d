#if canImport(UIKit)
import UIKit

/// The iOS flavour of a cell shared by both apps.
final class SharedCell: UITableViewCell, NibReusable {}

/// A controller that only the iOS app has.
final class PhoneSettingsViewController: UIViewController, StoryboardBased {}
#elseif canImport(AppKit)
import AppKit

/// The macOS flavour of the shared cell.
final class SharedCell: NSTableCellView, NibReusable {}

/// An item that only the macOS app has.
final class ThumbnailItem: NSCollectionViewItem, Reusable {}
#endif
