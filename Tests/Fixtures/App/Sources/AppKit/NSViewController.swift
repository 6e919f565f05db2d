// MARK: - NSViewController

/// Stand-in for `NSViewController` with nib-based view loading.
///
/// `loadView()` loads `nibName` (or, when it is `nil`, a nib named after the class, as AppKit
/// does) from `nibBundle` with the controller as owner, and raises if the nib cannot be loaded.
/// Deviation: if no outlet wiring set `view`, the nib's first top-level view becomes `view`
/// (AppKit requires the `view` outlet to be connected).
@MainActor
open class NSViewController: NSResponder {
    /// The name of the nib to load the view from.
    open private(set) var nibName: NSNib.Name?
    /// The bundle to load the nib from.
    open private(set) var nibBundle: Bundle?
    /// The object the controller represents.
    open var representedObject: Any?
    /// The controller's identifier.
    open var identifier: NSUserInterfaceItemIdentifier?
    /// The storyboard the controller was created from (set by `NSStoryboard`).
    var standInStoryboard: NSStoryboard?
    /// The loaded view.
    private var loadedView: NSView?

    /// Creates a controller whose view is loaded from the given nib (AppKit's designated initializer).
    /// - Parameters:
    ///   - nibNameOrNil: The nib name, or `nil` to use the class name.
    ///   - nibBundleOrNil: The nib's bundle, or `nil` for the main bundle.
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive (storyboard or nib).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a controller with no nib name, as `-[NSViewController init]` does.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The storyboard the controller was instantiated from, if any.
    open var storyboard: NSStoryboard? { standInStoryboard }

    /// The controller's root view, loaded on first access.
    open var view: NSView {
        get {
            loadViewIfNeeded()
            // Set by `loadViewIfNeeded()` or it raised.
            // swiftlint:disable:next force_unwrapping
            return loadedView!
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it has not been loaded yet, then calls `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        guard loadedView != nil else {
            standInRaise(
                "NSInternalInconsistencyException",
                "-[NSViewController loadView] loaded the \"\(nibName ?? "(null)")\" nib but no view was set.")
        }
        viewDidLoad()
    }

    /// Loads the view from the nib with the controller as owner.
    open func loadView() {
        let name = nibName ?? String(describing: type(of: self))
        guard let nib = NSNib(nibNamed: name, bundle: nibBundle) else {
            standInRaise(
                "NSInternalInconsistencyException",
                "-[NSNib _initWithNibNamed:bundle:options:] could not load the nibName: \(name) in bundle "
                    + "\(nibBundle.map { standInDescription(of: $0) } ?? "(null)").")
        }
        let objects = nib.standInObjects(owner: self)
        if loadedView == nil { loadedView = objects.first { $0 is NSView } as? NSView }
    }

    /// Called after the view has been loaded.
    open func viewDidLoad() {}
}

// MARK: - NSCollectionViewItem

/// Stand-in for `NSCollectionViewItem`.
///
/// Dynamic creation: collection views create class registrations with
/// `init(nibName: nil, bundle: nil)`, which is not `required`; the stand-in adds the hidden
/// `required convenience init(__standInNibName:bundle:)`. It is inherited by every subclass that
/// overrides all of `init(nibName:bundle:)` and `init?(coder:)` or none of its designated
/// initializers. Stricter than the SDK: a subclass declaring other designated initializers must
/// also override `init(nibName:bundle:)`.
@MainActor
open class NSCollectionViewItem: NSViewController {
    /// Whether the item is selected.
    open var isSelected: Bool = false

    /// Creates an item whose view is loaded from the given nib.
    /// - Parameters:
    ///   - nibNameOrNil: The nib name, or `nil`.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an item from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item the way a collection view does for a class registration. Stand-in only;
    /// not an AppKit API.
    /// - Parameters:
    ///   - nibNameOrNil: The nib name (`nil` when dequeuing).
    ///   - nibBundleOrNil: The nib's bundle (`nil` when dequeuing).
    public required convenience init(__standInNibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        self.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Prepares the item for reuse; the stand-in never reuses items.
    open func prepareForReuse() {}
}
