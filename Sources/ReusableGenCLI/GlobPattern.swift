import GenCore

// MARK: - GlobPattern

/// A file-name pattern for `--exclude`: `*` matches within one path component, `?` one character other than
/// `/`, `**` any run of components; a pattern without `/` is matched against single names.
public struct GlobPattern: Sendable, Hashable {
    private enum Element: Sendable, Hashable {
        case literal(UInt8)
        case anyByte
        case anyRun
        case anyComponents
        case anyPath
    }

    /// The pattern as written.
    public let text: String
    private let elements: [Element]

    /// Whether the pattern names single files or folders (it has no `/`) rather than paths.
    public var matchesNames: Bool { !text.utf8.contains(UInt8(ascii: "/")) }

    /// Compiles a pattern; every string is a valid pattern.
    public init(_ text: String) {
        self.text = text
        var elements: [Element] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let atComponentStart = index == 0 || bytes[index - 1] == UInt8(ascii: "/")
                    if atComponentStart, index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "/") {
                        elements.append(.anyComponents)
                        index += 3
                    } else {
                        elements.append(.anyPath)
                        index += 2
                    }
                } else {
                    elements.append(.anyRun)
                    index += 1
                }
            } else {
                elements.append(byte == UInt8(ascii: "?") ? .anyByte : .literal(byte))
                index += 1
            }
        }
        self.elements = elements
    }

    // MARK: - Matching

    /// Whether the whole of `path` matches the pattern; runs in time proportional to pattern × path length.
    public func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        // reachable[i]: the elements consumed so far can match exactly text[..<i].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for element in elements {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch element {
            case .literal(let byte):
                for i in 0..<text.count where reachable[i] && text[i] == byte { next[i + 1] = true }
            case .anyByte:
                for i in 0..<text.count where reachable[i] && text[i] != slash { next[i + 1] = true }
            case .anyRun:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { open = true }
                    if open { next[i] = true }
                    if i < text.count, text[i] == slash { open = false }
                }
            case .anyPath:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { open = true }
                    next[i] = open
                }
            case .anyComponents:
                var open = false
                for i in 0...text.count {
                    if reachable[i] { next[i] = true; open = true }
                    if open, i < text.count, text[i] == slash { next[i + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
