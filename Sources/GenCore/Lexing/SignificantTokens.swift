// MARK: - SignificantTokens

/// Keeps the significant tokens and, for each, whether a line break comes between it and the one before
/// (a block comment spanning lines counts as a line break); the first token of a file follows a break.
///
/// It appends to buffers it manages itself (an `Array` append checks uniqueness and capacity each time, which
/// cost more than the lexing of a short token) and lends them to the scanner in `consume(_:)`, which frees them:
/// a sink is used by one lexer run, copies of it are not used after that run, and `consume(_:)` is called once.
struct SignificantTokens: TokenSink {
    private var tokens: UnsafeMutablePointer<Token>
    private var breaks: UnsafeMutablePointer<Bool>
    private var count = 0
    private var capacity: Int
    private var sawBreak = true
    /// The offsets of the `reusable-gen:` markers that start line comments (`// reusable-gen:disable …`), which
    /// the scanner reads as suppression comments: found here, where the lexer already knows what is a comment.
    private(set) var suppressionMarkers: [Int] = []

    /// The text a suppression comment starts with, after its slashes and optional spaces.
    static let suppressionMarker = Array("reusable-gen:".utf8)

    /// Sized for a file of `byteCount` bytes (about one significant token per six bytes in real code).
    init(byteCount: Int) {
        capacity = byteCount / 6 + 16
        tokens = .allocate(capacity: capacity)
        breaks = .allocate(capacity: capacity)
    }

    @inline(__always) mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        switch token.kind {
        case .newline:
            sawBreak = true
        case .whitespace:
            break
        case .lineComment:
            if let marker = Self.suppressionMarker(in: bytes, token.start, token.end) {
                suppressionMarkers.append(marker)
            }
        case .blockComment:
            if !sawBreak, Self.containsLineBreak(bytes, token.start, token.end) { sawBreak = true }
        default:
            if count == capacity { grow() }
            (tokens + count).initialize(to: token)
            (breaks + count).initialize(to: sawBreak)
            count += 1
            sawBreak = false
        }
    }

    /// Calls `body` with the tokens and their line-break flags, then frees the buffers.
    mutating func consume<Result>(_ body: (CheckedBuffer<Token>, CheckedBuffer<Bool>) -> Result) -> Result {
        let result = body(CheckedBuffer(tokens, count: count), CheckedBuffer(breaks, count: count))
        tokens.deinitialize(count: count).deallocate()
        breaks.deinitialize(count: count).deallocate()
        count = 0
        capacity = 0
        return result
    }

    /// Doubles the buffers.
    @inline(never) private mutating func grow() {
        let larger = capacity * 2
        let movedTokens = UnsafeMutablePointer<Token>.allocate(capacity: larger)
        movedTokens.moveInitialize(from: tokens, count: count)
        tokens.deallocate()
        tokens = movedTokens
        let movedBreaks = UnsafeMutablePointer<Bool>.allocate(capacity: larger)
        movedBreaks.moveInitialize(from: breaks, count: count)
        breaks.deallocate()
        breaks = movedBreaks
        capacity = larger
    }

    /// The offset of the marker when the line comment `start..<end` is `//` (or more slashes), optional spaces or
    /// tabs, then `reusable-gen:`; `nil` for every other comment (after a few byte comparisons).
    private static func suppressionMarker(in bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var position = start
        while position < end, bytes[position] == UInt8(ascii: "/") { position += 1 }
        while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        guard end - position >= suppressionMarker.count else { return nil }
        for (offset, byte) in suppressionMarker.enumerated() where bytes[position + offset] != byte { return nil }
        return position
    }

    private static func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return true }
            index += 1
        }
        return false
    }
}
