// MARK: - CallSite.Binding

extension CallSite {
    /// How a call's value is bound when the call is the initial value of a declaration or an optional binding.
    public struct Binding: Sendable, Hashable {
        /// The statement that binds.
        public enum Form: String, Sendable, Hashable {
            /// `let c = …` / `var c = …` (also with a type annotation).
            case declaration
            /// `if let c = …` / `if var`, also a later clause of the condition list.
            case ifLet
            /// `guard let c = … else`.
            case guardLet
        }

        public var form: Form
        /// The type annotation as written without spaces (`ProfileCell` in `let c: ProfileCell = …`), if any.
        public var annotation: String?
        /// From `let`/`var` (or the keyword before it) to the `=`.
        public var range: Range<Int>

        /// Creates a binding.
        public init(form: Form, annotation: String?, range: Range<Int>) {
            self.form = form
            self.annotation = annotation
            self.range = range
        }
    }
}
