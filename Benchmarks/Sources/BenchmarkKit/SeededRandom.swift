// MARK: - SeededRandom

/// A small deterministic pseudo-random generator (SplitMix64): the same seed gives the same app on every
/// machine and toolchain, because nothing here depends on the standard library's sampling algorithms.
public struct SeededRandom: Sendable {
    private var state: UInt64

    /// Creates a generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range` (a slight modulo bias is irrelevant for generating source text).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with the given probability in percent.
    public mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}

// MARK: - SourceText

/// An indentation-aware line buffer for writing Swift source; counts the lines it holds.
public struct SourceText {
    /// The text written so far.
    public private(set) var text = ""
    /// The number of complete lines written.
    public private(set) var lineCount = 0
    private var depth = 0

    /// Creates an empty buffer with room for about `capacity` bytes.
    public init(capacity: Int = 16_384) {
        text.reserveCapacity(capacity)
    }

    /// Appends one line at the current indentation (an empty string writes an empty line).
    public mutating func line(_ content: String) {
        if !content.isEmpty {
            for _ in 0..<depth { text += "    " }
            text += content
        }
        text += "\n"
        lineCount += 1
    }

    /// Appends a line as written, without indentation (for the bodies of multi-line string literals).
    public mutating func raw(_ content: String) {
        text += content
        text += "\n"
        lineCount += 1
    }

    /// Writes `header {` and indents what follows one level deeper.
    public mutating func open(_ header: String) {
        line(header + " {")
        depth += 1
    }

    /// Ends the innermost block with `}` (plus `suffix`, such as `)` or `else {`).
    public mutating func close(_ suffix: String = "") {
        depth -= 1
        line("}" + suffix)
    }

    /// Indents the following lines one level deeper (without a brace).
    public mutating func indent() { depth += 1 }

    /// Undoes one `indent()`.
    public mutating func dedent() { depth -= 1 }
}
