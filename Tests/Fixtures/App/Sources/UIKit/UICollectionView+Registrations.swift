// MARK: - Cell and supplementary registrations

extension UICollectionView {
    /// Stand-in for `UICollectionView.CellRegistration`: a nonisolated value describing how to
    /// create (class or nib) and configure cells of one type.
    ///
    /// Each registration gets a unique reuse identifier; the collection view registers it on
    /// first use, as UIKit does.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a dequeued cell.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The nib to load cells from, or `nil` to create `Cell` by class.
        let nib: UINib?
        /// The configuration handler.
        let handler: Handler
        /// The private reuse identifier.
        let identifier = "StandInCellRegistration-\(UUID().uuidString)"

        /// Creates a registration that creates cells of class `Cell`.
        /// - Parameter handler: Configures each dequeued cell.
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            nib = nil
            self.handler = handler
        }

        /// Creates a registration that loads cells from a nib.
        /// - Parameters:
        ///   - cellNib: The nib; its only top-level object is a `Cell`.
        ///   - handler: Configures each dequeued cell.
        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            nib = cellNib
            self.handler = handler
        }
    }

    /// Stand-in for `UICollectionView.SupplementaryRegistration`: a nonisolated value describing
    /// how to create and configure supplementary views of one type and kind.
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a dequeued supplementary view.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind.
        let elementKind: String
        /// The nib to load views from, or `nil` to create `Supplementary` by class.
        let nib: UINib?
        /// The configuration handler.
        let handler: Handler
        /// The private reuse identifier.
        let identifier = "StandInSupplementaryRegistration-\(UUID().uuidString)"

        /// Creates a registration that creates views of class `Supplementary`.
        /// - Parameters:
        ///   - elementKind: The element kind.
        ///   - handler: Configures each dequeued view.
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            self.elementKind = elementKind
            nib = nil
            self.handler = handler
        }

        /// Creates a registration that loads views from a nib.
        /// - Parameters:
        ///   - supplementaryNib: The nib; its only top-level object is a `Supplementary`.
        ///   - elementKind: The element kind.
        ///   - handler: Configures each dequeued view.
        public init(
            supplementaryNib: UINib, elementKind: String,
            handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        ) {
            self.elementKind = elementKind
            nib = supplementaryNib
            self.handler = handler
        }
    }

    /// Dequeues a cell for the registration and configures it with the item.
    ///
    /// The stand-in traps when `item` is `nil` (the handler takes a non-optional item).
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The cell's index path.
    ///   - item: The item to configure the cell with.
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if __standInCellRegistration(forIdentifier: registration.identifier) == nil {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell, let item else {
            standInRaise(
                "NSInternalInconsistencyException",
                "dequeueConfiguredReusableCell: got \(type(of: dequeued)) for a registration of \(Cell.self)"
                    + " (item \(item == nil ? "nil" : "present"))")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// Dequeues a supplementary view for the registration and configures it.
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The view's index path.
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let kind = registration.elementKind
        if __standInSupplementaryRegistration(ofKind: kind, forIdentifier: registration.identifier) == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            standInRaise(
                "NSInternalInconsistencyException",
                "dequeueConfiguredReusableSupplementary: got \(type(of: dequeued)) for a registration of \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
