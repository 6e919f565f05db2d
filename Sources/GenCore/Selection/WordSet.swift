// MARK: - WordSet

/// A set of word hashes asked about many times: a 65,536-bit table answers most questions with one bit test, the
/// exact set the rest.
struct WordSet {
    private var bits = [UInt64](repeating: 0, count: 1 << 10)
    private var hashes: Set<UInt32> = []

    /// The hashes of `names`.
    init(_ names: some Sequence<String>) {
        for name in names { insert(WordHash.of(name)) }
    }

    var isEmpty: Bool { hashes.isEmpty }

    mutating func insert(_ hash: UInt32) {
        let slot = Int(hash & 0xFFFF)
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
        hashes.insert(hash)
    }

    /// Whether any of `words` is in the set.
    func containsAny(of words: ArraySlice<UInt32>) -> Bool {
        bits.withUnsafeBufferPointer { bits in
            words.contains { hash in
                let slot = Int(hash & 0xFFFF)
                return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 && hashes.contains(hash)
            }
        }
    }
}
