// MARK: - Guarded dequeues

extension Migration.Run {
    /// For each identifier, the classes the string-typed registrations of the sources register with it, and the
    /// types (bare names) in which a registration's identifier or class is not known.
    struct Registrations {
        var classes: [String: Set<String>] = [:]
        var unknownScopes: Set<String> = []

        init(_ found: [Migration.FoundSite]) {
            for entry in found where entry.site.kind != .dequeueByIdentifier {
                let scope = entry.site.enclosingType.map(TypeReference.lastComponent(of:)) ?? ""
                guard let identifier = entry.identifier, !entry.typeName.isEmpty else {
                    unknownScopes.insert(scope)
                    continue
                }
                classes[identifier, default: []].insert(entry.className ?? entry.typeName)
            }
        }
    }

    /// What becomes of an `as? X` dequeue with an index path: the typed statement, or why its cast stays.
    enum GuardedDequeue {
        /// The statement from `guard` to the end of its `else` block, and what replaces it.
        case typed(start: Int, end: Int, replacement: String)
        case kept(why: String)
    }

    /// `guard let c = t.dequeueReusableCell(withIdentifier: id, for: ip) as? X else { … }` as
    /// `let c = t.dequeueReusableCell(for: ip, cellType: X.self)`, when the cast cannot fail: every registration
    /// and storyboard prototype of the sources with `id` is of `X`, there is at least one, and no registration in
    /// the dequeue's type has an identifier or class the sources do not tell. A dequeue with an index path then
    /// always returns an `X` (UIKit creates the registered class), so the `else` branch never runs and the typed
    /// dequeue never traps where the old code went on.
    func guardedRewrite(
        _ entry: Migration.FoundSite, className: String, metatype: String, registrations: Registrations
    ) -> GuardedDequeue {
        let site = entry.site
        let file = entry.file
        let bare = TypeReference.lastComponent(of: className)
        guard let cast = site.cast, let identifier = entry.identifier else {
            return .kept(why: "the `as? \(bare)` result is optional; the typed dequeue is not")
        }
        let others = Set(
            (registrations.classes[identifier] ?? []).map(TypeReference.lastComponent(of:))
                + (prototypesByIdentifier[identifier] ?? []).map { $0.customClass ?? "UITableViewCell" }
        ).subtracting([bare])
        let scope = site.enclosingType.map(TypeReference.lastComponent(of:)) ?? ""
        if !others.isEmpty {
            return .kept(
                why:
                    "\"\(identifier)\" is registered for \(others.sorted().joined(separator: ", ")) too, so the `as? \(bare)` cast can fail and its fallback run; the typed dequeue would trap"
            )
        }
        if registrations.unknownScopes.contains(scope) {
            return .kept(
                why:
                    "'\(scope)' registers views whose identifier or class migrate cannot read, so the `as? \(bare)` cast may fail and its fallback run; the typed dequeue would trap"
            )
        }
        if registrations.classes[identifier] == nil, prototypesByIdentifier[identifier] == nil {
            return .kept(
                why:
                    "no registration or storyboard prototype of the sources has \"\(identifier)\", so the `as? \(bare)` cast may fail; the typed dequeue would trap"
            )
        }
        guard let binding = site.binding, binding.form == .guardLet,
            let indexPath = site.arguments.first(where: { $0.label == "for" })
        else {
            return .kept(why: "the `as? \(bare)` result is optional (only a lone `guard let … else` becomes typed)")
        }
        // Only `guard let c =` (or `var`) with this one condition.
        let words = text(file, binding.range).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        let bytes = sources[file].bytes
        var start = binding.range.lowerBound
        while start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) { start -= 1 }
        let guardWord = Array("guard".utf8)
        guard words.count == 3, words[0] == "let" || words[0] == "var", words[2] == "=",
            start >= guardWord.count, Array(bytes[(start - guardWord.count)..<start]) == guardWord,
            start == guardWord.count || !Self.isWordByte(bytes[start - guardWord.count - 1]),
            let close = elseBlockEnd(in: file, after: cast.range.upperBound)
        else {
            return .kept(
                why:
                    "the `guard` binds the `as? \(bare)` among other conditions; only a lone `guard let … else` becomes typed"
            )
        }
        let receiver = text(file, binding.range.upperBound..<site.name.lowerBound)
        return .typed(
            start: start - guardWord.count, end: close,
            replacement:
                "\(words[0]) \(words[1]) =\(receiver)dequeueReusableCell(for: \(text(file, indexPath.value)), cellType: \(metatype))"
        )
    }

    /// Whether a byte can be part of a Swift identifier (ASCII letters, digits, `_`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// The end of `else { … }` when it follows `offset` with only trivia between, else `nil`.
    func elseBlockEnd(in file: Int, after offset: Int) -> Int? {
        let tokens = Lexer.lex(sources[file]).tokens
        guard var index = tokens.firstIndex(where: { $0.start >= offset }) else { return nil }
        func skipTrivia() {
            while index < tokens.count,
                [.whitespace, .newline, .lineComment, .blockComment].contains(tokens[index].kind)
            {
                index += 1
            }
        }
        skipTrivia()
        guard index < tokens.count, tokens[index].kind == .identifier, text(file, tokens[index].range) == "else"
        else { return nil }
        index += 1
        skipTrivia()
        guard index < tokens.count, text(file, tokens[index].range) == "{" else { return nil }
        var depth = 0
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                switch text(file, tokens[index].range) {
                case "{": depth += 1
                case "}":
                    depth -= 1
                    if depth == 0 { return tokens[index].end }
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
