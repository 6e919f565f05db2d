import GenCore

// MARK: - InputDiscovery

/// Turns the paths a user named into the input files: folders are searched recursively, symbolic links are followed
/// with cycle detection, excluded, hidden or irrelevant entries are skipped, and every file found is read.
public struct InputDiscovery: Sendable {
    /// Folder name extensions that never hold inputs and are not searched.
    static let skippedBundleExtensions = ["xcodeproj", "xcworkspace"].map { Array($0.utf8) }

    /// Patterns of files and folders to leave out.
    public var excludes: [GlobPattern]
    /// The path of a file that is never an input (the output file), recognised by its identity, whatever the spelling
    /// it is reached under.
    public var ignoredPath: String?

    /// Creates a discovery that leaves out `excludes` and the file at `ignoredPath`.
    public init(excludes: [GlobPattern] = [], ignoredPath: String? = nil) {
        self.excludes = excludes
        self.ignoredPath = ignoredPath
    }

    // MARK: - Finding

    /// The input file paths below `paths`, sorted byte-wise, and the problems met; a file reached under two
    /// spellings is there twice (`discover(_:)` reads each file once).
    public func findFiles(_ paths: [String]) -> (paths: [String], diagnostics: [Diagnostic]) {
        var walk = Walk(discovery: self)
        for root in paths { walk.visitRoot(root) }
        var reported = Set<Diagnostic>()
        let diagnostics = walk.diagnostics.filter { reported.insert($0).inserted }
        // Each folder's entries are visited in name order, so the paths are mostly in byte order already; they are
        // sorted only when a folder's name is a prefix of a file's beside it (`Cells/…` after `Cells.swift`).
        return (Self.inPathOrder(walk.found), diagnostics)
    }

    /// `paths` in byte order: as they are when they are in that order already, else sorted.
    static func inPathOrder(_ paths: [String]) -> [String] {
        let isSorted = paths.indices.dropFirst().allSatisfy { !precedes(paths[$0], paths[$0 - 1]) }
        return isSorted ? paths : paths.sorted(by: precedes)
    }

    /// Whether `path` comes before `other` byte-wise (on their contiguous bytes, which a path read or joined has).
    static func precedes(_ path: String, _ other: String) -> Bool {
        let contiguous = path.utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { bytes.lexicographicallyPrecedes($0) }
        }
        return contiguous.flatMap { $0 } ?? path.utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// Finds the input files below `paths` and reads them, on all cores: each file once (the first of the spellings
    /// that lead to it, by its identity), never the ignored file.
    ///
    /// A named input file (the build plugin names every input) is read at once, without the `stat` a walk makes
    /// first: opening it tells whether it is a regular file. The other paths, and a named file that turns out to be
    /// anything else or cannot be opened, are walked (`findFiles(_:)`), and the walk says why.
    ///
    /// With `surveying`, each Swift file is surveyed for the generator's selection as soon as it is read
    /// (`SourceSurvey`), and handed over as `surveyedSwiftFiles`, its scan or its words and not its bytes: the bytes
    /// of the many files no run needs are not kept while the others are read.
    public func discover(_ paths: [String], surveying: Bool = false) -> DiscoveredInputs {
        discover(paths, surveying: surveying, recordingObjectiveC: nil)
    }

    /// `discover(_:surveying:)`, recording the Objective-C members of the Swift files it scans when
    /// `recordingObjectiveC`, or, when `nil`, when the inputs hold XIBs or storyboards.
    private func discover(_ paths: [String], surveying: Bool, recordingObjectiveC known: Bool?) -> DiscoveredInputs {
        let isNamedInput = paths.map { path in
            let name = Self.lastComponent(of: path)
            return Self.isInputName(name) && !isExcluded(name: name, path: path, relativePath: path)
        }
        // Both lists of files are read in byte order of their paths, so that their reads are merged in that order.
        let named = Self.inPathOrder(paths.indices.filter { isNamedInput[$0] }.map { paths[$0] })
        let (walked, walkDiagnostics) = findFiles(paths.indices.filter { !isNamedInput[$0] }.map { paths[$0] })
        // The connection checks need the Objective-C members of the classes when there are XIBs or storyboards.
        let recordingObjectiveC =
            known ?? [named, walked].contains { $0.contains { !Self.hasExtension($0, "swift") } }
        let namedReads = Parallel.map(named) { path in
            FileSystem.readRegularFile(path).map { read in
                read.map { Self.readInput(path, $0, surveying: surveying, recordingObjectiveC: recordingObjectiveC) }
            }
        }
        let unread = named.indices.filter { namedReads[$0] == nil }.map { named[$0] }
        let (found, foundDiagnostics) = unread.isEmpty ? ([], []) : findFiles(unread)
        if known == nil, !recordingObjectiveC, found.contains(where: { !Self.hasExtension($0, "swift") }) {
            // A named "file" was a folder of XIBs or storyboards: the Swift files are read again, recording.
            return discover(paths, surveying: surveying, recordingObjectiveC: true)
        }
        let searched = found.isEmpty ? walked : Self.inPathOrder(walked + found)
        let searchedReads = Parallel.map(searched) { path in
            FileSystem.readFile(path).map {
                Self.readInput(path, $0, surveying: surveying, recordingObjectiveC: recordingObjectiveC)
            }
        }
        var reported = Set<Diagnostic>()
        return merged(
            (named, namedReads), (searched, searchedReads),
            diagnostics: (walkDiagnostics + foundDiagnostics).filter { reported.insert($0).inserted })
    }

