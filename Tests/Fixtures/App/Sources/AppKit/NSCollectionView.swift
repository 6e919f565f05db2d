// MARK: - NSCollectionView

/// Stand-in for `NSCollectionView`: item and supplementary view registration and creation.
///
/// Every call creates a new item or view (the stand-in never recycles). Unregistered identifiers
/// raise; AppKit's exact exception texts are unconfirmed, so the stand-in's name the method,
/// kind and identifier.
@MainActor
open class NSCollectionView: NSView {
    /// An element kind for supplementary views.
    public typealias SupplementaryElementKind = String

    /// The element kind of section headers in a flow layout (string value unconfirmed).
    nonisolated public static let elementKindSectionHeader: SupplementaryElementKind = "UICollectionElementKindSectionHeader"

    /// The element kind of section footers in a flow layout (string value unconfirmed).
    nonisolated public static let elementKindSectionFooter: SupplementaryElementKind = "UICollectionElementKindSectionFooter"

    /// An element kind and identifier.
    private struct SupplementaryKey: Hashable {
        let kind: String
        let identifier: NSUserInterfaceItemIdentifier
    }

    /// Item registrations by identifier.
    private var items: [NSUserInterfaceItemIdentifier: StandInRegistration] = [:]
    /// Supplementary view registrations by kind and identifier.
    private var supplementaries: [SupplementaryKey: StandInRegistration] = [:]

    // MARK: - Items

    /// Registers an item class (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - itemClass: An `NSCollectionViewItem` subclass, or `nil`.
    ///   - identifier: The identifier.
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        if let itemClass, !(itemClass is NSCollectionViewItem.Type) {
            standInRaise("NSInvalidArgumentException", "must pass a class of kind NSCollectionViewItem")
        }
        items[identifier] = itemClass.map(StandInRegistration.class)
    }

    /// Registers an item nib (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib with one top-level `NSCollectionViewItem`, or `nil`.
    ///   - identifier: The identifier.
    open func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        items[identifier] = nib.map(StandInRegistration.nib)
    }

    /// Creates an item for a registered identifier (classes through `init(nibName: nil, bundle: nil)`,
    /// nibs through their top-level item); raises if nothing is registered.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - indexPath: The item's index path.
    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem {
        let item: NSCollectionViewItem
        switch items[identifier] {
        case nil:
            standInRaise(
                "NSInternalInconsistencyException",
                "-[NSCollectionView makeItemWithIdentifier:forIndexPath:] no item class or nib is registered "
                    + "for identifier \(identifier.rawValue)")
        case .class(let type)?:
            // Checked at registration.
            // swiftlint:disable:next force_cast
            item = (type as! NSCollectionViewItem.Type).init(__standInNibName: nil, bundle: nil)
        case .nib(let nib)?:
            let found = nib.standInObjects(owner: nil).compactMap { $0 as? NSCollectionViewItem }
            guard found.count == 1 else {
                standInRaise(
                    "NSInternalInconsistencyException",
                    "the nib registered for item identifier \(identifier.rawValue) must contain exactly one "
                        + "top level NSCollectionViewItem")
            }
            item = found[0]
        }
        item.identifier = identifier
        return item
    }

    // MARK: - Supplementary views

    /// Registers a supplementary view class (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - viewClass: An `NSView` subclass, or `nil`.
    ///   - kind: The element kind.
    ///   - identifier: The identifier.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        if let viewClass, !(viewClass is NSView.Type) {
            standInRaise("NSInvalidArgumentException", "must pass a class of kind NSView")
        }
        supplementaries[SupplementaryKey(kind: kind, identifier: identifier)] = viewClass.map(StandInRegistration.class)
    }

    /// Registers a supplementary view nib (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose first top-level view is the supplementary view, or `nil`.
    ///   - kind: The element kind.
    ///   - identifier: The identifier.
    open func register(
        _ nib: NSNib?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        supplementaries[SupplementaryKey(kind: kind, identifier: identifier)] = nib.map(StandInRegistration.nib)
    }

    /// Creates a supplementary view for a registered kind and identifier (classes through
    /// `init(frame:)`); raises if nothing is registered.
    /// - Parameters:
    ///   - elementKind: The element kind.
    ///   - identifier: The identifier.
    ///   - indexPath: The view's index path.
    open func makeSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSView {
        let view: NSView
        switch supplementaries[SupplementaryKey(kind: elementKind, identifier: identifier)] {
        case nil:
            standInRaise(
                "NSInternalInconsistencyException",
                "-[NSCollectionView makeSupplementaryViewOfKind:withIdentifier:forIndexPath:] no view class or "
                    + "nib is registered for kind \(elementKind) with identifier \(identifier.rawValue)")
        case .class(let type)?:
            // Checked at registration.
            // swiftlint:disable:next force_cast
            view = (type as! NSView.Type).init(__standInFrame: .zero)
        case .nib(let nib)?:
            guard let first = nib.standInObjects(owner: nil).first(where: { $0 is NSView }) as? NSView else {
                standInRaise(
                    "NSInternalInconsistencyException",
                    "the nib registered for supplementary identifier \(identifier.rawValue) has no top level view")
            }
            view = first
        }
        view.identifier = identifier
        return view
    }

    // MARK: - Test hooks

    /// What the item identifier is registered to. Test hook; not an AppKit API.
    /// - Parameter identifier: The identifier.
    public func __standInItemRegistration(forIdentifier identifier: NSUserInterfaceItemIdentifier) -> StandInRegistration? {
        items[identifier]
    }

    /// What the supplementary kind and identifier are registered to. Test hook; not an AppKit API.
    /// - Parameters:
    ///   - kind: The element kind.
    ///   - identifier: The identifier.
    public func __standInSupplementaryRegistration(
        ofKind kind: String, forIdentifier identifier: NSUserInterfaceItemIdentifier
    ) -> StandInRegistration? {
        supplementaries[SupplementaryKey(kind: kind, identifier: identifier)]
    }
}

// MARK: - Registrations

/// What an item or supplementary identifier is registered to. Test hook: returned by the
/// `__standIn…Registration` accessors so tests can check what generated code registered.
public enum StandInRegistration {
    /// A class, created with the initializer AppKit uses for that kind.
    case `class`(AnyClass)
    /// A nib.
    case nib(NSNib)
}
