// MARK: - CallSite.Cast

extension CallSite {
    /// The `as!` or `as?` cast written right after a call.
    public struct Cast: Sendable, Hashable {
        /// `as!` (true) or `as?` (false).
        public var isForced: Bool
        /// The type cast to, as written without spaces: `ProfileCell`, `Outer.Cell`.
        public var typeName: String
        /// From `as` to the end of the type.
        public var range: Range<Int>

        /// Creates a cast.
        public init(isForced: Bool, typeName: String, range: Range<Int>) {
            self.isForced = isForced
            self.typeName = typeName
            self.range = range
        }
    }
}
