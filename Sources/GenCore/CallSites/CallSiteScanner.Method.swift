// MARK: - CallSiteScanner.Method

extension CallSiteScanner {
    /// The method or member names a site can have.
    enum Method: CaseIterable {
        case nib, register, dequeue, loadFromNib, instantiate
        case dequeueReusableCell, dequeueReusableHeaderFooterView, dequeueReusableSupplementaryView
        /// AppKit's `NSTableView.makeView(withIdentifier:owner:)`.
        case makeView

        /// Whether a call without a receiver (`register(…)` inside a table view subclass) can be a site.
        var allowsImplicitReceiver: Bool {
            switch self {
            case .register, .dequeueReusableCell, .dequeueReusableHeaderFooterView, .dequeueReusableSupplementaryView,
                .makeView:
                true
            case .nib, .dequeue, .loadFromNib, .instantiate: false
            }
        }

        /// The method the word `bytes[start..<end]` names, or `nil` for any other word: the one place the site
        /// words are spelled. Most words are told apart by their length and first byte before any comparison.
        @inline(__always)
        static func named(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Method? {
            // One bit test rejects the words of every other length: nearly all of them.
            let length = end - start
            guard length < 64, siteWordLengths & (1 << UInt64(length)) != 0 else { return nil }
            return spelled(in: bytes, from: start, to: end)
        }

        /// A bit for the length of each word `spelled(in:from:to:)` knows.
        private static var siteWordLengths: UInt64 { 1 << 3 | 1 << 7 | 1 << 8 | 1 << 11 | 1 << 19 | 1 << 31 | 1 << 32 }

        /// `named(in:from:to:)` for a word of one of the site words' lengths.
        private static func spelled(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Method? {
            let candidate: (word: StaticString, method: Method)
            switch (end - start, bytes[start]) {
            case (3, UInt8(ascii: "n")): candidate = ("nib", .nib)
            case (7, UInt8(ascii: "d")): candidate = ("dequeue", .dequeue)
            case (8, UInt8(ascii: "r")): candidate = ("register", .register)
            case (8, UInt8(ascii: "m")): candidate = ("makeView", .makeView)
            case (11, UInt8(ascii: "l")): candidate = ("loadFromNib", .loadFromNib)
            case (11, UInt8(ascii: "i")): candidate = ("instantiate", .instantiate)
            case (19, UInt8(ascii: "d")): candidate = ("dequeueReusableCell", .dequeueReusableCell)
            case (31, UInt8(ascii: "d")):
                candidate = ("dequeueReusableHeaderFooterView", .dequeueReusableHeaderFooterView)
            case (32, UInt8(ascii: "d")):
                candidate = ("dequeueReusableSupplementaryView", .dequeueReusableSupplementaryView)
            default: return nil
            }
            let word = candidate.word.utf8Start
            for offset in 1..<(end - start) where bytes[start + offset] != word[offset] { return nil }
            return candidate.method
        }
    }
}
