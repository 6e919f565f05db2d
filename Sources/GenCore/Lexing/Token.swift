// MARK: - Token

/// A token: its kind and the half-open byte range `start..<end` it covers in its `SourceFile`.
///
/// Offsets are stored in 32 bits, so a token takes 12 bytes rather than 24 (the lexer writes millions of
/// them); `Lexer` refuses files of `Token.maximumFileSize` bytes or more.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    @usableFromInline var storedStart: UInt32
    @usableFromInline var storedEnd: UInt32

    /// The size a file must stay below for its offsets to fit a token.
    public static let maximumFileSize = Int(UInt32.max)

    /// Creates a token covering `start..<end` (both below `Token.maximumFileSize`).
    @inlinable public init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.storedStart = UInt32(truncatingIfNeeded: start)
        self.storedEnd = UInt32(truncatingIfNeeded: end)
    }

    /// The offset of the token's first byte.
    @inlinable public var start: Int { Int(storedStart) }

    /// The offset just past the token's last byte.
    @inlinable public var end: Int { Int(storedEnd) }

    /// The byte range of the token.
    @inlinable public var range: Range<Int> { start..<end }
}

extension Token {
    /// The index of the first of `count` tokens in file order (`token(index)` gives each) that starts at or after
    /// `offset`, or `count` when none does: a binary search, for the lists that keep a file's tokens.
    @inline(__always)
    static func firstIndex(startingAtOrAfter offset: Int, count: Int, _ token: (Int) -> Token) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if token(middle).start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
