// MARK: - SizeDistribution

/// A file-size distribution given by its quantiles, sampled by interpolating between them on a log scale: the
/// sizes measured on real apps (p10, median, p90, p99 …) reproduced without assuming a textbook shape.
struct SizeDistribution: Sendable {
    /// (cumulative probability, size in bytes), increasing in both, from probability 0 to 1.
    let knots: [(probability: Double, bytes: Double)]

    /// The size at cumulative probability `probability` (0...1).
    func size(at probability: Double) -> Int {
        let clamped = min(max(probability, 0), 1)
        for (lower, upper) in zip(knots, knots.dropFirst()) where clamped <= upper.probability {
            let fraction = (clamped - lower.probability) / (upper.probability - lower.probability)
            let logSize = log(lower.bytes) + fraction * (log(upper.bytes) - log(lower.bytes))
            return Int(exp(logSize).rounded())
        }
        return Int(knots[knots.count - 1].bytes)
    }

    /// A size drawn from the distribution.
    func sample(_ random: inout SeededRandom) -> Int {
        size(at: Double(random.next() >> 11) / Double(1 << 53))
    }

    /// Swift files of real iOS apps (5,445 files measured): p10 0.5 KB, median 2.1 KB, p90 8 KB, p99 26 KB; the
    /// 440 KB maximum is placed by `RealisticApp` (one file in 5,000), so the sampled tail stops at 60 KB.
    static let swiftFiles = SizeDistribution(knots: [
        (0, 150), (0.10, 500), (0.50, 2_100), (0.90, 8_000), (0.99, 24_000), (1, 60_000),
    ])

    /// XIBs and storyboards of the same apps (496 files): median 7 KB, p90 22 KB, maximum 150 KB.
    static let interfaceFiles = SizeDistribution(knots: [
        (0, 1_800), (0.10, 2_800), (0.50, 7_000), (0.90, 22_000), (0.99, 60_000), (1, 150_000),
    ])
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
