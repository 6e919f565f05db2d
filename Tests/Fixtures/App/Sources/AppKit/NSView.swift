// MARK: - NSResponder

/// Stand-in for `NSResponder`: the main-actor root of AppKit's view and controller classes.
///
/// Conforms to `NSCoding` through a `@preconcurrency` conformance, so `init?(coder:)` is
/// `required` in every subclass, as in the SDK.
@MainActor
open class NSResponder: NSObject, @preconcurrency NSCoding {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Creates a responder from an archive (nib or storyboard).
    /// - Parameter coder: The decoder; the stand-in passes a `StandInCoder`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Archives the responder; the stand-in writes nothing.
    /// - Parameter coder: The encoder.
    open func encode(with coder: NSCoder) {}

    /// Called after the object has been loaded from a nib or storyboard.
    ///
    /// Deviation: the SDK declares `awakeFromNib()` on `NSObject` (NSNibAwaking); Swift on Linux
    /// cannot add overridable members to `NSObject`, so it lives here.
    open func awakeFromNib() {}
}

// MARK: - NSView

/// Stand-in for `NSView` with a real superview/subview tree and the Auto Layout anchors.
///
/// Dynamic creation: collection views create supplementary class registrations with
/// `init(frame:)`, which is not `required`; the stand-in adds the hidden
/// `required convenience init(__standInFrame:)`. It is inherited by every subclass that
/// overrides all of `init(frame:)` and `init?(coder:)` or none of its designated initializers.
/// Stricter than the SDK: a subclass declaring other designated initializers (for example
/// `init()` calling `super.init(frame:)`, or only `required init?(coder:)`) must also override
/// `init(frame:)`.
@MainActor
open class NSView: NSResponder {
    /// The frame rectangle in the superview's coordinate system.
    open var frame: NSRect
    /// The view's subviews, in the order they were added.
    open private(set) var subviews: [NSView] = []
    /// The view this view was added to, if any.
    open private(set) weak var superview: NSView?
    /// The constraints held by this view.
    open internal(set) var constraints: [NSLayoutConstraint] = []
    /// Whether the autoresizing mask is translated into constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// The view's identifier (`NSUserInterfaceItemIdentification`); set by `makeView`.
    open var identifier: NSUserInterfaceItemIdentifier?

    /// Creates a view with the given frame (AppKit's designated initializer).
    /// - Parameter frameRect: The frame.
    public init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    /// Creates a view from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init(coder: coder)
    }

    /// Creates a view with a zero frame, as `-[NSView init]` does.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view the way a collection view does for a class registration. Stand-in only;
    /// not an AppKit API.
    /// - Parameter frameRect: The frame.
    public required convenience init(__standInFrame frameRect: NSRect) {
        self.init(frame: frameRect)
    }

    /// Prepares the view for reuse; the stand-in never reuses views.
    open func prepareForReuse() {}

    // MARK: - Hierarchy

    /// Adds a view to the end of the receiver's subviews, removing it from its old superview.
    /// - Parameter view: The view to add.
    open func addSubview(_ view: NSView) {
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
    open func isDescendant(of view: NSView) -> Bool {
        var current: NSView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds a constraint to the view.
    /// - Parameter constraint: The constraint to hold.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
    }

    // MARK: - Anchors

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

// MARK: - Table cell and row views

/// Stand-in for `NSTableCellView`, the usual root of a table view cell nib.
@MainActor
open class NSTableCellView: NSView {
    /// The object the cell displays.
    open var objectValue: Any?
}

/// Stand-in for `NSTableRowView`.
@MainActor
open class NSTableRowView: NSView {
    /// Whether the row is selected.
    open var isSelected: Bool = false
}
