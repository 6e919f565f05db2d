import Foundation

// MARK: - SplitMix

/// A small, fast, seeded pseudo-random generator (SplitMix64), so a randomised test can be replayed from its seed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    init(seed: UInt64) { state = seed }

    /// A generator for a test that shuffles or samples at random: its seed comes from `REUSABLE_GEN_TEST_SEED` when
    /// set, otherwise from the system's generator, and is printed, so any failing run can be replayed exactly.
    static func announced(by test: String) -> (generator: SplitMix, seed: UInt64) {
        let environment = ProcessInfo.processInfo.environment["REUSABLE_GEN_TEST_SEED"].flatMap { UInt64($0) }
        var system = SystemRandomNumberGenerator()
        let seed = environment ?? system.next()
        print("\(test): seed \(seed) (replay with REUSABLE_GEN_TEST_SEED=\(seed))")
        return (SplitMix(seed: seed), seed)
    }

    /// The next pseudo-random 64-bit value.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
