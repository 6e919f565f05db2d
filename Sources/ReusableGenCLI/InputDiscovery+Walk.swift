import GenCore

extension InputDiscovery {
    // MARK: - Walk

    /// The mutable state of one search: the input paths found so far, each folder's in name order, and diagnostics.
    struct Walk {
        let discovery: InputDiscovery
        var found: [String] = []
        var diagnostics: [Diagnostic] = []

        init(discovery: InputDiscovery) {
            self.discovery = discovery
        }

        /// Visits a path the user named: a file is taken when it has an input extension, a folder is searched.
        mutating func visitRoot(_ root: String) {
            let name = InputDiscovery.lastComponent(of: root)
            if discovery.isExcluded(name: name, path: root, relativePath: root) { return }
            switch FileSystem.status(root, followingLinks: true) {
            case .failure(let error):
                // Whether the path is a link is asked only here: the build plugin names every input, one `stat` each.
                let isLink = (try? FileSystem.status(root, followingLinks: false).get().kind) == .symbolicLink
                report(.error, "cannot read '\(root)': \(isLink ? linkProblem(root, error) : error.reason)")
            case .success((.directory, _)):
                switch FileSystem.realPath(root) {
                case .success(let real): searchSpreading(Folder(path: root, relativePath: "", chain: [real]))
                case .failure(let error): report(.error, "cannot read directory '\(root)': \(error.reason)")
                }
            case .success((.file, _)):
                if InputDiscovery.isInputName(name) {
                    found.append(root)
                } else {
                    report(.note, "ignoring '\(root)': not a \(InputFileKind.spelledOut) file")
                }
            case .success:
                report(.note, "ignoring '\(root)': not a regular file or directory")
            }
        }

        /// A folder to search: its path as displayed, its path relative to the folder the user named, and the
        /// canonical paths of the folders it is in, itself last, so that a symbolic link to one of them or to a folder
        /// above them is a cycle.
        struct Folder: Sendable {
            let path: String
            let relativePath: String
            let chain: [String]
            /// What an entry's name follows in its path: `path/` (nothing in `.`), made once for all the entries.
            let entryPrefix: String

            init(path: String, relativePath: String, chain: [String]) {
                self.path = path
                self.relativePath = relativePath
                self.chain = chain
                entryPrefix = InputDiscovery.join(path, "")
            }
        }

        /// A folder's entry as listed: its name's bytes, and its kind when the listing tells it.
        typealias Entry = (name: [UInt8], kind: FileSystem.Kind?)

        /// Searches the folder a user named: its entries are visited on all cores, each into a walk of its own, and the
        /// walks are joined in name order (the subfolders hold most of the listing work).
        private mutating func searchSpreading(_ folder: Folder) {
            guard let entries = list(folder) else { return }
            let discovery = discovery
            let walks = Parallel.map(entries) { entry in
                var walk = Walk(discovery: discovery)
                if let subfolder = walk.visitListed(entry, in: folder) { walk.search(subfolder) }
                return walk
            }
            for walk in walks {
                found += walk.found
                diagnostics += walk.diagnostics
            }
        }

        /// Searches a folder and every folder below it, depth first, each folder's entries in name order. The folders
        /// being searched are a list rather than nested calls, so that no tree, however deep, runs out of stack.
        private mutating func search(_ folder: Folder) {
            guard let entries = list(folder) else { return }
            // The folder being read, and the folders it is in with where each stands.
            var current = (folder: folder, entries: entries, next: 0)
            var outer: [(folder: Folder, entries: [Entry], next: Int)] = []
            while true {
                guard current.next < current.entries.count else {
                    guard let parent = outer.popLast() else { return }
                    current = parent
                    continue
                }
                let entry = current.entries[current.next]
                current.next += 1
                if let subfolder = visitListed(entry, in: current.folder), let listed = list(subfolder) {
                    outer.append(current)
                    current = (subfolder, listed, 0)
                }
            }
        }

