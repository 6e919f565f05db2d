// MARK: - UIResponder

/// Stand-in for `UIResponder`: the main-actor root of UIKit's view and controller classes.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Called after the object has been loaded from a nib or storyboard.
    ///
    /// Deviation: the SDK declares `awakeFromNib()` on `NSObject` (UINibLoadingAdditions);
    /// Swift on Linux cannot add overridable members to `NSObject`, so it lives here, which
    /// covers every view and view controller.
    open func awakeFromNib() {}
}

// MARK: - UIView

/// Stand-in for `UIView` with a real superview/subview tree and the Auto Layout anchors.
///
/// Conforms to `NSCoding` through a `@preconcurrency` conformance (the SDK's imported
/// Objective-C conformance behaves the same way), so `init?(coder:)` is `required`.
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
    /// The frame rectangle in the superview's coordinate system.
    open var frame: CGRect

    /// The view's subviews, in the order they were added.
    open private(set) var subviews: [UIView] = []

    /// The view this view was added to, if any.
    open private(set) weak var superview: UIView?

    /// The constraints held by this view (activated constraints are added to the closest
    /// common ancestor of their items).
    open internal(set) var constraints: [NSLayoutConstraint] = []

    /// Whether the autoresizing mask is translated into constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    /// Whether the view is hidden.
    open var isHidden: Bool = false

    /// Creates a view with the given frame (UIKit's designated initializer).
    /// - Parameter frame: The view's frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view from an archive (nib or storyboard).
    /// - Parameter coder: The decoder; the stand-in passes a `StandInCoder`.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// Creates a view with a zero frame, as `-[UIView init]` does.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archives the view; the stand-in writes nothing.
    /// - Parameter coder: The encoder.
    open func encode(with coder: NSCoder) {}

    // MARK: - Hierarchy

    /// Adds a view to the end of the receiver's subviews, removing it from its old superview.
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether the view is the given view or one of its descendants.
    /// - Parameter view: The possible ancestor.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: - Auto Layout

    /// Adds a constraint to the view.
    /// - Parameter constraint: The constraint to hold.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }

    /// The view's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

// MARK: - UIScrollView

/// Stand-in for `UIScrollView`, the superclass of table and collection views.
@MainActor
open class UIScrollView: UIView {
    /// Creates a scroll view with the given frame.
    /// - Parameter frame: The view's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a scroll view from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
