// MARK: - FoundFile

extension InputDiscovery {
    /// A file a walk found: the path as the user will see it, and its canonical path, which only a walk that followed
    /// a symbolic link or searched several paths needs (to find each file once), so that it is joined from the
    /// canonical folder and the name only when asked for.
    struct FoundFile {
        /// The path as displayed.
        let display: String
        /// The canonical path, or the canonical folder when `name` is not empty.
        private let realOrFolder: String
        /// The file's name in `realOrFolder`, or empty when that is the canonical path itself.
        private let name: String

        /// A file whose canonical path is known.
        init(display: String, real: String) {
            self.display = display
            realOrFolder = real
            name = ""
        }

        /// A file named `name` in the canonical folder `folderReal`.
        init(display: String, folderReal: String, name: String) {
            self.display = display
            realOrFolder = folderReal
            self.name = name
        }

        /// The canonical path.
        var real: String {
            name.isEmpty ? realOrFolder : InputDiscovery.join(realOrFolder, name)
        }

        /// Whether the canonical path is `path`, told without joining it when the lengths differ.
        func isReal(_ path: String?) -> Bool {
            guard let path else { return false }
            guard !name.isEmpty, realOrFolder != "." else { return real == path }
            let slash = realOrFolder.utf8.last == UInt8(ascii: "/") ? 0 : 1
            return path.utf8.count == realOrFolder.utf8.count + slash + name.utf8.count && real == path
        }
    }

    /// `folder/name` (`name` in `.`).
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
