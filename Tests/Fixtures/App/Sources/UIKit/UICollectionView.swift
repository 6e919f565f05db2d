// MARK: - UICollectionView

/// Stand-in for `UICollectionView`: real cell and supplementary view registration and dequeueing.
///
/// Every dequeue creates a new instance (the stand-in never recycles).
@MainActor
open class UICollectionView: UIScrollView {
    /// The element kind of section headers in a flow layout.
    ///
    /// The SDK declares `class let`; Swift only allows `static` stored properties, and the
    /// imported C constant is nonisolated, hence `nonisolated static let`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The element kind of section footers in a flow layout (see `elementKindSectionHeader`).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout
    /// The data source.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Cell registrations by reuse identifier.
    private var cells = StandInRegistrations<String>()
    /// Supplementary view registrations by element kind and reuse identifier.
    private var supplementaries = StandInRegistrations<SupplementaryKey>()

    /// An element kind and reuse identifier.
    private struct SupplementaryKey: Hashable {
        let kind: String
        let identifier: String
    }

    /// Creates a collection view with a frame and layout.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - layout: The layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Creates a collection view from an archive (with a flow layout).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    // MARK: - Cells

    /// Registers a cell class (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - cellClass: A `UICollectionViewCell` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        standInCheck(cellClass, isKindOf: UICollectionViewCell.self, "UICollectionViewCell")
        cells.register(cellClass, for: identifier)
    }

    /// Registers a cell nib (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose only top-level object is a `UICollectionViewCell`, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cells.register(nib, for: identifier)
    }

    /// Returns a new cell for a registered identifier; raises if nothing is registered.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The cell's index path (two indices).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        standInCheckTwoIndices(indexPath, for: "UICollectionView")
        guard let registration = cells[identifier] else {
            raiseUnregistered(kind: "UICollectionElementKindCell", identifier)
        }
        guard let cell = standInMakeReusableView(registration, identifier: identifier) as? UICollectionViewCell else {
            standInRaise(
                "NSInternalInconsistencyException",
                "the cell returned from the nib registered for identifier (\(identifier)) is not a UICollectionViewCell")
        }
        return cell
    }

    // MARK: - Supplementary views

    /// Registers a supplementary view class (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - viewClass: A `UICollectionReusableView` subclass, or `nil`.
    ///   - elementKind: The element kind.
    ///   - identifier: The reuse identifier.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        standInCheck(viewClass, isKindOf: UICollectionReusableView.self, "UICollectionReusableView")
        supplementaries.register(viewClass, for: SupplementaryKey(kind: elementKind, identifier: identifier))
    }

    /// Registers a supplementary view nib (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose only top-level object is a `UICollectionReusableView`, or `nil`.
    ///   - kind: The element kind.
    ///   - identifier: The reuse identifier.
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaries.register(nib, for: SupplementaryKey(kind: kind, identifier: identifier))
    }

    /// Returns a new supplementary view for a registered kind and identifier; raises otherwise.
    /// - Parameters:
    ///   - elementKind: The element kind.
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The view's index path (two indices).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        standInCheckTwoIndices(indexPath, for: "UICollectionView")
        guard let registration = supplementaries[SupplementaryKey(kind: elementKind, identifier: identifier)] else {
            raiseUnregistered(kind: elementKind, identifier)
        }
        return standInMakeReusableView(registration, identifier: identifier)
    }

    // MARK: - Test hooks

    /// What the cell identifier is registered to. Test hook; not a UIKit API.
    /// - Parameter identifier: The reuse identifier.
    public func __standInCellRegistration(forIdentifier identifier: String) -> StandInRegistration? {
        cells[identifier]
    }

    /// What the supplementary kind and identifier are registered to. Test hook; not a UIKit API.
    /// - Parameters:
    ///   - elementKind: The element kind.
    ///   - identifier: The reuse identifier.
    public func __standInSupplementaryRegistration(
        ofKind elementKind: String, forIdentifier identifier: String
    ) -> StandInRegistration? {
        supplementaries[SupplementaryKey(kind: elementKind, identifier: identifier)]
    }

    // MARK: - Private

    /// Raises UIKit's exception for an unregistered kind and identifier.
    private func raiseUnregistered(kind: String, _ identifier: String) -> Never {
        standInRaise(
            "NSInternalInconsistencyException",
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard")
    }
}

// MARK: - Data source

/// Stand-in for `UICollectionViewDataSource` (required members only).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}
