// MARK: - UICollectionReusableView

/// Stand-in for `UICollectionReusableView` (supplementary and decoration views).
///
/// Dynamic creation: collection views create class registrations with `init(frame: .zero)`,
/// which is not `required`; the stand-in adds the hidden
/// `required convenience init(__standInFrame:)` that delegates to it. It is inherited by every
/// subclass that overrides all of `init(frame:)` and `init?(coder:)` or none of its designated
/// initializers. Stricter than the SDK: a subclass declaring other designated initializers (for
/// example only `required init?(coder:)`) must also override `init(frame:)`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier, set by the collection view when dequeuing.
    var standInReuseIdentifier: String?

    /// Creates a view with the given frame (used by collection views for class registrations).
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive (used for nib registrations).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view the way a collection view does for a class registration. Stand-in only;
    /// not a UIKit API.
    /// - Parameter frame: The frame (`.zero` when dequeuing).
    public required convenience init(__standInFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// The identifier the view was dequeued with.
    open var reuseIdentifier: String? { standInReuseIdentifier }

    /// Prepares the view for reuse; the stand-in never reuses views.
    open func prepareForReuse() {}
}

// MARK: - UICollectionViewCell

/// Stand-in for `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The content view subviews belong in.
    open private(set) var contentView: UIView = UIView(frame: .zero)

    /// Creates a cell with the given frame (used by collection views for class registrations).
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell from an archive (used for nib registrations).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

// MARK: - Layouts

/// Stand-in for `UICollectionViewLayout`, including decoration view registration.
@MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    /// Decoration view registrations by element kind.
    private var decorations = StandInRegistrations<String>()

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Archives the layout; the stand-in writes nothing.
    /// - Parameter coder: The encoder.
    open func encode(with coder: NSCoder) {}

    /// Registers a decoration view class for a kind (replacing an earlier one; `nil` unregisters).
    /// - Parameters:
    ///   - viewClass: A `UICollectionReusableView` subclass, or `nil`.
    ///   - elementKind: The decoration kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        standInCheck(viewClass, isKindOf: UICollectionReusableView.self, "UICollectionReusableView")
        decorations.register(viewClass, for: elementKind)
    }

    /// Registers a decoration view nib for a kind (replacing an earlier one; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose only top-level object is a `UICollectionReusableView`, or `nil`.
    ///   - elementKind: The decoration kind.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorations.register(nib, for: elementKind)
    }

    /// What the decoration kind is registered to. Test hook; not a UIKit API.
    /// - Parameter elementKind: The decoration kind.
    public func __standInDecorationRegistration(ofKind elementKind: String) -> StandInRegistration? {
        decorations[elementKind]
    }

    /// Creates a decoration view as the collection view would, or `nil` if the kind is not
    /// registered. Test hook; not a UIKit API.
    /// - Parameter elementKind: The decoration kind.
    public func __standInDecorationView(ofKind elementKind: String) -> UICollectionReusableView? {
        guard let registration = decorations[elementKind] else { return nil }
        return standInMakeReusableView(registration, identifier: elementKind)
    }
}

/// Stand-in for `UICollectionViewFlowLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The default item size.
    open var itemSize = CGSize(width: 50, height: 50)
}

// MARK: - Creation

/// Creates a reusable view for a registration: classes through `init(frame: .zero)` (via the
/// hidden required initializer), nibs through their single top-level object.
/// - Parameters:
///   - registration: The registration.
///   - identifier: The reuse identifier to set (and to name in messages).
@MainActor
func standInMakeReusableView(_ registration: StandInRegistration, identifier: String) -> UICollectionReusableView {
    let view: UICollectionReusableView
    switch registration {
    case .class(let type):
        // Checked at registration.
        // swiftlint:disable:next force_cast
        view = (type as! UICollectionReusableView.Type).init(__standInFrame: .zero)
    case .nib(let nib):
        view = nib.instantiateReusable(
            UICollectionReusableView.self, identifier: identifier, kind: "UICollectionReusableView")
    }
    view.standInReuseIdentifier = identifier
    return view
}
