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
        var scanned: [ScannedFile?] = []
        scanned.reserveCapacity(candidates.count)
        var unread: [(position: Int, path: String, words: SourceWords)] = []
        for (position, candidate) in candidates.enumerated() {
            switch candidate {
            case .scanned(let file):
                scanned.append(file)
            case .unread(let path, let words):
                scanned.append(nil)
                unread.append((position, path, words))
            }
        }
        var names: RelevantNames?
        while !unread.isEmpty {
            let found = RelevantNames(scanned.compactMap { $0 })
            guard found != names else { break }
            names = found
            let query = SelectionQuery(found)
            var selected: [(position: Int, path: String)] = []
            unread.removeAll { candidate in
                guard query.selects(candidate.words) else { return false }
                selected.append((candidate.position, candidate.path))
                return true
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
            for (candidate, result) in zip(selected, results) { scanned[candidate.position] = result }
        }
        return scanned.compactMap { $0 }
    }
}
