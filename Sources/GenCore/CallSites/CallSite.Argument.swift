// MARK: - CallSite.Argument

extension CallSite {
    /// One argument of a call: its label (`nil` when unlabeled) and the byte range of its value.
    public struct Argument: Sendable, Hashable {
        public var label: String?
        /// The value expression, from its first to its last token.
        public var value: Range<Int>
        /// The whole argument, label included.
        public var range: Range<Int>

        /// Creates an argument.
        public init(label: String?, value: Range<Int>, range: Range<Int>) {
            self.label = label
            self.value = value
            self.range = range
        }
    }
}
