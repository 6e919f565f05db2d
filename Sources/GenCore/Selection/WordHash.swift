// MARK: - WordHash

/// The 32-bit FNV-1a hash of a word's UTF-8 bytes: how `SourceWords` records the words of a file and how the
/// selection looks names up in them. Two words with the same hash only make a file read that need not be.
enum WordHash {
    static let offsetBasis: UInt32 = 0x811C_9DC5
    static let prime: UInt32 = 0x0100_0193

    /// The hash of a name (a type's bare name, a module's name).
    static func of(_ name: String) -> UInt32 {
        of(bytes: name.utf8)
    }

    /// The hash of a word's bytes.
    static func of(bytes: some Sequence<UInt8>) -> UInt32 {
        bytes.reduce(offsetBasis, combine)
    }

    /// The hash of a word's bytes so far, `hash`, with one more byte.
    @inline(__always) static func combine(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* prime
    }
}
