#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

extension InputDiscovery {
    // MARK: - Walk

    /// The mutable state of one search: files found so far and diagnostics.
    struct Walk {
        let discovery: InputDiscovery
        var found: [FoundFile] = []
        var diagnostics: [Diagnostic] = []
        /// Whether the walk followed a symbolic link, through which it may find a file twice.
        var hasFollowedLink = false
        /// Whether `found` is sorted byte-wise: the walk takes each folder's entries in byte order, which is the
        /// paths' order unless a name continues another with a byte below `/` (`a/x` after `a-b`).
        private(set) var isSorted = true
        /// Where the walk hands the paths it finds, a run of `runLength` at a time, when reading goes on while it
        /// walks (`findAndRead`); such a walk searches on one core.
        var handOver: (runLength: Int, add: ([String]) -> Void)?
        /// How many of `found` were handed over.
        private var handedOver = 0
        /// The folder of the last file named (files named one after another share folders).
        private var lastFolder: NamedFolder?
        /// Which file each file named one by one is, while every path named is a regular file (`nil` after any
        /// other): when no two are the same file, none was named twice, and the search's order needs no canonical
        /// path (`ordered(namedPaths:)`).
        private var namedFileIdentities: [PathOperations.FileIdentity]? = []

        init(discovery: InputDiscovery) {
            self.discovery = discovery
        }

        mutating func visitRoot(_ root: String) {
            let endsWithSlash = root.utf8.last == UInt8(ascii: "/")
            let (written, name) = PathOperations.split(
                endsWithSlash && root.utf8.count > 1 ? String(root.dropLast()) : root)
            if discovery.isExcluded(name: name, path: root, relativePath: root) { return }
            // A regular file, which the build plugin names by the thousand, is told by one look at its name in its
            // folder; anything else (a folder, a link, nothing) is looked at again, following links.
            let folder = endsWithSlash ? nil : namedFolder(written ?? ".").map { (folder: $0, name: name) }
            let entry = folder.map { $0.folder.entry(of: $0.name, at: root) } ?? PathOperations.entry(root)
            let entryKind = entry?.kind
            switch entryKind == .file ? .success(.file) : PathOperations.resolvedKind(root) {
            case .failure(let error):
                let isLink = entryKind == .symbolicLink
                report(.error, "cannot read '\(root)': \(isLink ? linkProblem(root, error) : error.reason)")
            case .success(.directory):
                namedFileIdentities = nil
                switch PathOperations.realPath(root) {
                case .success(let real):
                    visitDirectory(root, relativePath: "", real: real, chain: [], spreading: handOver == nil)
                case .failure(let error): report(.error, "cannot read directory '\(root)': \(error.reason)")
                }
            case .success(.file):
                if !InputDiscovery.isInputName(name) {
                    report(.note, "ignoring '\(root)': not a \(InputFileKind.spelledOut) file")
                } else if let entry, entry.kind == .file, let folder {
                    // A regular file's canonical path is its folder's and its name.
                    let file = FoundFile(display: root, folderReal: folder.folder.real, name: folder.name)
                    if !file.isReal(discovery.ignoredRealPath) {
                        add(file)
                        namedFileIdentities?.append(entry.identity)
                    }
                } else {
                    namedFileIdentities = nil
                    addFile(root)
                }
            case .success:
                report(.note, "ignoring '\(root)': not a regular file or directory")
            }
        }

