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
    /// found every file once and in order, as it does but through links or paths named out of order).
    private func findAndRead<Value>(
        _ paths: [String], _ body: @escaping @Sendable (FileReader, [String]) -> Value
    ) -> (runs: [Value], order: [Int]?, diagnostics: [Diagnostic]) {
        let runs = PathRuns<Value>(runLength: Self.filesPerTask)
        let readers = (1..<max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)).map { _ in
            StartedThread { runs.read(body) }
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
        for reader in readers { reader.join() }
        let (positions, diagnostics) = walk.ordered(namedPaths: paths.count)
        let isInOrder = positions.count == walk.found.count && walk.isSorted
        let values = runs.values()
        // The thousands of paths the walk and the runs hold are freed on another core.
        var found: [FoundFile] = []
        swap(&found, &walk.found)
        Garbage.releaseElsewhere((found, runs))
        return (values, isInOrder ? nil : positions, diagnostics)
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
