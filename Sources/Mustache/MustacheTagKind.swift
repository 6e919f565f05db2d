// MARK: - Tokens

/// What kind of tag a `{{…}}` is, decided by its sigil.
enum MustacheTagKind: Sendable, Equatable {
    case variable(escaped: Bool)
    case section
    case inverted
    case close
    case partial
    case parent
    case block
    case comment
    case delimiters

    /// Whether a tag of this kind may stand alone on a line and take the line's whitespace with it.
    var canStandAlone: Bool {
        if case .variable = self { return false }
        return true
    }

    /// Whether a tag of this kind opens a section that a close tag ends.
    var opensSection: Bool {
        switch self {
        case .section, .inverted, .parent, .block: true
        default: false
        }
    }
}
