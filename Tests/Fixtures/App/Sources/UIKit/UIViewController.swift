// MARK: - UIViewController

/// Stand-in for `UIViewController` with nib-based view loading.
///
/// Deviations: when `nibName` is `nil` the stand-in does not look for a nib named after the
/// class (UIKit does) and creates a plain `UIView`; when loading a nib, if no outlet wiring set
/// `view`, the nib's first top-level view becomes `view` (UIKit requires the `view` outlet).
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    /// The name of the nib to load the view from.
    open private(set) var nibName: String?
    /// The bundle to load the nib from.
    open private(set) var nibBundle: Bundle?
    /// The storyboard the controller was created from (set by `UIStoryboard`).
    var standInStoryboard: UIStoryboard?
    /// The loaded view.
    private var loadedView: UIView?

    /// Creates a controller whose view is loaded from the given nib (UIKit's designated initializer).
    /// - Parameters:
    ///   - nibNameOrNil: The nib name, or `nil`.
    ///   - nibBundleOrNil: The nib's bundle, or `nil` for the main bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive (storyboard).
    /// - Parameter coder: The decoder; the stand-in passes a `StandInCoder`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a controller with no nib, as `-[UIViewController init]` does.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives the controller; the stand-in writes nothing.
    /// - Parameter coder: The encoder.
    open func encode(with coder: NSCoder) {}

    /// The storyboard the controller was instantiated from, if any.
    open var storyboard: UIStoryboard? { standInStoryboard }

    /// The controller's root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it has not been loaded yet, then calls `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Creates the view: from `nibName` in `nibBundle` with the controller as owner, or plain.
    open func loadView() {
        guard let nibName else { return }
        let objects = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
        if loadedView == nil { loadedView = objects.first { $0 is UIView } as? UIView }
    }

    /// Called after the view has been loaded.
    open func viewDidLoad() {}
}

// MARK: - UITableViewController

/// Stand-in for `UITableViewController`: a controller whose view is a table view.
@MainActor
open class UITableViewController: UIViewController {
    /// The style of the table view to create.
    private let style: UITableView.Style

    /// Creates a controller managing a table view of the given style.
    /// - Parameter style: The table view style.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller loading its view from a nib.
    /// - Parameters:
    ///   - nibNameOrNil: The nib name, or `nil`.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The managed table view (the controller's view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Creates a table view of the controller's style when no nib provides one.
    open override func loadView() {
        super.loadView()
        if !isViewLoaded { view = UITableView(frame: .zero, style: style) }
    }
}

// MARK: - UICollectionViewController

/// Stand-in for `UICollectionViewController`: a controller whose view is a collection view.
@MainActor
open class UICollectionViewController: UIViewController {
    /// The layout of the collection view to create.
    private let layout: UICollectionViewLayout

    /// Creates a controller managing a collection view with the given layout.
    /// - Parameter layout: The layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller loading its view from a nib.
    /// - Parameters:
    ///   - nibNameOrNil: The nib name, or `nil`.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The managed collection view (the controller's view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Creates a collection view with the controller's layout when no nib provides one.
    open override func loadView() {
        super.loadView()
        if !isViewLoaded { view = UICollectionView(frame: .zero, collectionViewLayout: layout) }
    }
}