    /// The inputs of the reads of the named files (`nil` for one not read, as it was walked) and of the files found
    /// below the named paths, both in byte order of their paths: taken in that order, as a single walk of every path
    /// gives them, each file once, never the ignored file.
    private func merged(
        _ named: (paths: [String], reads: [Result<ReadInput, FileSystemError>?]),
        _ searched: (paths: [String], reads: [Result<ReadInput, FileSystemError>]),
        diagnostics: [Diagnostic]
    ) -> DiscoveredInputs {
        var inputs = DiscoveredInputs(diagnostics: diagnostics)
        let ignored = ignoredPath.flatMap { try? FileSystem.status($0, followingLinks: true).get().identity }
        var seen = Set<FileSystem.Identity>(minimumCapacity: named.paths.count + searched.paths.count)
        func take(_ path: String, _ result: Result<ReadInput, FileSystemError>) {
            switch result {
            case .failure(let error):
                inputs.diagnostics.append(Diagnostic(.error, "cannot read '\(path)': \(error.reason)", at: nil))
            case .success(let read):
                guard read.identity != ignored, seen.insert(read.identity).inserted else { return }
                switch read.contents {
                case .surveyed(let surveyed): inputs.surveyedSwiftFiles.append(surveyed)
                case .swift(let file): inputs.swiftFiles.append(file)
                case .interface(let file): inputs.interfaceFiles.append(file)
                }
            }
        }
        var nextNamed = 0
        var nextSearched = 0
        while true {
            // A named file that was not read was walked: it is among the searched ones.
            while nextNamed < named.paths.count, named.reads[nextNamed] == nil { nextNamed += 1 }
            if nextNamed < named.paths.count, let read = named.reads[nextNamed],
                nextSearched == searched.paths.count
                    || !Self.precedes(searched.paths[nextSearched], named.paths[nextNamed])
            {
                take(named.paths[nextNamed], read)
                nextNamed += 1
            } else if nextSearched < searched.paths.count {
                take(searched.paths[nextSearched], searched.reads[nextSearched])
                nextSearched += 1
            } else {
                return inputs
            }
        }
    }

    /// What is kept of a file read: a Swift file surveyed as it is read (`surveying`), else its bytes by kind.
    private static func readInput(
        _ path: String, _ read: (bytes: [UInt8], identity: FileSystem.Identity), surveying: Bool,
        recordingObjectiveC: Bool
    ) -> ReadInput {
        let file = InputFile(path: path, bytes: read.bytes)
        guard hasExtension(path, "swift") else { return ReadInput(identity: read.identity, contents: .interface(file)) }
        guard surveying else { return ReadInput(identity: read.identity, contents: .swift(file)) }
        let survey = SourceSurvey(file, recordingObjectiveC: recordingObjectiveC)
        return ReadInput(identity: read.identity, contents: .surveyed(SurveyedFile(path: path, survey: survey)))
    }

    /// Reads a surveyed Swift file again, for the generator's later rounds (`GenerationInput.reread`).
    public static func reread(_ path: String) -> Result<[UInt8], ReadFailure> {
        FileSystem.readFile(path).map(\.bytes).mapError { ReadFailure(reason: $0.reason) }
    }

    // MARK: - Names

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
        return name.withUTF8 { bytes in inputExtensions.contains { hasExtension(bytes, $0) } }
    }

    /// `isInputName(_:)` on a name's bytes, as a folder listing gives them: most entries of a folder are tested.
    static func isInputName(_ name: [UInt8]) -> Bool {
        inputExtensions.contains { hasExtension(name, $0) }
    }

    /// Whether `name` ends with `.` and `fileExtension` and has something before the dot, compared byte-wise (on
    /// the name's contiguous bytes: every input's path is tested).
    static func hasExtension(_ name: String, _ fileExtension: String) -> Bool {
        var name = name
        return name.withUTF8 { hasExtension($0, fileExtension.utf8) }
    }

    /// `hasExtension(_:_:)` on bytes.
    static func hasExtension(_ name: some BidirectionalCollection<UInt8>, _ fileExtension: some Collection<UInt8>)
        -> Bool
    {
        guard name.count > fileExtension.count + 1 else { return false }
        let dot = name.index(name.endIndex, offsetBy: -fileExtension.count - 1)
        return name[dot] == UInt8(ascii: ".") && name[name.index(after: dot)...].elementsEqual(fileExtension)
    }

    /// The input extensions' bytes.
    private static let inputExtensions = InputFileKind.extensions.map { Array($0.utf8) }

    /// The last component of a path as the user gave it: `Cell.swift` for `Sources/Cell.swift`, `Sources` for
    /// `Sources/`, the path itself when it has no `/` (or is only slashes). Read on the UTF-8 view: a build plugin
    /// names every input.
    static func lastComponent(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return String(decoding: bytes, as: UTF8.self) }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// `folder/name` (`name` in `.`).
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
