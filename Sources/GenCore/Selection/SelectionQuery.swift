// MARK: - SelectionQuery

/// `RelevantNames` as word sets, asked about every unread file of a round.
struct SelectionQuery {
    private let adopting: WordSet
    private let inPlay: WordSet
    private let declared: WordSet
    private let extended: WordSet
    private let imported: WordSet
    /// An adopting name that is not a word `SourceWords` records as a mention (`lowercase`, `` `two words` ``):
    /// every file is read.
    private let readsEveryFile: Bool
    /// A name in play that is not a word recorded as a mention: every file that declares a typealias is read.
    private let readsEveryTypealias: Bool

    init(_ names: RelevantNames) {
        adopting = WordSet(names.adopting)
        inPlay = WordSet(names.adopting.union(names.declared))
        declared = WordSet(names.declared)
        extended = WordSet(names.extended)
        imported = WordSet(names.imported)
        // A name read from invalid UTF-8 holds U+FFFD where the file has other bytes: its hash is not the file's.
        readsEveryFile =
            !names.adopting.allSatisfy(Self.isMentionable)
            || [names.declared, names.extended, names.imported].contains { $0.contains(where: Self.isReplaced) }
        // A dotted name is there with each of its components.
        readsEveryTypealias = !names.declared.allSatisfy { $0.contains(".") || Self.isMentionable($0) }
    }

    /// Whether a file with these words must be scanned.
    func selects(_ words: SourceWords) -> Bool {
        readsEveryFile || words.isSeed || adopting.containsAny(of: words.mentionedHashes)
            || declared.containsAny(of: words.declaredHashes) || extended.containsAny(of: words.extendedHashes)
            || imported.containsAny(of: words.importedHashes)
            || (words.declaresUnknownName && !(declared.isEmpty && extended.isEmpty && imported.isEmpty))
            || (words.declaresTypealias && (readsEveryTypealias || inPlay.containsAny(of: words.mentionedHashes)))
    }

    /// Whether a name holds the replacement character, as a name decoded from invalid UTF-8 does.
    static func isReplaced(_ name: String) -> Bool {
        name.unicodeScalars.contains("\u{FFFD}")
    }

    /// Whether `SourceWords` records the name when a file mentions it (`SourceWords.recordsMention(of:)`), with the
    /// same bytes.
    static func isMentionable(_ name: String) -> Bool {
        !isReplaced(name) && SourceWords.recordsMention(of: name.utf8)
    }
}
