// MARK: - Guarded dequeues

extension Migration.Run {
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
        _ entry: Migration.FoundSite, className: String, metatype: String, registrations: Migration.Registrations
    ) -> GuardedDequeue {
        let site = entry.site
        let file = entry.file
        let bare = TypeReference.lastComponent(of: className)
        guard let cast = site.cast, let identifier = entry.identifier else {
            return .kept(why: "the `as? \(bare)` result is optional; the typed dequeue is not")
        }
        let others = Set(
            registrations.classes(identifier).map(TypeReference.lastComponent(of:))
                + (prototypesByIdentifier[identifier] ?? []).map { $0.customClass ?? "UITableViewCell" }
        ).subtracting([bare])
        let scope = site.enclosingType.map(TypeReference.lastComponent(of:)) ?? ""
        if !others.isEmpty {
            return .kept(
                why:
                    "\"\(identifier)\" is registered for \(others.sorted().joined(separator: ", ")) too, so the `as? \(bare)` cast can fail and its fallback run; the typed dequeue would trap"
            )
        }
        if registrations.hasUnreadable(in: scope) {
            return .kept(
                why:
                    "'\(scope)' registers views whose identifier or class migrate cannot read, so the `as? \(bare)` cast may fail and its fallback run; the typed dequeue would trap"
            )
        }
        if registrations.classes(identifier).isEmpty, prototypesByIdentifier[identifier] == nil {
            return .kept(
                why:
                    "no registration or storyboard prototype of the sources has \"\(identifier)\", so the `as? \(bare)` cast may fail; the typed dequeue would trap"
            )
        }
        guard let binding = site.binding, binding.form == .guardLet,
            let indexPath = site.arguments.first(where: { $0.label == "for" })
        else {
            return .kept(
                why: "the `as? \(bare)` result is optional (only a lone or last `guard let … else` becomes typed)")
        }
        // `guard let c = … as? X else {…}` alone, or as the last of the guard's conditions.
        let tokens = Lexer.lex(sources[file]).tokens
        let words = text(file, binding.range).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard words.count == 3, words[0] == "let" || words[0] == "var", words[2] == "=",
            let elseBlock = elseBlock(tokens, in: file, after: cast.range.upperBound),
            let before = significantToken(tokens, before: binding.range.lowerBound)
        else {
            return .kept(
                why:
                    "more conditions of the `guard` follow the `as? \(bare)` binding (and may read it); only a lone or last `guard let … else` becomes typed"
            )
        }
        let typed =
            "\(words[0]) \(words[1]) =\(text(file, binding.range.upperBound..<site.name.lowerBound))dequeueReusableCell(for: \(text(file, indexPath.value)), cellType: \(metatype))"
        switch text(file, tokens[before].range) {
        case "guard":
            return .typed(start: tokens[before].start, end: elseBlock.upperBound, replacement: typed)
        case ",":
            // `guard let self, let c = … as? X else {…}`: the other conditions keep the `guard` and its `else`; the
            // typed dequeue follows it, on a line of the guard's indentation.
            if let indent = guardIndentation(tokens, in: file, before: before) {
                return .typed(
                    start: tokens[before].start, end: elseBlock.upperBound,
                    replacement: " " + text(file, elseBlock) + "\n" + indent + typed)
            }
        default:
            break
        }
        return .kept(why: "the `guard` that binds the `as? \(bare)` is not one migrate can split")
    }

    /// The index of the last token before `offset` that is not trivia.
    func significantToken(_ tokens: [Token], before offset: Int) -> Int? {
        tokens.lastIndex { $0.start < offset && !$0.kind.isTrivia }
    }

    /// The indentation of the line of the `guard` whose condition list holds the token at `index`: the nearest
    /// `guard` before it with no brace or `;` between (so in the same statement).
    func guardIndentation(_ tokens: [Token], in file: Int, before index: Int) -> String? {
        for position in stride(from: index - 1, through: 0, by: -1) where !tokens[position].kind.isTrivia {
            let word = text(file, tokens[position].range)
            if ["{", "}", ";"].contains(word), tokens[position].kind == .punctuation { return nil }
            guard tokens[position].kind == .identifier, word == "guard" else { continue }
            var first = position
            while first > 0, tokens[first - 1].kind == .whitespace { first -= 1 }
            guard first == 0 || tokens[first - 1].kind == .newline else { return nil }
            return text(file, tokens[first].start..<tokens[position].start)
        }
        return nil
    }

    /// The bytes of `else { … }` when it follows `offset` with only trivia between, else `nil`.
    func elseBlock(_ tokens: [Token], in file: Int, after offset: Int) -> Range<Int>? {
        guard var index = tokens.firstIndex(where: { $0.start >= offset }) else { return nil }
        func skipTrivia() {
            while index < tokens.count, tokens[index].kind.isTrivia { index += 1 }
        }
        skipTrivia()
        guard index < tokens.count, tokens[index].kind == .identifier, text(file, tokens[index].range) == "else"
        else { return nil }
        let start = tokens[index].start
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
                    if depth == 0 { return start..<tokens[index].end }
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
