// MARK: - Suggestion

/// Finds the closest spelling among candidates for "did you mean" hints.
package enum Suggestion {
    /// The candidate within a small edit distance of `word` (the nearest, first on ties), else the shortest
    /// candidate that `word` abbreviates, or `nil`.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(word.utf8), Array(candidate.utf8))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        // An abbreviation (`tableCell` for `tableViewCell`): the word's letters appear in order in the candidate.
        guard word.count >= 4 else { return nil }
        return candidates.filter { isSubsequence(word.lowercased(), of: $0.lowercased()) }
            .min { $0.count < $1.count }
    }

    private static func isSubsequence(_ word: String, of candidate: String) -> Bool {
        var remaining = word.utf8[...]
        for byte in candidate.utf8 where byte == remaining.first {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }

    /// The Damerau-Levenshtein (optimal string alignment) distance between two byte strings.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