        /// A folder's visible entries (no name starting with `.`) in name order, or `nil` after reporting why it
        /// cannot be read.
        private mutating func list(_ folder: Folder) -> [Entry]? {
            switch FileSystem.directoryEntries(folder.path) {
            case .success(let listed):
                return listed.filter { $0.name.first != UInt8(ascii: ".") }.sorted { entry, other in
                    entry.name.withUnsafeBufferPointer { name in
                        other.name.withUnsafeBufferPointer { name.lexicographicallyPrecedes($0) }
                    }
                }
            case .failure(let error):
                report(.error, "cannot read directory '\(folder.path)': \(error.reason)")
                return nil
            }
        }

        /// Visits an entry of `folder`, whose listing gave its name and maybe its kind: the folder to search when it
        /// is one.
        private mutating func visitListed(_ entry: Entry, in folder: Folder) -> Folder? {
            let (bytes, kind) = entry
            // A regular file that is not an input is passed over without a look.
            if kind == .file, !InputDiscovery.isInputName(bytes) { return nil }
            guard let name = String(validUTF8: bytes) else {
                let shown = InputDiscovery.join(folder.path, String(decoding: bytes, as: UTF8.self))
                report(.warning, "skipping '\(shown)': its name is not valid UTF-8")
                return nil
            }
            let child = folder.entryPrefix + name
            // Relative paths serve only the excludes.
            let relativePath = folder.relativePath
            let childRelative =
                discovery.excludes.isEmpty ? "" : relativePath.isEmpty ? name : relativePath + "/" + name
            if discovery.isExcluded(name: name, path: child, relativePath: childRelative) { return nil }
            return visitEntry(child, name: bytes, kind: kind, relativePath: childRelative, chain: folder.chain)
        }

        /// Visits a directory entry whose kind the listing told (without following a final symbolic link), if it did:
        /// a file is taken, a folder is returned to be searched.
        private mutating func visitEntry(
            _ path: String, name: [UInt8], kind: FileSystem.Kind?, relativePath: String, chain: [String]
        ) -> Folder? {
            var isBundle: Bool {
                InputDiscovery.skippedBundleExtensions.contains { InputDiscovery.hasExtension(name, $0) }
            }
            switch kind {
            case .file:
                found.append(path)
                return nil
            case .directory:
                // Not a link: its canonical path is its folder's and its name.
                guard !isBundle else { return nil }
                let real = join(chain, String(decoding: name, as: UTF8.self))
                return Folder(path: path, relativePath: relativePath, chain: chain + [real])
            case .other:
                return nil
            case .symbolicLink, nil:
                break
            }
            let isLink = kind == .symbolicLink
            switch FileSystem.status(path, followingLinks: true).map(\.kind) {
            case .failure(let error):
                report(
                    isLink ? .warning : .error,
                    "\(isLink ? "skipping" : "cannot read") '\(path)': \(linkProblem(path, error))")
            case .success(.directory):
                guard !isBundle else { return nil }
                switch FileSystem.realPath(path) {
                case .success(let real) where chain.contains(where: { Self.isAncestor(real, of: $0) }):
                    report(.warning, "skipping '\(path)': symbolic link forms a cycle")
                case .success(let real): return Folder(path: path, relativePath: relativePath, chain: chain + [real])
                case .failure(let error): report(.error, "cannot read directory '\(path)': \(error.reason)")
                }
            case .success(.file):
                if InputDiscovery.isInputName(name) { found.append(path) }
            case .success:
                break
            }
            return nil
        }

        /// The canonical path of the entry `name` of the last folder of `chain`.
        private func join(_ chain: [String], _ name: String) -> String {
            InputDiscovery.join(chain.last ?? ".", name)
        }

        private static func isAncestor(_ candidate: String, of path: String) -> Bool {
            candidate == path || candidate == "/" || path.hasPrefix(candidate + "/")
        }

        private func linkProblem(_ path: String, _ error: FileSystemError) -> String {
            if error.isLinkLoop { return "symbolic link forms a cycle" }
            if error.isMissing, let target = FileSystem.linkTarget(path) {
                return "dangling symbolic link to '\(target)'"
            }
            return error.reason
        }

        private mutating func report(_ severity: Severity, _ message: String) {
            diagnostics.append(Diagnostic(severity, message, at: nil))
        }
    }
}
