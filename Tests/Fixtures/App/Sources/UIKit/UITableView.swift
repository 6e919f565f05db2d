// MARK: - UITableView

/// Stand-in for `UITableView`: real cell and header-footer registration and dequeueing.
///
/// Every dequeue creates a new instance (the stand-in never recycles).
@MainActor
open class UITableView: UIScrollView {
    /// The table view's style.
    public enum Style: Int, Sendable {
        /// A plain table view.
        case plain = 0
        /// A grouped table view.
        case grouped = 1
        /// An inset-grouped table view.
        case insetGrouped = 2
    }

    /// The style the table view was created with.
    open private(set) var style: UITableView.Style
    /// The data source.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Cell registrations by reuse identifier.
    private var cells = StandInRegistrations<String>()
    /// Header-footer registrations by reuse identifier.
    private var headerFooters = StandInRegistrations<String>()

    /// Creates a table view with the given frame and style.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - style: The style.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view with the given frame.
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from an archive.
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: - Cells

    /// Registers a cell class for an identifier (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - cellClass: A `UITableViewCell` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        standInCheck(cellClass, isKindOf: UITableViewCell.self, "UITableViewCell")
        cells.register(cellClass, for: identifier)
    }

    /// Registers a cell nib for an identifier (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose only top-level object is a `UITableViewCell`, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cells.register(nib, for: identifier)
    }

    /// Returns a new cell for a registered identifier; raises if nothing is registered.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The cell's index path (two indices).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        standInCheckTwoIndices(indexPath, for: "UITableView")
        guard let cell = makeCell(identifier) else {
            standInRaise(
                "NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Returns a new cell for a registered identifier, or `nil` if nothing is registered.
    /// - Parameter identifier: The reuse identifier.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        makeCell(identifier)
    }

    // MARK: - Header-footer views

    /// Registers a header-footer class (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        standInCheck(aClass, isKindOf: UITableViewHeaderFooterView.self, "UITableViewHeaderFooterView")
        headerFooters.register(aClass, for: identifier)
    }

    /// Registers a header-footer nib (replacing an earlier registration; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose only top-level object is a `UITableViewHeaderFooterView`, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooters.register(nib, for: identifier)
    }

    /// Returns a new header-footer view for a registered identifier, or `nil` if none is registered.
    /// - Parameter identifier: The reuse identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        switch headerFooters[identifier] {
        case nil:
            return nil
        case .class(let type)?:
            // swiftlint:disable:next force_cast
            let viewType = type as! UITableViewHeaderFooterView.Type
            view = viewType.init(__standInReuseIdentifier: identifier)
        case .nib(let nib)?:
            view = nib.instantiateReusable(
                UITableViewHeaderFooterView.self, identifier: identifier, kind: "UITableViewHeaderFooterView")
            view.standInReuseIdentifier = identifier
        }
        return view
    }

    // MARK: - Test hooks

    /// What the cell identifier is registered to. Test hook; not a UIKit API.
    /// - Parameter identifier: The reuse identifier.
    public func __standInCellRegistration(forIdentifier identifier: String) -> StandInRegistration? {
        cells[identifier]
    }

    /// What the header-footer identifier is registered to. Test hook; not a UIKit API.
    /// - Parameter identifier: The reuse identifier.
    public func __standInHeaderFooterRegistration(forIdentifier identifier: String) -> StandInRegistration? {
        headerFooters[identifier]
    }

    // MARK: - Private

    /// Creates a cell for the identifier, or `nil` if it is not registered.
    private func makeCell(_ identifier: String) -> UITableViewCell? {
        switch cells[identifier] {
        case nil:
            return nil
        case .class(let type)?:
            // Checked at registration.
            // swiftlint:disable:next force_cast
            let cellType = type as! UITableViewCell.Type
            return cellType.init(__standInStyle: .default, reuseIdentifier: identifier)
        case .nib(let nib)?:
            let cell = nib.instantiateReusable(UITableViewCell.self, identifier: identifier, kind: "UITableViewCell")
            cell.standInReuseIdentifier = identifier
            return cell
        }
    }
}

// MARK: - Data source

/// Stand-in for `UITableViewDataSource` (required members only; Swift on Linux has no
/// optional protocol requirements).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
