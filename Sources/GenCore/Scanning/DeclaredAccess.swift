// MARK: - DeclaredAccess

/// An access-level modifier as written in the source.
public enum DeclaredAccess: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: DeclaredAccess, rhs: DeclaredAccess) -> Bool { lhs.rank < rhs.rank }

    /// Whether a declaration with this effective access can be extended from another file.
    public var isVisibleToOtherFiles: Bool { self > .fileprivate }
}
