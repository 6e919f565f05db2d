import Foundation
import GenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - InputDiscovery

/// Turns the paths a user named into the sorted list of input files: folders are searched recursively,
/// symbolic links are followed with cycle detection, and excluded, hidden or irrelevant entries are skipped.
public struct InputDiscovery: Sendable {
    /// Folder name extensions that never hold inputs and are not searched.
    static let skippedBundleExtensions = ["xcodeproj", "xcworkspace"]

    /// Patterns of files and folders to leave out.
    public var excludes: [GlobPattern]
    /// The canonical path of a file that is never an input (the output file).
    public var ignoredRealPath: String?

    /// Creates a discovery that leaves out `excludes` and the file at `ignoredRealPath`.
    public init(excludes: [GlobPattern] = [], ignoredRealPath: String? = nil) {
        self.excludes = excludes
        self.ignoredRealPath = ignoredRealPath
    }

    // MARK: - Finding

    /// The input file paths below `paths`, sorted byte-wise, each file once, and the problems met.
    public func findFiles(_ paths: [String]) -> (paths: [String], diagnostics: [Diagnostic]) {
        var walk = Walk(discovery: self)
        for root in paths {
            walk.visitRoot(root)
        }
        let (positions, diagnostics) = walk.ordered(namedPaths: paths.count)
        return (positions.map { walk.found[$0].display }, diagnostics)
    }

