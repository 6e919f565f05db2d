// MARK: - NSLayoutConstraint

/// Stand-in for AppKit's `NSLayoutConstraint`: a linear relation between two items' attributes.
///
/// Nonisolated (its isolation in the SDK is unconfirmed; uikit-api.md says to treat it as
/// nonisolated). Activation touches views, so it runs inside `MainActor.assumeIsolated`; it
/// requires a common ancestor view and adds the constraint to that ancestor's `constraints`.
open class NSLayoutConstraint: NSObject {
    /// The attribute of an item that a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// No attribute (for constant dimensions).
        case notAnAttribute = 0
    }

    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }

    /// Stand-in for `NSLayoutConstraint.Priority`: a constraint priority from 1 to 1000.
    public struct Priority: Hashable, RawRepresentable, Sendable {
        /// The priority value.
        public var rawValue: Float

        /// Creates a priority from its value.
        /// - Parameter rawValue: The priority value.
        public init(rawValue: Float) {
            self.rawValue = rawValue
        }

        /// Creates a priority from its value.
        /// - Parameter rawValue: The priority value.
        public init(_ rawValue: Float) {
            self.rawValue = rawValue
        }

        /// A required constraint (1000).
        public static let required = Priority(1000)
        /// The priority of a button's content hugging (750).
        public static let defaultHigh = Priority(750)
        /// The priority of a button's compression resistance (250).
        public static let defaultLow = Priority(250)
        /// The priority for fitting size calculations (50).
        public static let fittingSizeCompression = Priority(50)
    }

    /// The first item of the relation.
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    open private(set) var firstAttribute: Attribute
    /// The relation.
    open private(set) var relation: Relation
    /// The second item of the relation, if any.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    open private(set) var secondAttribute: Attribute
    /// The multiplier applied to the second attribute.
    open private(set) var multiplier: CGFloat
    /// The constant added to the second side.
    open var constant: CGFloat
    /// The constraint's priority.
    open var priority: Priority = .required
    /// The view holding the constraint while it is active.
    private weak var holder: NSView?

    /// Creates a constraint `view1.attr1 = multiplier × view2.attr2 + c` (with `relation`).
    /// - Parameters:
    ///   - view1: The first item.
    ///   - attr1: The first item's attribute.
    ///   - relation: The relation.
    ///   - view2: The second item, or `nil` for a constant.
    ///   - attr2: The second item's attribute.
    ///   - multiplier: The multiplier.
    ///   - c: The constant.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            standInFirst: view1 as AnyObject, attr1, relation,
            view2.map { $0 as AnyObject }, attr2, multiplier, c)
    }

    /// The stand-in's designated initializer.
    init(
        standInFirst first: AnyObject, _ attr1: Attribute, _ relation: Relation,
        _ second: AnyObject?, _ attr2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat
    ) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Whether the constraint is active; activating requires a common ancestor of its items.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue == isActive { return }
            // Views are main-actor objects; AppKit only supports layout on the main thread, and
            // `assumeIsolated` traps elsewhere, so the constraint never crosses threads here.
            nonisolated(unsafe) let constraint = self
            MainActor.assumeIsolated {
                if newValue {
                    let ancestor = constraint.commonAncestor()
                    ancestor.addConstraint(constraint)
                    constraint.holder = ancestor
                } else {
                    constraint.holder?.constraints.removeAll { $0 === constraint }
                    constraint.holder = nil
                }
            }
        }
    }

    /// Activates each constraint.
    /// - Parameter constraints: The constraints to activate.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    /// - Parameter constraints: The constraints to deactivate.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The closest view that is an ancestor of (or equal to) both items; raises if none.
    @MainActor
    private func commonAncestor() -> NSView {
        guard let first = firstItem as? NSView else {
            standInRaise("NSGenericException", "Unable to activate constraint: first item is not a view.")
        }
        guard let second = secondItem as? NSView else { return first }
        var candidate: NSView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        standInRaise(
            "NSGenericException",
            "Unable to activate constraint with anchors \(firstAttribute) and \(secondAttribute) "
                + "because they have no common ancestor.  Does the constraint or its anchors "
                + "reference items in different view hierarchies?  That's illegal.")
    }
}

// MARK: - Anchors

/// Stand-in for AppKit's `NSLayoutAnchor` (nonisolated, unlike UIKit's).
open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    /// The item whose attribute the anchor stands for.
    let item: AnyObject
    /// The attribute.
    let attribute: NSLayoutConstraint.Attribute

    /// Creates an anchor for an item's attribute.
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// Returns an inactive constraint `self = anchor`.
    /// - Parameter anchor: The other anchor.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(anchor, .equal, 0)
    }

    /// Returns an inactive constraint `self = anchor + c`.
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The offset.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(anchor, .equal, c)
    }

    /// Returns an inactive constraint `self ≥ anchor`.
    /// - Parameter anchor: The other anchor.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(anchor, .greaterThanOrEqual, 0)
    }

    /// Returns an inactive constraint `self ≤ anchor`.
    /// - Parameter anchor: The other anchor.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(anchor, .lessThanOrEqual, 0)
    }

    /// Builds the constraint between the two anchors.
    private func constraint(
        _ anchor: NSLayoutAnchor<AnchorType>, _ relation: NSLayoutConstraint.Relation, _ c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(standInFirst: item, attribute, relation, anchor.item, anchor.attribute, 1, c)
    }
}

/// An anchor on a horizontal edge or center.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor on a vertical edge or center.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// An anchor on a width or height.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns an inactive constraint `self = c`.
    /// - Parameter c: The constant size.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(standInFirst: item, attribute, .equal, nil, .notAnAttribute, 1, c)
    }
}
