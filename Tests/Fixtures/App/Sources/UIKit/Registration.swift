// MARK: - Registrations

/// What a reuse identifier is registered to. Test hook: returned by the `__standIn…Registration`
/// accessors so tests can check what generated code registered.
public enum StandInRegistration {
    /// A class, created with the initializer UIKit uses for that view kind.
    case `class`(AnyClass)
    /// A nib, whose single top-level object is the view.
    case nib(UINib)
}

/// A table of reuse registrations with UIKit's replacement and `nil`-unregisters rules.
struct StandInRegistrations<Key: Hashable> {
    /// Registrations by key.
    private(set) var entries: [Key: StandInRegistration] = [:]

    /// Registers (or with `nil`, unregisters) a class for the key, replacing any earlier entry.
    mutating func register(_ type: AnyClass?, for key: Key) {
        entries[key] = type.map(StandInRegistration.class)
    }

    /// Registers (or with `nil`, unregisters) a nib for the key, replacing any earlier entry.
    mutating func register(_ nib: UINib?, for key: Key) {
        entries[key] = nib.map(StandInRegistration.nib)
    }

    /// The registration for the key.
    subscript(key: Key) -> StandInRegistration? { entries[key] }
}

/// Raises like UIKit when a registered class is not of the required kind.
/// - Parameters:
///   - type: The registered class, or `nil`.
///   - base: The required base class.
///   - kind: UIKit's class name in the message.
@MainActor
func standInCheck<Base>(_ type: AnyClass?, isKindOf base: Base.Type, _ kind: String) {
    if let type, !(type is Base.Type) {
        standInRaise("NSInvalidArgumentException", "must pass a class of kind \(kind)")
    }
}

/// Raises like UIKit when an index path does not have exactly two indices.
/// - Parameters:
///   - indexPath: The index path passed to a table or collection view.
///   - view: `UITableView` or `UICollectionView`.
func standInCheckTwoIndices(_ indexPath: IndexPath, for view: String) {
    guard indexPath.count != 2 else { return }
    standInRaise(
        "NSInternalInconsistencyException",
        "Invalid index path for use with \(view). Index paths passed to table view must contain exactly "
            + "two indices specifying the section and row. Please use the category on NSIndexPath in "
            + "NSIndexPath+UIKitAdditions.h if possible.")
}

// MARK: - IndexPath

extension IndexPath {
    /// Creates an index path for a table view row.
    /// - Parameters:
    ///   - row: The row.
    ///   - section: The section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates an index path for a collection view item.
    /// - Parameters:
    ///   - item: The item.
    ///   - section: The section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (first index); the index path must have exactly two indices.
    public var section: Int {
        get { standInPair().0 }
        set { self = IndexPath(indexes: [newValue, standInPair().1]) }
    }

    /// The table row (second index); the index path must have exactly two indices.
    public var row: Int {
        get { standInPair().1 }
        set { self = IndexPath(indexes: [standInPair().0, newValue]) }
    }

    /// The collection item (second index); the index path must have exactly two indices.
    public var item: Int {
        get { standInPair().1 }
        set { self = IndexPath(indexes: [standInPair().0, newValue]) }
    }

    /// The two indices, trapping like the SDK's precondition otherwise.
    private func standInPair() -> (Int, Int) {
        precondition(count == 2, "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible.")
        return (self[0], self[1])
    }
}
