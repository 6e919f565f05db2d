// MARK: - TypeReference

/// A type named in an inheritance clause, extension or typealias: `UIKit.UITableViewCell`, `Base<Int>`.
public struct TypeReference: Sendable, Hashable {
    /// The dotted name components without generic arguments: `["UIKit", "UITableViewCell"]`.
    public var components: [String]
    /// The generic argument clause as written (`<Int>`), if any.
    public var genericArguments: String?
    /// Where the reference starts.
    public var location: SourceLocation

    /// The dotted name without generic arguments.
    public var name: String { components.joined(separator: ".") }
    /// The last name component, the one Swift looks up last: `UITableViewCell` in `UIKit.UITableViewCell`.
    public var lastComponent: String { components.last ?? "" }

    /// The last component of a dotted name.
    static func lastComponent(of name: String) -> String {
        // Searched from the end: most names have no dot and are returned as they are.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        let last = name[name.index(after: dot)...]
        if !last.isEmpty { return String(last) }
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}
