// MARK: - Path facts

extension InterfaceBuilderDocument {
    /// The localization of a path inside an `xx.lproj` folder (`Base.lproj/Main.storyboard` → `Base`).
    static func localization(ofPath path: String) -> String? {
        if let ascii = asciiPathFact(path, asciiLocalization) { return ascii }
        let components = lastComponents(of: path)
        guard let folder = components.folder, folder.hasSuffix(".lproj"), folder.count > ".lproj".count else {
            return nil
        }
        return String(folder.dropLast(".lproj".count))
    }

    /// The file name of a path without its last extension (`a/ProfileCell.xib` → `ProfileCell`).
    static func baseName(ofPath path: String) -> String {
        if let ascii = asciiPathFact(path, asciiBaseName) { return ascii }
        let name = lastComponents(of: path).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    /// `fact` of an ASCII path's bytes, or `nil` for a path with other characters. In ASCII each character is one
    /// byte (but `\r\n`, which no question here looks inside), so the bytes answer as the characters would, without
    /// the cost of finding character boundaries.
    private static func asciiPathFact<Fact>(_ path: String, _ fact: (UnsafeBufferPointer<UInt8>) -> Fact) -> Fact? {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? fact(bytes) : nil
        } ?? nil
    }

    /// `localization(ofPath:)` of an ASCII path's bytes.
    private static func asciiLocalization(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let suffix = ".lproj".utf8
        guard let folder = lastComponents(of: bytes).folder, folder.count > suffix.count,
            bytes[folder.suffix(suffix.count)].elementsEqual(suffix)
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[folder.dropLast(suffix.count)]), as: UTF8.self)
    }

    /// `baseName(ofPath:)` of an ASCII path's bytes.
    private static func asciiBaseName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let name = lastComponents(of: bytes).name
        let dot = name.last { bytes[$0] == UInt8(ascii: ".") }
        let baseName = dot.map { $0 == name.lowerBound ? name : name.lowerBound..<$0 } ?? name
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[baseName]), as: UTF8.self)
    }

    /// `lastComponents(of:)` on a path's bytes, as byte ranges.
    private static func lastComponents(
        of bytes: UnsafeBufferPointer<UInt8>
    ) -> (name: Range<Int>, folder: Range<Int>?) {
        var name: Range<Int>?
        var end = bytes.count
        while end > 0 {
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            if start < end {
                if let name { return (name, start..<end) }
                name = start..<end
            }
            end = start > 0 ? start - 1 : 0
        }
        return (name ?? 0..<bytes.count, nil)
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
