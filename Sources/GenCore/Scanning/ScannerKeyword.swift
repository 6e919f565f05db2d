// MARK: - ScannerKeyword

/// The words the declaration scanner acts on — access levels, declaration keywords and the other declaration
/// modifiers — in one table, from which the fast lookup (`ScannerKeyword.Lookup`) is derived.
enum ScannerKeyword: String, CaseIterable {
    // Access levels.
    case `open`, `public`, `private`, `package`, `internal`, `fileprivate`
    // Declaration keywords, and the modifiers `final` and `static` that the scanner records.
    case `var`, `let`, `class`, `final`, `actor`, `enum`, `struct`, `static`, `import`, `protocol`, `extension`,
        `typealias`, `func`
    // Other declaration modifiers: skipped, keeping what is pending for the declaration they precede.
    case lazy, weak, infix, prefix, dynamic, unowned, postfix, sending, override, required, mutating, indirect, optional
    case isolated, consuming, borrowing, convenience, nonisolated, nonmutating, distributed

    /// How the scanner reads a word.
    enum Role: Equatable {
        /// An access-level modifier.
        case access(DeclaredAccess)
        /// A word the scanner handles itself: a declaration keyword, `final`, `static` or `class`.
        case declaration
        /// Another declaration modifier, skipped.
        case otherModifier
    }

    /// The word as written in Swift source: the case's name, its raw value (a `switch`, where
    /// `String(describing:)` reflected on the enum: about 80,000 instructions a word when the table was built).
    var spelling: String { rawValue }

    /// How the scanner reads the word.
    var role: Role {
        switch self {
        case .open: .access(.open)
        case .public: .access(.public)
        case .private: .access(.private)
        case .package: .access(.package)
        case .internal: .access(.internal)
        case .fileprivate: .access(.fileprivate)
        case .var, .let, .class, .final, .actor, .enum, .struct, .static, .import, .protocol, .extension, .typealias,
            .func:
            .declaration
        case .lazy, .weak, .infix, .prefix, .dynamic, .unowned, .postfix, .sending, .override, .required, .mutating,
            .indirect, .optional, .isolated, .consuming, .borrowing, .convenience, .nonisolated, .nonmutating,
            .distributed:
            .otherModifier
        }
    }

    /// The lookup the scanner runs on every identifier, derived from `allCases`: every word is lower-case ASCII of
    /// at most `maximumLength` bytes, so one bit test on (length, first letter) tells most identifiers in method
    /// bodies (`self`, `return`, `guard`, …) from every keyword before any byte is compared.
    struct Lookup {
        /// The longest keyword's length in bytes.
        static let maximumLength = 11
        /// For each length, a bit per letter `a`…`z` that starts a keyword of that length.
        let initials: [UInt32]
        /// For each length, the keywords of that length with their bytes.
        let candidates: [[(keyword: ScannerKeyword, bytes: [UInt8])]]

        /// The table built from `ScannerKeyword.allCases`.
        static let shared = Lookup()

        private init() {
            var initials = [UInt32](repeating: 0, count: Self.maximumLength + 1)
            var candidates = [[(keyword: ScannerKeyword, bytes: [UInt8])]](repeating: [], count: Self.maximumLength + 1)
            for keyword in ScannerKeyword.allCases {
                let bytes = Array(keyword.spelling.utf8)
                precondition(
                    bytes.count <= Self.maximumLength && bytes.allSatisfy { (0x61...0x7A).contains($0) },
                    "scanner keywords are lower-case ASCII of at most \(Self.maximumLength) bytes")
                initials[bytes.count] |= 1 << UInt32(bytes[0] - 0x61)
                candidates[bytes.count].append((keyword, bytes))
            }
            self.initials = initials
            self.candidates = candidates
        }

        /// The keyword `bytes[start..<end]` spells, or `nil` for any other word.
        @inline(__always) func keyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
            -> ScannerKeyword?
        {
            let length = end - start
            let first = bytes[start]
            guard first >= 0x61, first <= 0x7A, length <= Self.maximumLength,
                initials[length] & (1 << UInt32(first - 0x61)) != 0
            else { return nil }
            for candidate in candidates[length] where candidate.bytes[0] == first {
                var offset = 1
                while offset < length, bytes[start + offset] == candidate.bytes[offset] { offset += 1 }
                if offset == length { return candidate.keyword }
            }
            return nil
        }
    }
}
