// MARK: - SignificantTokenList

/// A file's significant tokens kept after its scan, with whether a line break comes before each (as
/// `SignificantTokens` lends them), for a later pass that reads the same file again (migrate) without lexing it twice.
struct SignificantTokenList: Sendable {
    /// The significant tokens, in order.
    var tokens: [Token] = []
    /// Whether a line break (or a block comment spanning lines) comes between each token and the one before.
    var breakBefore: [Bool] = []

    /// An empty list.
    init() {}

    /// A copy of the tokens a scan was lent.
    init(_ tokens: CheckedBuffer<Token>, _ breakBefore: CheckedBuffer<Bool>) {
        self.tokens = (0..<tokens.count).map { tokens[$0] }
        self.breakBefore = (0..<breakBefore.count).map { breakBefore[$0] }
    }

    /// The index of the first token that starts at or after `offset` (`tokens.count` when none does).
    func first(atOrAfter offset: Int) -> Int {
        Token.firstIndex(startingAtOrAfter: offset, count: tokens.count) { tokens[$0] }
    }

    /// The index of the last token that starts before `offset`, if one does.
    func last(before offset: Int) -> Int? {
        let index = first(atOrAfter: offset)
        return index > 0 ? index - 1 : nil
    }
}
