// MARK: - UITableViewCell

/// Stand-in for `UITableViewCell`.
///
/// Dynamic creation: Swift can only call a `required` initializer through a metatype, and
/// `init(style:reuseIdentifier:)` is not required (subclasses `override` it). The stand-in adds
/// `required convenience init(__standInStyle:reuseIdentifier:)`, which delegates to
/// `init(style:reuseIdentifier:)` and is inherited by every subclass that overrides all of
/// `init(style:reuseIdentifier:)` and `init?(coder:)` or none of its designated initializers.
/// Stricter than the SDK: a subclass declaring other designated initializers (for example only
/// `required init?(coder:)`) must also override `init(style:reuseIdentifier:)`.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's built-in layout style.
    public enum CellStyle: Int, Sendable {
        /// A label and optional image.
        case `default` = 0
        /// A left label and a right detail label.
        case value1 = 1
        /// A right-aligned label and a left-aligned detail label.
        case value2 = 2
        /// A label with a subtitle below.
        case subtitle = 3
    }

    /// The reuse identifier, set at creation or by the table view when dequeuing from a nib.
    var standInReuseIdentifier: String?
    /// The style the cell was created with.
    let standInStyle: CellStyle
    /// The content view subviews belong in.
    open private(set) var contentView: UIView = UIView(frame: .zero)

    /// Creates a cell with a style and reuse identifier (UIKit's designated initializer, used by
    /// table views for class registrations).
    /// - Parameters:
    ///   - style: The style.
    ///   - reuseIdentifier: The reuse identifier, or `nil`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        standInStyle = style
        standInReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a cell from an archive (used for nib registrations and storyboard prototypes).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        standInStyle = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a default-style cell with no reuse identifier, as `-[UITableViewCell initWithFrame:]` does.
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell the way a table view does for a class registration. Stand-in only: lets the
    /// table view call `init(style:reuseIdentifier:)` through a metatype. Not a UIKit API.
    /// - Parameters:
    ///   - style: The style.
    ///   - reuseIdentifier: The reuse identifier.
    public required convenience init(__standInStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// The identifier the cell was created or dequeued with.
    open var reuseIdentifier: String? { standInReuseIdentifier }

    /// Prepares the cell for reuse; the stand-in never reuses cells.
    open func prepareForReuse() {}
}

// MARK: - UITableViewHeaderFooterView

/// Stand-in for `UITableViewHeaderFooterView`.
///
/// Dynamic creation works like `UITableViewCell`'s through the hidden
/// `required convenience init(__standInReuseIdentifier:)`, with the same extra requirement for
/// subclasses that declare other designated initializers.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The reuse identifier.
    var standInReuseIdentifier: String?
    /// The content view subviews belong in.
    open private(set) var contentView: UIView = UIView(frame: .zero)

    /// Creates a header-footer view with a reuse identifier (UIKit's designated initializer, used
    /// by table views for class registrations).
    /// - Parameter reuseIdentifier: The reuse identifier, or `nil`.
    public init(reuseIdentifier: String?) {
        standInReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a header-footer view from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier.
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view the way a table view does for a class registration. Stand-in only; not a
    /// UIKit API.
    /// - Parameter reuseIdentifier: The reuse identifier.
    public required convenience init(__standInReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The identifier the view was created or dequeued with.
    open var reuseIdentifier: String? { standInReuseIdentifier }

    /// Prepares the view for reuse; the stand-in never reuses views.
    open func prepareForReuse() {}
}
