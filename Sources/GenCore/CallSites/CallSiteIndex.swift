// MARK: - CallSiteIndex

/// The call sites of the whole module, looked up by class.
public struct CallSiteIndex: Sendable, Hashable {
    /// Every site, sorted by location.
    public let all: [CallSite]
    private let positionsByBareName: [String: [Int]]

    /// Indexes sites from any number of files (in any order: they are sorted by location).
    public init(_ sites: [CallSite]) {
        let sorted = sites.sorted { ($0.location, $0.range.lowerBound) < ($1.location, $1.range.lowerBound) }
        var positions: [String: [Int]] = [:]
        for (position, site) in sorted.enumerated() where !site.typeName.isEmpty {
            positions[site.bareTypeName, default: []].append(position)
        }
        all = sorted
        positionsByBareName = positions
    }

    /// An empty index.
    public init() { self.init([]) }

    /// The sites of a class, matched by the last component of the name (`Outer.Cell` and `Cell` both match `Cell`).
    public func sites(of typeName: String) -> [CallSite] {
        let bare = TypeReference.lastComponent(of: typeName)
        return (positionsByBareName[bare] ?? []).map { all[$0] }
    }
}
