// MARK: - TokenSink

/// Where the lexer delivers tokens, in order: every token (`AllTokens`, the lossless form that tests and the
/// fuzzer check), or only what the declaration scanner reads (`SignificantTokens`, so that scanning a file
/// never stores its trivia).
protocol TokenSink {
    /// Receives the next token of the file whose bytes are `bytes`.
    mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>)
}

// MARK: - AllTokens

/// Keeps every token, trivia included.
struct AllTokens: TokenSink {
    var tokens: [Token] = []

    /// Sized for a file of `byteCount` bytes (about one token per three bytes in real code).
    init(byteCount: Int) {
        tokens.reserveCapacity(byteCount / 3 + 16)
    }

    @inline(__always) mutating func take(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        tokens.append(token)
    }
}

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
        case .whitespace, .lineComment:
            break
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

// MARK: - CheckedBuffer

/// A read-only view of memory someone else owns and keeps alive, with the bounds check an `Array` has (an
/// index out of range traps rather than reads stray memory) but without its reference counting.
struct CheckedBuffer<Element> {
    private let base: UnsafePointer<Element>
    let count: Int

    init(_ base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = UnsafePointer(base)
        self.count = count
    }

    @inline(__always) subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return base[index]
    }
}
