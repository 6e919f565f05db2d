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
                case .success(let real): visitDirectory(root, relativePath: "", chain: [real], spreading: true)
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

        /// Visits the entries of a directory in name order; `chain` holds the canonical paths of the folders it is in,
        /// itself last, so that a symbolic link to one of them or to a folder above them is a cycle.
        ///
        /// With `spreading` (the folder a user named), the entries are visited on all cores, each into a walk of its
        /// own, and the walks are joined in name order: the subfolders hold most of the listing work.
        private mutating func visitDirectory(
            _ path: String, relativePath: String, chain: [String], spreading: Bool = false
        ) {
            let entries: [Entry]
            switch FileSystem.directoryEntries(path) {
            case .success(let listed):
                entries = listed.filter { $0.name.first != UInt8(ascii: ".") }
                    .sorted { $0.name.lexicographicallyPrecedes($1.name) }
            case .failure(let error):
                report(.error, "cannot read directory '\(path)': \(error.reason)")
                return
            }
            guard spreading else {
                for entry in entries { visitListed(entry, in: path, relativePath: relativePath, chain: chain) }
                return
            }
            let discovery = discovery
            let walks = Parallel.map(entries) { entry in
                var walk = Walk(discovery: discovery)
                walk.visitListed(entry, in: path, relativePath: relativePath, chain: chain)
                return walk
            }
            for walk in walks {
                found += walk.found
                diagnostics += walk.diagnostics
            }
        }

        /// A folder's entry as listed: its name's bytes, and its kind when the listing tells it.
        typealias Entry = (name: [UInt8], kind: FileSystem.Kind?)

        /// Visits an entry of the folder `path`, whose listing gave its name and maybe its kind.
        private mutating func visitListed(_ entry: Entry, in path: String, relativePath: String, chain: [String]) {
            let (bytes, kind) = entry
            // A regular file that is not an input is passed over without a look.
            if kind == .file, !InputDiscovery.isInputName(bytes) { return }
            guard let name = String(validUTF8: bytes) else {
                let shown = InputDiscovery.join(path, String(decoding: bytes, as: UTF8.self))
                report(.warning, "skipping '\(shown)': its name is not valid UTF-8")
                return
            }
            let child = InputDiscovery.join(path, name)
            // Relative paths serve only the excludes.
            let childRelative =
                discovery.excludes.isEmpty ? "" : relativePath.isEmpty ? name : relativePath + "/" + name
            if discovery.isExcluded(name: name, path: child, relativePath: childRelative) { return }
            visitEntry(child, name: bytes, kind: kind, relativePath: childRelative, chain: chain)
        }

        /// Visits a directory entry whose kind the listing told (without following a final symbolic link), if it did.
        private mutating func visitEntry(
            _ path: String, name: [UInt8], kind: FileSystem.Kind?, relativePath: String, chain: [String]
        ) {
            let isBundle = InputDiscovery.skippedBundleExtensions.contains { InputDiscovery.hasExtension(name, $0) }
            switch kind {
            case .file:
                found.append(path)
                return
            case .directory:
                // Not a link: its canonical path is its folder's and its name.
                if !isBundle {
                    let real = join(chain, String(decoding: name, as: UTF8.self))
                    visitDirectory(path, relativePath: relativePath, chain: chain + [real])
                }
                return
            case .other:
                return
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
                guard !isBundle else { return }
                switch FileSystem.realPath(path) {
                case .success(let real) where chain.contains(where: { Self.isAncestor(real, of: $0) }):
                    report(.warning, "skipping '\(path)': symbolic link forms a cycle")
                case .success(let real): visitDirectory(path, relativePath: relativePath, chain: chain + [real])
                case .failure(let error): report(.error, "cannot read directory '\(path)': \(error.reason)")
                }
            case .success(.file):
                if InputDiscovery.isInputName(name) { found.append(path) }
            case .success:
                return
            }
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
