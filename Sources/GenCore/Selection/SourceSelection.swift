// MARK: - SourceSelection

/// Scans the Swift files that can change what a run generates or reports, and leaves the others unread: in a
/// real app most files mention no mixin, no adopting class and no type such a class depends on, and lexing them
/// was most of a run's time.
///
/// Round by round, the names in play in the files scanned so far (`RelevantNames`) select the unread files that
/// mention, declare, extend or import them (`SourceWords`), until a round selects none. The model, the checks and the
/// output are those of a run that scans every file (the proof is `SourceSelectionTests`), except for what concerns
/// only unread files: their lexing errors and too deeply nested declarations (the compiler reports the first), and a
/// superclass cycle among their classes, none of which adopts a mixin.
public enum SourceSelection {
    /// The scanned files the run needs, in the candidates' order; scanning runs on all cores. `reading` gives the
    /// bytes of the unread candidate at a position, with its path, when a round selects it (the command line reads
    /// the file again), or the diagnostic that says why it cannot, which the file's scan then reports.
    public static func scan(
        _ candidates: [SourceCandidate],
        reading: @Sendable (_ position: Int, _ path: String) -> Result<[UInt8], Diagnostic>
    ) -> [ScannedFile] {
        let runs = stride(from: 0, to: candidates.count, by: runLength).map {
            Array(candidates[$0..<min($0 + runLength, candidates.count)])
        }
        return scan(runs: runs, reading: reading)
    }

    /// `scan(_:reading:)` of the candidates in `runs`, one run after the other, as the command line's readers made
    /// them: each run is split and queried by one core, so the words of an unread file are read only by a core that
    /// queries it, never gathered in one list. `reading` is given the candidate's position in all the runs.
    public static func scan(
        runs: consuming [[SourceCandidate]],
        reading: @Sendable (_ position: Int, _ path: String) -> Result<[UInt8], Diagnostic>
    ) -> [ScannedFile] {
        var starts: [Int] = []
        var total = 0
        for index in runs.indices {
            starts.append(total)
            total += runs[index].count
        }
        let parts = Parallel.map(Array(zip(starts, runs))) { start, run in
            var part = (scanned: [(position: Int, file: ScannedFile)](), unread: [Unread]())
            for (offset, candidate) in run.enumerated() {
                switch candidate {
                case .scanned(let file):
                    part.scanned.append((start + offset, file))
                case .unread(let path, let words):
                    part.unread.append(Unread(position: start + offset, path: path, words: words))
                }
            }
            return part
        }
        // The files scanned so far, with their positions among the candidates (a few hundred of thousands).
        var scanned: [ScannedFile] = []
        var positions: [Int] = []
        var unread: [[Unread]] = []
        for part in parts {
            for (position, file) in part.scanned {
                scanned.append(file)
                positions.append(position)
            }
            if !part.unread.isEmpty { unread.append(part.unread) }
        }
        // The unread files a round may still select: their run in `unread` and their places in it.
        var pending = unread.indices.map { (run: $0, entries: Array(unread[$0].indices)) }
        var names: RelevantNames?
        while !pending.isEmpty {
            let found = RelevantNames(scanned, from: names)
            guard found != names else { break }
            names = found
            let query = SelectionQuery(found)
            let choices = Parallel.map(pending) { [unread] run, entries in
                var chosen: [Int] = []
                var left: [Int] = []
                for entry in entries {
                    if query.selects(unread[run][entry].words) { chosen.append(entry) } else { left.append(entry) }
                }
                return (run: run, chosen: chosen, left: left)
            }
            pending = choices.filter { !$0.left.isEmpty }.map { (run: $0.run, entries: $0.left) }
            let selected = choices.flatMap { choice in
                choice.chosen.map { (position: unread[choice.run][$0].position, path: unread[choice.run][$0].path) }
            }
            guard !selected.isEmpty else { break }
            let results = Parallel.map(selected) { position, path -> ScannedFile in
                switch reading(position, path) {
                case .success(let bytes):
                    return DeclarationScanner.scan(SourceFile(path: path, bytes: bytes))
                case .failure(let diagnostic):
                    var unreadable = ScannedFile(path: path)
                    unreadable.diagnostics = [diagnostic]
                    return unreadable
                }
            }
            scanned += results
            positions += selected.map(\.position)
        }
        let files = positions.indices.sorted { positions[$0] < positions[$1] }.map { scanned[$0] }
        // The words of thousands of unread files are let go on another core, idle while this one builds the model.
        Garbage.releaseElsewhere((consume runs, consume unread, parts, scanned))
        return files
    }

    /// An unread file, with its position among the candidates.
    private struct Unread: Sendable {
        let position: Int
        let path: String
        let words: SourceWords
    }

    /// How many candidates a run holds when the caller gives one list.
    private static let runLength = 32
}
