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
        // The paths in up to 64 shares, each walked on its own, on all cores: the build plugin names every input,
        // each `stat`ed.
        let shareSize = max(1, (paths.count + 63) / 64)
        let shares = stride(from: 0, to: paths.count, by: shareSize).map {
            paths[$0..<min($0 + shareSize, paths.count)]
        }
        let walks = Parallel.map(shares) { share in
            var walk = Walk(discovery: self)
            for root in share { walk.visitRoot(root) }
            return walk
        }
        var walk = Walk(discovery: self)
        walk.found.reserveCapacity(walks.reduce(0) { $0 + $1.found.count })
        for rootWalk in walks {
            walk.found += rootWalk.found
            walk.diagnostics += rootWalk.diagnostics
        }
        var reported = Set<Diagnostic>()
        let diagnostics = walk.diagnostics.filter { reported.insert($0).inserted }
        // Each folder's entries are visited in name order, so the paths are mostly in byte order already; they are
        // sorted only when a folder's name is a prefix of a file's beside it (`Cells/…` after `Cells.swift`).
        let found = walk.found
        let isSorted = found.indices.dropFirst().allSatisfy { !Self.precedes(found[$0], found[$0 - 1]) }
        return (isSorted ? found : found.sorted(by: Self.precedes), diagnostics)
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
    /// With `surveying`, each Swift file is surveyed for the generator's selection as soon as it is read
    /// (`SourceSurvey`), and handed over as `surveyedSwiftFiles`, holding its bytes only if it was scanned: the bytes
    /// of the many files no run needs are not kept while the others are read.
    public func discover(_ paths: [String], surveying: Bool = false) -> DiscoveredInputs {
        let (found, diagnostics) = findFiles(paths)
        var inputs = DiscoveredInputs(diagnostics: diagnostics)
        let ignored = ignoredPath.flatMap { try? FileSystem.status($0, followingLinks: true).get().identity }
        // The connection checks need the Objective-C members of the classes when there are XIBs or storyboards.
        let recordingObjectiveC = found.contains { !Self.hasExtension($0, "swift") }
        let read = Parallel.map(found) { path -> Result<ReadInput, FileSystemError> in
            FileSystem.readFile(path).map { bytes, identity in
                let file = InputFile(path: path, bytes: bytes)
                guard Self.hasExtension(path, "swift") else {
                    return ReadInput(identity: identity, contents: .interface(file))
                }
                guard surveying else { return ReadInput(identity: identity, contents: .swift(file)) }
                let survey = SourceSurvey(file, recordingObjectiveC: recordingObjectiveC)
                return ReadInput(identity: identity, contents: .surveyed(SurveyedFile(path: path, survey: survey)))
            }
        }
        var seen = Set<FileSystem.Identity>(minimumCapacity: found.count)
        for (path, result) in zip(found, read) {
            switch result {
            case .failure(let error):
                inputs.diagnostics.append(Diagnostic(.error, "cannot read '\(path)': \(error.reason)", at: nil))
            case .success(let read):
                guard read.identity != ignored, seen.insert(read.identity).inserted else { continue }
                switch read.contents {
                case .surveyed(let surveyed): inputs.surveyedSwiftFiles.append(surveyed)
                case .swift(let file): inputs.swiftFiles.append(file)
                case .interface(let file): inputs.interfaceFiles.append(file)
                }
            }
        }
        return inputs
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
