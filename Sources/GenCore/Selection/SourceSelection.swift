import Foundation

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
        _ candidates: consuming [SourceCandidate],
        reading: @Sendable (_ position: Int, _ path: String) -> Result<[UInt8], Diagnostic>
    ) -> [ScannedFile] {
        var scanned: [ScannedFile?] = []
        scanned.reserveCapacity(candidates.count)
        var unread: [(position: Int, path: String, words: SourceWords)] = []
        for index in candidates.indices {
            switch candidates[index] {
            case .scanned(let file):
                scanned.append(file)
            case .unread(let path, let words):
                unread.append((scanned.count, path, words))
                scanned.append(nil)
            }
        }
        // The unread files a round may still select, by their position in `unread`, in runs that all cores query.
        var pending = stride(from: 0, to: unread.count, by: queryRunLength).map {
            Array($0..<min($0 + queryRunLength, unread.count))
        }
        var names: RelevantNames?
        while !pending.isEmpty {
            let found = RelevantNames(scanned.compactMap { $0 })
            guard found != names else { break }
            names = found
            let query = SelectionQuery(found)
            let choices = Parallel.map(pending) { [unread] run in
                var chosen: [Int] = []
                var left: [Int] = []
                for index in run {
                    if query.selects(unread[index].words) { chosen.append(index) } else { left.append(index) }
                }
                return (chosen: chosen, left: left)
            }
            pending = choices.map(\.left).filter { !$0.isEmpty }
            let selected = choices.flatMap(\.chosen).map { (position: unread[$0].position, path: unread[$0].path) }
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
        let files = scanned.compactMap { $0 }
        // The words of thousands of unread files are let go on another core, idle while this one builds the model.
        release((consume candidates, consume unread))
        return files
    }

    /// How many unread files one task of a round's query asks about.
    private static let queryRunLength = 256

    /// Releases `garbage` on another thread (its last reference ends there).
    private static func release<Garbage: Sendable>(_ garbage: consuming Garbage) {
        let box = GarbageBox(garbage)
        DispatchQueue.global().async { box.empty() }
    }
}

/// Holds values until another thread lets them go.
private final class GarbageBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    /// Lets the value go, on the calling thread.
    func empty() {
        value = nil
    }
}