    /// Finds the input files below `paths` as `findFiles(_:)` does and, while the walk goes on, hands them in runs to
    /// all cores, where `body` reads each run with a `FileReader`: the values of the runs in the walk's order, and
    /// the positions in the walk of the files in the search's order when that order is another (`nil` when the walk
    /// found every file once and in order, as it does unless it followed a link or searched several paths).
    private func findAndRead<Value>(
        _ paths: [String], _ body: @escaping @Sendable (FileReader, [String]) -> Value
    ) -> (runs: [Value], order: [Int]?, diagnostics: [Diagnostic]) {
        let runs = PathRuns<Value>(runLength: Self.filesPerTask)
        let readers = DispatchGroup()
        for _ in 1..<max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) {
            DispatchQueue.global().async(group: readers) { runs.read(body) }
        }
        // This thread walks (one walk: the readers keep the other cores busy), then reads what is left.
        var walk = Walk(discovery: self)
        walk.handOver = (Self.filesPerTask, { runs.add($0) })
        for root in paths {
            walk.visitRoot(root)
        }
        walk.handOverRest()
        runs.close()
        runs.read(body)
        readers.wait()
        let (positions, diagnostics) = walk.ordered(namedPaths: paths.count)
        let isInOrder = positions.count == walk.found.count && walk.isSorted
        return (runs.values(), isInOrder ? nil : positions, diagnostics)
    }

    /// Finds the input files below `paths` and reads them.
    public func discover(_ paths: [String]) -> DiscoveredInputs {
        discover(paths, scanning: false)
    }

    /// Finds and reads the inputs as `discover(_:)` does, and selects and scans the Swift files a run needs
    /// (`SourceSelection`): each file's words are read, and a file every run needs is scanned, in the task that
    /// reads it, so reading and scanning overlap on all cores; the result has `scannedFiles` instead of
    /// `swiftFiles`, and `interfacePaths` instead of `interfaceFiles` (`checkInterfaceFiles` reads them).
    public func discoverScanning(_ paths: [String]) -> DiscoveredInputs {
        discover(paths, scanning: true)
    }

    private func discover(_ paths: [String], scanning: Bool) -> DiscoveredInputs {
        // Reading (with the line index of IB files, or the words of Swift files and the scans of those every run
        // needs) runs on all cores while the walk goes on; the order stays the order found. A scanning run reads IB
        // files once the model is known (`checkInterfaceFiles`), and keeps the bytes of those that can concern it only.
        // Each reader sorts out its run's files itself, so that this thread handles runs, not thousands of files.
        let (read, order, diagnostics) = findAndRead(paths) { reader, run -> DiscoveredInputs.Run in
            var read = DiscoveredInputs.Run()
            for path in run {
                let isSwift = Self.hasExtension(path, "swift")
                if scanning, !isSwift {
                    read.places.append(.interfacePath(read.inputs.interfacePaths.count))
                    read.inputs.interfacePaths.append(path)
                    continue
                }
                let result = reader.withContents(of: path) { bytes in
                    if !isSwift {
                        read.places.append(.interfaceFile(read.inputs.interfaceFiles.count))
                        read.inputs.interfaceFiles.append(SourceFile(path: path, bytes: Array(bytes)))
                        return
                    }
                    read.inputs.swiftFileCount += 1
                    if !scanning {
                        read.places.append(.swiftFile(read.inputs.swiftFiles.count))
                        read.inputs.swiftFiles.append(SourceFile(path: path, bytes: Array(bytes)))
                    } else if let candidate = SourceCandidate(path: path, bytes: bytes) {
                        read.places.append(.candidate(read.candidates.count))
                        read.candidates.append(candidate)
                    } else {
                        read.places.append(.generatedFile)
                    }
                }
                if case .failure(let error) = result {
                    read.places.append(.unreadable(read.inputs.diagnostics.count))
                    read.inputs.diagnostics.append(Self.unreadable(path, error))
                }
            }
            return read
        }
        // A walk that followed a link or searched several paths may have found files twice or out of the search's
        // order: its runs are merged into one, in that order.
        let runs = order.map { [DiscoveredInputs.Run.merged(read, in: $0)] } ?? read
        var inputs = DiscoveredInputs(diagnostics: diagnostics)
        var candidates: [[SourceCandidate]] = []
        for run in runs {
            inputs.swiftFiles += run.inputs.swiftFiles
            inputs.swiftFileCount += run.inputs.swiftFileCount
            inputs.interfaceFiles += run.inputs.interfaceFiles
            inputs.interfacePaths += run.inputs.interfacePaths
            inputs.diagnostics += run.inputs.diagnostics
            if !run.candidates.isEmpty { candidates.append(run.candidates) }
        }
        if scanning {
            // A file selected in a later round is read again: its bytes were let go after its words were read.
            inputs.scannedFiles = SourceSelection.scan(runs: consume candidates) { _, path in
                PathOperations.readFile(path).mapError { Self.unreadable(path, $0) }
            }
        }
        return inputs
    }

    /// Reads the IB files at `paths`, now that the model is known, and cross-checks them (`InterfaceBuilderChecks`):
    /// `InterfaceBuilderPrefilter` decides on the bytes in the reader's buffer, and only the files it keeps are copied
    /// and read as XML. A file that cannot be read is an error, as in `discover(_:)`; when none can, nothing is
    /// cross-checked, as when there is no IB file.
    public static func checkInterfaceFiles(
        _ paths: [String], against model: Model, options: GenerationOptions
    ) -> [Diagnostic] {
        guard !paths.isEmpty else { return [] }
        let prefilter = InterfaceBuilderPrefilter(model: model)
        let read = readInRuns(paths) { reader, path in
            reader.withContents(of: path) { bytes in
                prefilter.mustRead(path: path, bytes: bytes) ? SourceFile(path: path, bytes: Array(bytes)) : nil
            }
        }
        var kept: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var isAnyRead = false
        for (path, result) in zip(paths, read) {
            switch result {
            case .success(let file):
                isAnyRead = true
                if let file { kept.append(file) }
            case .failure(let error):
                diagnostics.append(unreadable(path, error))
            }
        }
        guard isAnyRead else { return diagnostics }
        return diagnostics + InterfaceBuilderChecks.check(model, keptFiles: kept, options: options)
    }

    /// `body` of every path, on all cores: a run of `filesPerTask` paths after another in a task with one
    /// `FileReader`; the results are in the paths' order.
    private static func readInRuns<Value>(
        _ paths: [String], _ body: @Sendable (FileReader, String) -> Value
    ) -> [Value] {
        let runs = stride(from: 0, to: paths.count, by: filesPerTask).map {
            paths[$0..<min($0 + filesPerTask, paths.count)]
        }
        return Array(
            Parallel.map(runs) { run in
                let reader = FileReader()
                return run.map { body(reader, $0) }
            }.joined())
    }

    /// How many files, one after another, a reading task reads: enough to spare most of a task's cost, few enough
    /// to keep the cores busy to the end.
    static let filesPerTask = 32

    /// The error for a file that cannot be read: it names the file, which has no line to point at.
    private static func unreadable(_ path: String, _ error: FileSystemError) -> Diagnostic {
        Diagnostic(.error, "cannot read '\(path)': \(error.reason)", at: nil)
    }

    /// Whether an entry is left out by an `--exclude` pattern, given its name, its path as displayed and its
    /// path relative to the folder the user named.
    func isExcluded(name: String, path: String, relativePath: String) -> Bool {
        excludes.contains { pattern in
            if pattern.matchesNames { return pattern.matches(name) }
            return pattern.matches(path) || pattern.matches(relativePath)
        }
    }

    /// Whether a file name has one of the input extensions (and something before it).
    static func isInputName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isInputName($0) }
    }

    /// Whether a file name, as the bytes a directory lists, has one of the input extensions (and something before
    /// it): the directory walk asks before it makes a string of the name.
    static func isInputName(_ name: [UInt8]) -> Bool {
        name.withUnsafeBufferPointer { isInputName($0) }
    }

    /// `isInputName(_:)` of a name's bytes wherever they are stored.
    private static func isInputName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        inputExtensions.contains { fileExtension in
            name.count > fileExtension.count + 1 && name[name.count - fileExtension.count - 1] == UInt8(ascii: ".")
                && name[(name.count - fileExtension.count)...].elementsEqual(fileExtension)
        }
    }

    /// The input extensions' bytes.
    private static let inputExtensions = InputFileKind.extensions.map { Array($0.utf8) }

    /// Whether `name` ends with `.` and `fileExtension` and has something before the dot, compared byte-wise.
    static func hasExtension(_ name: String, _ fileExtension: String) -> Bool {
        var name = name
        var fileExtension = fileExtension
        return name.withUTF8 { nameBytes in
            fileExtension.withUTF8 { extensionBytes in
                let dot = nameBytes.count - extensionBytes.count - 1
                return dot > 0 && nameBytes[dot] == UInt8(ascii: ".")
                    && nameBytes[(dot + 1)...].elementsEqual(extensionBytes)
            }
        }
    }
}

