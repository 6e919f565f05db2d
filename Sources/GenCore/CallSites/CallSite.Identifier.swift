// MARK: - CallSite.Identifier

extension CallSite {
    /// A string-valued expression (a reuse identifier, a nib name) as far as it can be told from its tokens.
    public enum Identifier: Sendable, Hashable {
        /// A string literal without interpolation: `"ProfileCell"`.
        case literal(String)
        /// `String(describing: X.self)` (or `String(describing: X)`, `"\\(X.self)"`): the bare name of `X` at run time.
        case describing(String)
        /// A static member of a type: `X.reuseIdentifier`, `ListViewController.cellID` (`Self` resolved).
        case member(type: String, name: String)
        /// A lower-case name: a local or global constant, a parameter, a property.
        case variable(String)
        /// The raw value of an enum case: `CellID.profile.rawValue`.
        case rawValue(type: String, name: String)
        /// `NSStringFromClass(X.self)`: the module-qualified name (`App.X`), which no literal of the sources spells.
        case fromClass(String)
        /// Anything else (computed, interpolated, `NSStringFromClass(…)`, a call): not known before run time.
        case other
    }
}
