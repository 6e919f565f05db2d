// MARK: - NSTableView

/// Stand-in for `NSTableView`: nib registration and `makeView(withIdentifier:owner:)`.
///
/// AppKit has no class registration for table cell views. Every call creates a new view (the
/// stand-in never recycles). Deviation: the real class descends from `NSControl`, which the
/// stand-in omits.
@MainActor
open class NSTableView: NSView {
    /// Nib registrations by identifier.
    private var nibs: [NSUserInterfaceItemIdentifier: NSNib] = [:]

    /// Registers a nib for an identifier (replacing an earlier one; `nil` unregisters).
    /// - Parameters:
    ///   - nib: A nib whose first top-level view is the cell view, or `nil`.
    ///   - identifier: The identifier.
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {
        nibs[identifier] = nib
    }

    /// The registered nibs by identifier, or `nil` if none is registered.
    open var registeredNibsByIdentifier: [NSUserInterfaceItemIdentifier: NSNib]? {
        nibs.isEmpty ? nil : nibs
    }

    /// Creates a view from the nib registered for the identifier, with the given owner, and sets
    /// the view's `identifier`; returns `nil` when nothing is registered.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - owner: The nib's File's Owner (usually the table's delegate).
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        guard let nib = nibs[identifier] else { return nil }
        guard let view = nib.standInObjects(owner: owner).first(where: { $0 is NSView }) as? NSView else {
            return nil
        }
        view.identifier = identifier
        return view
    }
}
