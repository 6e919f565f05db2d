// MARK: - SourceSelection

/// Scans the Swift files that can change what a run generates or reports, and leaves the others unread: in a
/// real app most files mention no mixin, no adopting class and no type such a class depends on, and lexing them
/// was most of a run's time.
///
/// Every file's words are read first (`SourceWords`, one byte pass without lexing), and the files that mention a
/// mixin or a `reusable-gen:` comment are scanned at once. Then, round by round, the names in play in the files
/// scanned so far (`RelevantNames`) select the unread files that mention, declare, extend or import them, until a
/// round selects none. The model, the checks and the output are those of a run that scans every file (the proof is
/// `SourceSelectionTests`), except for what concerns only unread files: their lexing errors and too deeply nested
/// declarations (the compiler reports the first), and a superclass cycle among their classes, none of which adopts a
/// mixin.
enum SourceSelection {
    /// The scanned files the run needs, in the files' order, without the files reusable-gen wrote itself (a
    /// checked-in output inside an input folder never feeds back into the next run); each pass runs on all cores.
    ///
    /// `classNames` are classes the IB documents connect outlets or actions on: the files declaring them, their
    /// superclasses and their extensions are read as well.
    static func scan(_ files: [InputFile], classNames: Set<String> = []) -> [ScannedFile] {
        // The Objective-C members are recorded only for the connection checks, which need classes to check.
        let recordingObjectiveC = !classNames.isEmpty
        let firstPass = Parallel.map(files) { file -> Candidate in
            if GeneratedFile.isGenerated(file.bytes) { return .generated }
            let words = SourceWords(bytes: file.bytes, stoppingAtSeed: true)
            return words.isSeed
                ? .scanned(DeclarationScanner.scan(SourceFile(file), recordingObjectiveC: recordingObjectiveC))
                : .unread(words)
        }
        // The files scanned so far, in the order they were scanned (`RelevantNames` reads on from the last round's
        // names), with their positions among `files`.
        var scanned: [ScannedFile] = []
        var positions: [Int] = []
        var unread: [(position: Int, words: SourceWords)] = []
        for (position, candidate) in firstPass.enumerated() {
            switch candidate {
            case .generated: break
            case .scanned(let file):
                scanned.append(file)
                positions.append(position)
            case .unread(let words): unread.append((position, words))
            }
        }
        var names: RelevantNames?
        while !unread.isEmpty {
            let found = RelevantNames(scanned, from: names, classNames: classNames)
            guard found != names else { break }
            names = found
            let query = SelectionQuery(found)
            let isSelected = Parallel.map(unread) { query.selects($0.words) }
            let selected = unread.indices.filter { isSelected[$0] }.map { unread[$0].position }
            guard !selected.isEmpty else { break }
            unread = unread.indices.filter { !isSelected[$0] }.map { unread[$0] }
            scanned += Parallel.map(selected) {
                DeclarationScanner.scan(SourceFile(files[$0]), recordingObjectiveC: recordingObjectiveC)
            }
            positions += selected
        }
        return positions.indices.sorted { positions[$0] < positions[$1] }.map { scanned[$0] }
    }

    /// What the first pass makes of a file.
    private enum Candidate: Sendable {
        /// A file reusable-gen wrote: never scanned.
        case generated
        /// A file every run needs, scanned at once.
        case scanned(ScannedFile)
        /// A file a later round may select, with its words.
        case unread(SourceWords)
    }
}