extension InputDiscovery {
    // MARK: - Walk

    /// The mutable state of one search: files found so far and diagnostics.
    private struct Walk {
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

        init(discovery: InputDiscovery) {
            self.discovery = discovery
        }

        mutating func visitRoot(_ root: String) {
            let name = PathOperations.name(of: root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root)
            if discovery.isExcluded(name: name, path: root, relativePath: root) { return }
            switch PathOperations.resolvedKind(root) {
            case .failure(let error):
                let isLink = PathOperations.entryKind(root) == .symbolicLink
                report(.error, "cannot read '\(root)': \(isLink ? linkProblem(root, error) : error.reason)")
            case .success(.directory):
                switch PathOperations.realPath(root) {
                case .success(let real):
                    visitDirectory(root, relativePath: "", real: real, chain: [], spreading: handOver == nil)
                case .failure(let error): report(.error, "cannot read directory '\(root)': \(error.reason)")
                }
            case .success(.file):
                if InputDiscovery.isInputName(name) {
                    addFile(root)
                } else {
                    report(.note, "ignoring '\(root)': not a \(InputFileKind.spelledOut) file")
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
                        ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
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

        private mutating func addFile(_ path: String) {
            switch PathOperations.realPath(path) {
            case .success(let real):
                if real != discovery.ignoredRealPath { add(FoundFile(display: path, real: real)) }
            case .failure(let error):
                report(.error, "cannot read '\(path)': \(error.reason)")
            }
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
