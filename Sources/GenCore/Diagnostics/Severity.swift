// MARK: - Severity

/// How serious a diagnostic is, spelled as swiftc spells it.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
