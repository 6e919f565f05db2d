// AppKit classes written as app code is written against the real macOS SDK. This file must
// compile unchanged against the stand-in.
import AppKit

// MARK: - Table cell views

/// A table cell view loaded from a nib, relying on `awakeFromNib()`.
final class NameCellView: NSTableCellView {
    /// Whether `awakeFromNib()` ran.
    private(set) var didAwake = false

    /// Records that the object was loaded from a nib.
    override func awakeFromNib() {
        super.awakeFromNib()
        didAwake = true
    }
}

// MARK: - Collection items and views

/// An item created by class, overriding the designated initializer.
final class PhotoItem: NSCollectionViewItem {
    /// Which initializer created the item.
    let createdBy: String

    /// Creates the item in code (the initializer collection views use for class registrations).
    override init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        createdBy = "init(nibName:bundle:)"
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }

    /// Creates the item's view in code.
    override func loadView() {
        view = NSView(frame: .zero)
    }
}

/// An item with no initializers, loaded from a nib.
final class NibItem: NSCollectionViewItem {}

/// A supplementary header overriding `init(frame:)`.
final class SectionHeaderView: NSView {
    /// Which initializer created the view.
    let createdBy: String

    /// Creates the view in code (the initializer collection views use for class registrations).
    override init(frame frameRect: NSRect) {
        createdBy = "init(frame:)"
        super.init(frame: frameRect)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }
}

// MARK: - Controllers

/// A storyboard scene.
final class MainViewController: NSViewController {
    /// The injected dependency, or `nil` when created by plain `init?(coder:)`.
    let token: String?

    /// Creates the controller from a storyboard with an injected dependency.
    init?(coder: NSCoder, token: String) {
        self.token = token
        super.init(coder: coder)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        token = nil
        super.init(coder: coder)
    }
}

/// A controller whose view comes from a nib named after the class.
final class PanelViewController: NSViewController {
    /// Whether `viewDidLoad()` ran.
    private(set) var didLoad = false

    /// Records that the view was loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
    }
}

/// A File's Owner view pinning its nib content with anchors.
final class BadgeView: NSView {
    /// The nib's content view.
    var content: NSView?
    /// How many times `awakeFromNib()` ran.
    private(set) var awakeCount = 0

    /// Counts the call.
    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }
}
