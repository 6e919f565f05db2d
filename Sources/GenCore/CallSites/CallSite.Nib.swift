// MARK: - CallSite.Nib

extension CallSite {
    /// The nib passed to a UIKit registration.
    public enum Nib: Sendable, Hashable {
        /// `UINib(nibName: name, bundle: bundle)` (or `UINib.init(…)`); `bundle` is the argument's tokens with
        /// single spaces (`nil`, `.main`, `Bundle.main`, `Bundle(for: X.self)`), `nil` when it is left out.
        case initializer(name: Identifier, bundle: String?)
        /// A type's static nib: `X.nib`.
        case member(type: String)
        /// A lower-case name: a local or stored constant, a parameter.
        case variable(String)
        /// Any other expression (a variable, a helper's result).
        case other
    }
}
