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
    /// superclasses and their extensions are read as well. `recordingObjectiveC` when the inputs hold XIBs or
    /// storyboards (the Objective-C members serve only the connection checks).
    static func scan(_ files: [InputFile], classNames: Set<String> = [], recordingObjectiveC: Bool = false)
        -> [ScannedFile]
    {
        let surveys = Parallel.map(files) { SourceSurvey($0, recordingObjectiveC: recordingObjectiveC) }
        return scan(surveys, classNames: classNames, recordingObjectiveC: recordingObjectiveC) { .success(files[$0]) }
            .files
    }

    /// `scan(_:classNames:recordingObjectiveC:)` on files the command line surveyed as it read them: an unread file a
    /// round selects is read again with `reread`, and a file that cannot be is an error.
    static func scan(
        _ files: [SurveyedFile], classNames: Set<String>, recordingObjectiveC: Bool,
        reread: (@Sendable (String) -> Result<[UInt8], ReadFailure>)?
    ) -> (files: [ScannedFile], diagnostics: [Diagnostic]) {
        scan(files.map(\.survey), classNames: classNames, recordingObjectiveC: recordingObjectiveC) { position in
            let path = files[position].path
            let read = reread?(path) ?? .failure(ReadFailure(reason: "it was not kept"))
            return read.map { InputFile(path: path, bytes: $0) }.mapError { failure in
                Diagnostic(.error, "cannot read '\(path)': \(failure.reason)", at: nil)
            }
        }
    }

    /// The rounds of the selection over surveyed files; `file` gives the bytes of the file at a position, or the
    /// error that it cannot.
    private static func scan(
        _ surveys: [SourceSurvey], classNames: Set<String>, recordingObjectiveC: Bool,
        file: @Sendable (Int) -> Result<InputFile, Diagnostic>
    ) -> (files: [ScannedFile], diagnostics: [Diagnostic]) {
        // The files scanned so far, in the order they were scanned (`RelevantNames` reads on from the last round's
        // names), with their positions among the files; the unread files by their positions alone, their words read
        // where they are.
        var scanned: [ScannedFile] = []
        var positions: [Int] = []
        var unread: [Int] = []
        var diagnostics: [Diagnostic] = []
        for position in surveys.indices {
            switch surveys[position] {
            case .generated: break
            case .seed(let file):
                scanned.append(file)
                positions.append(position)
            case .unread: unread.append(position)
            }
        }
        var names: RelevantNames?
        while !unread.isEmpty {
            let found = RelevantNames(scanned, from: names, classNames: classNames)
            guard found != names else { break }
            names = found
            let query = SelectionQuery(found)
            let isSelected = Parallel.map(unread) { position in
                guard case .unread(let words) = surveys[position] else { return false }
                return query.selects(words)
            }
            let selected = unread.indices.filter { isSelected[$0] }.map { unread[$0] }
            guard !selected.isEmpty else { break }
            unread = unread.indices.filter { !isSelected[$0] }.map { unread[$0] }
            let scans = Parallel.map(selected) { position in
                file(position).map { DeclarationScanner.scan(SourceFile($0), recordingObjectiveC: recordingObjectiveC) }
            }
            for (position, scan) in zip(selected, scans) {
                switch scan {
                case .success(let file):
                    scanned.append(file)
                    positions.append(position)
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                }
            }
        }
        return (positions.indices.sorted { positions[$0] < positions[$1] }.map { scanned[$0] }, diagnostics)
    }
}