        /// Visits the entries of a directory in name order. With `spreading` (a folder the user named), its
        /// subfolders are searched on all cores, each by a walk of its own, and what they find is taken in the
        /// entries' order, so the result is the one a single walk gives.
        private mutating func visitDirectory(
            _ path: String, relativePath: String, real: String, chain: [String], spreading: Bool = false
        ) {
            let entries: [(name: [UInt8], kind: PathOperations.EntryKind?)]
            switch PathOperations.directoryEntries(path) {
            case .success(let found): entries = Self.inSearchOrder(found, in: path)
            case .failure(let error):
                report(.error, "cannot read directory '\(path)': \(error.reason)")
                return
            }
            let chain = chain + [real]
            var children: [Child] = []
            for (bytes, kind) in entries where bytes.first != UInt8(ascii: ".") {
                // Most names are ASCII, valid UTF-8 as they are: only the others are validated (the costlier way).
                let isASCII = bytes.allSatisfy { $0 < 0x80 }
                guard
                    let name = isASCII
                        ? String(decoding: bytes, as: UTF8.self) : String(validUTF8: bytes)
                else {
                    let shown = InputDiscovery.join(path, String(decoding: bytes, as: UTF8.self))
                    report(.warning, "skipping '\(shown)': its name is not valid UTF-8")
                    continue
                }
                // A regular file that is not an input is left here (`visitEntry` would find nothing in it).
                if kind == .file, !InputDiscovery.isInputName(bytes) { continue }
                let child = InputDiscovery.join(path, name)
                // The relative path only serves `--exclude` patterns: without any, it is not made.
                let childRelative =
                    discovery.excludes.isEmpty ? "" : relativePath.isEmpty ? name : relativePath + "/" + name
                if discovery.isExcluded(name: name, path: child, relativePath: childRelative) { continue }
                children.append(Child(path: child, name: name, kind: kind, relativePath: childRelative))
            }
            guard spreading, children.count(where: { $0.kind == .directory }) > 1 else {
                for child in children {
                    visitEntry(
                        child.path, name: child.name, kind: child.kind, relativePath: child.relativePath, chain: chain)
                }
                return
            }
            let discovery = self.discovery
            let walks = Parallel.map(children) { child in
                var walk = Walk(discovery: discovery)
                walk.visitEntry(
                    child.path, name: child.name, kind: child.kind, relativePath: child.relativePath, chain: chain)
                return walk
            }
            for walk in walks {
                if isSorted, let last = found.last, let first = walk.found.first {
                    isSorted = !PathOperations.precedes(first.display, last.display)
                }
                isSorted = isSorted && walk.isSorted
                found += walk.found
                diagnostics += walk.diagnostics
                hasFollowedLink = hasFollowedLink || walk.hasFollowedLink
            }
        }

        /// A folder's entries in the order of the paths the walk makes of them, so that it finds its files sorted
        /// byte-wise: each name compares as it stands in those paths, a folder's with the `/` that follows it
        /// (`View+Cell.swift` comes before `View/Cell.swift`, as `+` is below `/`). Whether a symbolic link or an entry
        /// of unknown kind leads to a folder is asked of the file system.
        private static func inSearchOrder(
            _ entries: [(name: [UInt8], kind: PathOperations.EntryKind?)], in folder: String
        ) -> [(name: [UInt8], kind: PathOperations.EntryKind?)] {
            let keys = entries.map { entry -> [UInt8] in
                let isFolder =
                    switch entry.kind {
                    case .directory: true
                    case .file, .other: false
                    case .symbolicLink, nil:
                        (try? PathOperations.resolvedKind(
                            InputDiscovery.join(folder, String(decoding: entry.name, as: UTF8.self))
                        ).get()) == .directory
                    }
                return isFolder ? entry.name + [UInt8(ascii: "/")] : entry.name
            }
            return entries.indices.sorted { PathOperations.precedes(keys[$0], keys[$1]) }.map { entries[$0] }
        }

        /// An entry of a directory being visited.
        private struct Child: Sendable {
            let path: String
            let name: String
            let kind: PathOperations.EntryKind?
            let relativePath: String
        }

