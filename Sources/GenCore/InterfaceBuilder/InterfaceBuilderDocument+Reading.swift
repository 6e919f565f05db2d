import FoundationXML
import Foundation

// MARK: - Path facts

extension InterfaceBuilderDocument {
    /// The localization of a path inside an `xx.lproj` folder (`Base.lproj/Main.storyboard` → `Base`).
    static func localization(ofPath path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The file name of a path without its last extension (`a/ProfileCell.xib` → `ProfileCell`).
    static func baseName(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The kind a path's extension suggests, or `nil` for another extension.
    static func kind(ofPath path: String) -> Kind? {
        if path.hasSuffix(".storyboard") { return .storyboard }
        if path.hasSuffix(".xib") { return .xib }
        return nil
    }
}
