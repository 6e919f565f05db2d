// MARK: - SourceWords reading

extension SourceWords {
    /// What a byte is to the reading.
    private enum ByteClass {
        static let other: UInt8 = 0
        static let space: UInt8 = 1
        static let slash: UInt8 = 2
        static let backtick: UInt8 = 3
        static let dot: UInt8 = 4
        /// The classes from here on continue a word.
        static let upper: UInt8 = 5
        static let lower: UInt8 = 6
        static let digit: UInt8 = 7
        /// A byte that continues a word but cannot start one, as for the lexer: a UTF-8 continuation byte or one
        /// that never occurs in UTF-8.
        static let continuation: UInt8 = 8
    }

    /// The class of every byte.
    private static let byteClasses: [UInt8] = {
        var table = [UInt8](repeating: ByteClass.other, count: 256)
        for byte in [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x00] as [UInt8] { table[Int(byte)] = ByteClass.space }
        table[Int(UInt8(ascii: "/"))] = ByteClass.slash
        table[Int(UInt8(ascii: "`"))] = ByteClass.backtick
        table[Int(UInt8(ascii: "."))] = ByteClass.dot
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = ByteClass.upper }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = ByteClass.lower }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = ByteClass.digit }
        table[Int(UInt8(ascii: "_"))] = ByteClass.upper
        table[Int(UInt8(ascii: "$"))] = ByteClass.upper
        for byte in 0x80...0xFF {
            table[byte] = (0xC2...0xF4).contains(byte) ? ByteClass.upper : ByteClass.continuation
        }
        return table
    }()

    /// Where the reading stands with a declaration.
    private enum Expecting {
        /// Nothing: not in a declaration's header.
        case nothing
        /// The name after a declaration keyword (or after `Outer.`).
        case name
        /// After a declared name: a `.` makes the next name declared too.
        case dot
        /// After the first name of an import: one more on the same line is the module, the first its kind (the
        /// scanner reads `import class Module.Type` and `import Kind Module` so).
        case module
    }

    /// What a lower-case word of four to nine letters is to the reading.
    private enum Keyword {
        case type, `typealias`, `extension`, `import`, reusable, objc
    }

    /// The keywords as little-endian integers of their first eight bytes (`typealias` and `extension` have a ninth).
    private struct KeywordTable {
        let enumValue = Self.value("enum")
        let objcValue = Self.value("objc")
        let classValue = Self.value("class")
        let actorValue = Self.value("actor")
        let structValue = Self.value("struct")
        let importValue = Self.value("import")
        let protocolValue = Self.value("protocol")
        let reusableValue = Self.value("reusable")
        let typealiasValue = Self.value("typealias")
        let extensionValue = Self.value("extension")

        /// The first eight bytes of a word as an integer, the first byte lowest.
        private static func value(_ word: String) -> UInt64 {
            var value: UInt64 = 0
            for (offset, byte) in word.utf8.prefix(8).enumerated() { value |= UInt64(byte) << UInt64(8 * offset) }
            return value
        }

        /// The keyword `bytes[start..<start + length]` is, if any (`length` is 4, 5, 6, 8 or 9).
        @inline(__always) func keyword(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ length: Int, count: Int)
            -> Keyword?
        {
            var value: UInt64 = 0
            if start + 8 <= count {
                value = UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self)
                if length < 8 { value &= (1 << UInt64(8 * length)) - 1 }
            } else {
                for offset in 0..<min(length, 8) { value |= UInt64(bytes[start + offset]) << UInt64(8 * offset) }
            }
            switch length {
            case 4: return value == enumValue ? .type : value == objcValue ? .objc : nil
            case 5: return value == classValue || value == actorValue ? .type : nil
            case 6: return value == structValue ? .type : value == importValue ? .import : nil
            case 8: return value == protocolValue ? .type : value == reusableValue ? .reusable : nil
            default:
                let ninth = bytes[start + 8]
                if value == typealiasValue, ninth == UInt8(ascii: "s") { return .typealias }
                if value == extensionValue, ninth == UInt8(ascii: "n") { return .extension }
                return nil
            }
        }
    }

    private static let keywords = KeywordTable()

    /// The hashes of the mixins' names, and a bit for each by its hash's lowest six bits.
    private static let mixinHashes: (hashes: [UInt32], mask: UInt64) = {
        let hashes = Mixin.knownNames.map(WordHash.of)
        return (hashes, hashes.reduce(0) { $0 | 1 << UInt64($1 & 63) })
    }()

    /// A bit for each letter a keyword starts with, `a` lowest.
    private static let keywordInitials: UInt32 = "acseioprt".utf8.reduce(0) { $0 | 1 << UInt32($1 - UInt8(ascii: "a")) }

    /// Reads every word of `bytes`.
    mutating func read(_ buffer: UnsafeBufferPointer<UInt8>, stoppingAtSeed: Bool) {
        guard let bytes = buffer.baseAddress else { return }
        let count = buffer.count
        // Files hold about one mention in 80 (element-ios) to 140 bytes (the benchmark's real-shaped app): room for
        // one in 64 spares the list's regrowths.
        hashes.reserveCapacity(count / 64)
        // The names after keywords, kept apart while reading and put after the mentions at the end.
        var names = DeclaredNames()
        defer { append(names) }
        let keywords = Self.keywords
        let initials = Self.keywordInitials
        let mixins = Self.mixinHashes
        Self.byteClasses.withUnsafeBufferPointer { classTable in
            guard let classes = classTable.baseAddress else { return }
            // The last mention recorded at each of 64 places by hash: a file repeats its type names, and most
            // repeats are never stored twice. A place starts with a value no hash it holds can have (its low six
            // bits are not the place's): a word whose hash is 0 is no repeat before it was recorded.
            let recent = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
            for place in 0..<64 { (recent + place).initialize(to: UInt32(place) ^ 1) }
            defer { recent.deallocate() }
            var expecting = Expecting.nothing
            var declaration = Keyword.type
            /// Whether the name expected is the first after `import`.
            var isImportKind = false
            var index = 0
            while index < count {
                if expecting == .nothing {
                    // Most bytes: nothing to do between words.
                    index = Self.skip(bytes, classes, from: index, count: count, words: false)
                    guard index < count else { break }
                } else {
                    let byteClass = classes[Int(bytes[index])]
                    if byteClass < ByteClass.upper {
                        switch byteClass {
                        case ByteClass.space:
                            if expecting == .module,
                                bytes[index] == ASCII.lineFeed || bytes[index] == ASCII.carriageReturn
                            {
                                expecting = .nothing
                            }
                            index += 1
                        case ByteClass.dot:
                            expecting = expecting == .dot || expecting == .module ? .name : .nothing
                            index += 1
                        case ByteClass.slash where expecting == .name || expecting == .module:
                            // A comment between a keyword and its name: the name is not known (it is read on as a
                            // word, so nothing after is lost when the slashes are in a string). A line comment after
                            // an import's module ends the line, and with it the import.
                            if index + 1 < count,
                                bytes[index + 1] == UInt8(ascii: "*")
                                    || (bytes[index + 1] == UInt8(ascii: "/") && expecting == .name)
                            {
                                declaresUnknownName = true
                            }
                            expecting = .nothing
                            index += 1
                        case ByteClass.backtick where expecting == .name || expecting == .module:
                            // A backticked name, which may hold any character but a backtick and a line break. Its
                            // inside is read on as words, for mentions and whatever a string holds.
                            var end = index + 1
                            while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") {
                                end += 1
                            }
                            names.add(Self.hash(bytes, index + 1, end), to: declaration)
                            if isImportKind || (end + 1 < count && bytes[end + 1] == UInt8(ascii: ".")) {
                                declaresUnknownName = true
                            }
                            expecting = .nothing
                            index += 1
                        default:
                            expecting = .nothing
                            index += 1
                        }
                        continue
                    }
                }
                let start = index
                let byteClass = classes[Int(bytes[index])]
                index += 1
                if byteClass == ByteClass.continuation {
                    // Starts no word: the lexer makes it an invalid token and starts a name after it.
                    expecting = .nothing
                    continue
                }
                if byteClass == ByteClass.upper {
                    // Hashed as it is read.
                    var hash = WordHash.combine(WordHash.offsetBasis, bytes[start])
                    while index < count {
                        let byte = bytes[index]
                        guard classes[Int(byte)] >= ByteClass.upper else { break }
                        hash = WordHash.combine(hash, byte)
                        index += 1
                    }
                    if expecting == .name || expecting == .module {
                        names.add(hash, to: declaration)
                        expecting = isImportKind ? .module : .dot
                        isImportKind = false
                    } else {
                        expecting = .nothing
                    }
                    // A word just recorded is neither recorded again nor looked up among the mixins again.
                    guard recent[Int(hash & 63)] != hash else { continue }
                    recent[Int(hash & 63)] = hash
                    hashes.append(hash)
                    if mixins.mask & 1 << UInt64(hash & 63) != 0, mixins.hashes.contains(hash) {
                        mentionsMixin = true
                        if stoppingAtSeed { return }
                    }
                    continue
                }
                index = Self.skip(bytes, classes, from: index, count: count, words: true)
                if expecting == .name || expecting == .module, byteClass == ByteClass.lower {
                    names.add(Self.hash(bytes, start, index), to: declaration)
                    expecting = isImportKind ? .module : .dot
                    isImportKind = false
                } else {
                    expecting = .nothing
                }
                // A lower-case word may be a keyword, unless it is backticked (`` `class` ``); a member (`x.class`)
                // counts too, which can only read more.
                let length = index - start
                // `objc` counts only as an attribute: `override`, `open` and `optional` are not looked up.
                guard byteClass == ByteClass.lower, length >= 4, length <= 9, length != 7,
                    initials & (1 << UInt32(bytes[start] &- UInt8(ascii: "a"))) != 0,
                    bytes[start] != UInt8(ascii: "o") || (start > 0 && bytes[start - 1] == UInt8(ascii: "@")),
                    let keyword = keywords.keyword(bytes, start, length, count: count),
                    start == 0 || bytes[start - 1] != UInt8(ascii: "`") || index == count
                        || bytes[index] != UInt8(ascii: "`")
                else { continue }
                switch keyword {
                case .reusable:
                    mentionsReusableGen = true
                    if stoppingAtSeed { return }
                case .objc:
                    // `@objc(Name)`: the name Interface Builder knows the class by (a method's selector too, which
                    // can only read more).
                    guard index < count, bytes[index] == UInt8(ascii: "(") else { continue }
                    index += 1
                    expecting = .name
                    declaration = .type
                    isImportKind = false
                case .typealias:
                    declaresTypealias = true
                    fallthrough
                default:
                    expecting = .name
                    declaration = keyword
                    isImportKind = keyword == .import
                }
            }
        }
    }

    /// The index of the first byte from `start` on that does not continue a word (`words`), or that does, four
    /// bytes to a bound check.
    @inline(__always) private static func skip(
        _ bytes: UnsafePointer<UInt8>, _ classes: UnsafePointer<UInt8>, from start: Int, count: Int, words: Bool
    ) -> Int {
        var index = start
        while index + 4 <= count {
            if (classes[Int(bytes[index])] >= ByteClass.upper) != words { return index }
            if (classes[Int(bytes[index + 1])] >= ByteClass.upper) != words { return index + 1 }
            if (classes[Int(bytes[index + 2])] >= ByteClass.upper) != words { return index + 2 }
            if (classes[Int(bytes[index + 3])] >= ByteClass.upper) != words { return index + 3 }
            index += 4
        }
        while index < count, (classes[Int(bytes[index])] >= ByteClass.upper) == words { index += 1 }
        return index
    }

    /// Whether the reading records a word of these bytes as a mention: it starts with an upper-case letter, `_`, `$`
    /// or a UTF-8 lead byte, and every byte continues a word.
    static func recordsMention(of bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, byteClasses[Int(first)] == ByteClass.upper else { return false }
        return bytes.allSatisfy { byteClasses[Int($0)] >= ByteClass.upper }
    }

    /// The names a reading finds after `class`, `struct`, … (`declared`), `extension` and `import`.
    private struct DeclaredNames {
        var declared: [UInt32] = []
        var extended: [UInt32] = []
        var imported: [UInt32] = []

        /// Records a declared, extended or imported name.
        @inline(__always) mutating func add(_ hash: UInt32, to declaration: Keyword) {
            switch declaration {
            case .extension: extended.append(hash)
            case .import: imported.append(hash)
            default: declared.append(hash)
            }
        }
    }

    /// Puts the names found after the mentions in `hashes`.
    private mutating func append(_ names: DeclaredNames) {
        declaredStart = hashes.count
        hashes += names.declared
        extendedStart = hashes.count
        hashes += names.extended
        importedStart = hashes.count
        hashes += names.imported
    }

    /// The hash of `bytes[start..<end]`.
    @inline(__always) private static func hash(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        WordHash.of(bytes: UnsafeBufferPointer(start: bytes + start, count: end - start))
    }
}