        /// Visits a directory entry whose kind (not following a final symbolic link) is `kind` when the directory
        /// listing told it.
        private mutating func visitEntry(
            _ path: String, name: String, kind: PathOperations.EntryKind?, relativePath: String, chain: [String]
        ) {
            let entryKind = kind ?? PathOperations.entryKind(path)
            // Fast path, for all but symbolic links: the directory listing (or `lstat`) tells the kind, and the
            // canonical path is the folder's (already canonical) plus the name, so neither `stat` nor `realpath` is needed.
            if let folderReal = chain.last, let kind = entryKind, kind != .symbolicLink {
                switch kind {
                case .directory:
                    if InputDiscovery.skippedBundleExtensions.contains(where: { InputDiscovery.hasExtension(name, $0) })
                    {
                        return
                    }
                    visitDirectory(
                        path, relativePath: relativePath, real: InputDiscovery.join(folderReal, name), chain: chain)
                case .file:
                    // The canonical path is joined only when it is needed (`FoundFile`).
                    let file = FoundFile(display: path, folderReal: folderReal, name: name)
                    if InputDiscovery.isInputName(name), !file.isReal(discovery.ignoredRealPath) { add(file) }
                case .symbolicLink, .other:
                    return
                }
                return
            }
            let isLink = entryKind == .symbolicLink
            if isLink { hasFollowedLink = true }
            switch PathOperations.resolvedKind(path) {
            case .failure(let error):
                report(
                    isLink ? .warning : .error,
                    "\(isLink ? "skipping" : "cannot read") '\(path)': \(linkProblem(path, error))")
            case .success(.directory):
                if InputDiscovery.skippedBundleExtensions.contains(where: { InputDiscovery.hasExtension(name, $0) }) {
                    return
                }
                let real: String
                switch PathOperations.realPath(path) {
                case .success(let resolved): real = resolved
                case .failure(let error):
                    report(.error, "cannot read directory '\(path)': \(error.reason)")
                    return
                }
                if isLink, chain.contains(where: { Self.isAncestor(real, of: $0) }) {
                    report(.warning, "skipping '\(path)': symbolic link forms a cycle")
                    return
                }
                visitDirectory(path, relativePath: relativePath, real: real, chain: chain)
            case .success(.file):
                if InputDiscovery.isInputName(name) { addFile(path) }
            case .success:
                return
            }
        }

        /// Adds a file reached through a symbolic link, or named in a folder whose canonical path is not known.
        private mutating func addFile(_ path: String) {
            switch PathOperations.realPath(path) {
            case .success(let real):
                if real != discovery.ignoredRealPath { add(FoundFile(display: path, real: real)) }
            case .failure(let error):
                report(.error, "cannot read '\(path)': \(error.reason)")
            }
        }

        /// The folder, as written, of a path a user named: the last one's when it is the same; `nil` when its
        /// canonical path cannot be found.
        private mutating func namedFolder(_ written: String) -> NamedFolder? {
            if written != lastFolder?.written { lastFolder = NamedFolder(written) }
            return lastFolder
        }

        /// Adds a file found, and hands the paths found since the last hand-over to `handOver` once they fill a run.
        private mutating func add(_ file: FoundFile) {
            if isSorted, let last = found.last, PathOperations.precedes(file.display, last.display) { isSorted = false }
            found.append(file)
            guard let handOver, found.count - handedOver >= handOver.runLength else { return }
            handOverRest()
        }

        /// Hands every path found since the last hand-over to `handOver`.
        mutating func handOverRest() {
            guard let handOver, found.count > handedOver else { return }
            handOver.add(found[handedOver...].map(\.display))
            handedOver = found.count
        }

        /// The positions in `found` of the files in the search's order (sorted byte-wise, each file once) and the
        /// diagnostics, each once; `namedPaths` is how many paths the user named.
        func ordered(namedPaths: Int) -> (positions: [Int], diagnostics: [Diagnostic]) {
            var order = Array(found.indices)
            if !isSorted {
                // Comparing each path's UTF-8 bytes made once.
                let keys = found.map { Array($0.display.utf8) }
                order.sort { PathOperations.precedes(keys[$0], keys[$1]) }
            }
            var reported = Set<Diagnostic>()
            let diagnostics = diagnostics.filter { reported.insert($0).inserted }
            // A file is found twice only through a symbolic link or under two of the paths named.
            guard hasFollowedLink || namedPaths > 1 else { return (order, diagnostics) }
            // Regular files named one by one, as the build plugin names them, all different files: none is there twice.
            if !hasFollowedLink, let identities = namedFileIdentities, Set(identities).count == identities.count {
                return (order, diagnostics)
            }
            var seen = Set<String>(minimumCapacity: order.count)
            return (order.filter { seen.insert(found[$0].real).inserted }, diagnostics)
        }

        private func linkProblem(_ path: String, _ error: FileSystemError) -> String {
            if error.code == ELOOP { return "symbolic link forms a cycle" }
            if error.code == ENOENT, let target = PathOperations.linkTarget(path) {
                return "dangling symbolic link to '\(target)'"
            }
            return error.reason
        }

        private mutating func report(_ severity: Severity, _ message: String) {
            diagnostics.append(Diagnostic(severity, message, at: nil))
        }

        private static func isAncestor(_ candidate: String, of path: String) -> Bool {
            candidate == path || candidate == "/" || path.hasPrefix(candidate + "/")
        }
    }
}
