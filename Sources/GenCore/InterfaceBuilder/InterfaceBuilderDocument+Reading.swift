import FoundationXML
import Foundation

// MARK: - Path facts

extension InterfaceBuilderDocument {
    /// The localization of a path inside an `xx.lproj` folder (`Base.lproj/Main.storyboard` → `Base`).
    static func localization(ofPath path: String) -> String? {
        let components = lastComponents(of: path)
        guard let folder = components.folder, folder.hasSuffix(".lproj"), folder.count > ".lproj".count else {
            return nil
        }
        return String(folder.dropLast(".lproj".count))
    }

    /// The file name of a path without its last extension (`a/ProfileCell.xib` → `ProfileCell`).
    static func baseName(ofPath path: String) -> String {
        let name = lastComponents(of: path).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    /// The last non-empty component of a path (the path itself when it has none) and the one before it, found
    /// from the end: a path's folders are not split for the two names at its end.
    private static func lastComponents(of path: String) -> (name: Substring, folder: Substring?) {
        var components: [Substring] = []
        var end = path.endIndex
        while components.count < 2, end > path.startIndex {
            let start = path[..<end].lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
            if start < end { components.append(path[start..<end]) }
            end = start > path.startIndex ? path.index(before: start) : path.startIndex
        }
        return (components.first ?? path[...], components.count == 2 ? components[1] : nil)
    }

    /// The kind a path's extension suggests, or `nil` for another extension.
    static func kind(ofPath path: String) -> Kind? {
        if path.hasSuffix(".storyboard") { return .storyboard }
        if path.hasSuffix(".xib") { return .xib }
        return nil
    }
}
