// MARK: - Guarded dequeues

extension Migration.SiteRewriter {
    /// What becomes of an `as? X` dequeue with an index path: the typed statement, or why its cast stays.
    enum GuardedDequeue {
        /// The statement from `guard` to the end of its `else` block, and what replaces it.
        case typed(MigrationEdit)
        case kept(why: Migration.Leave)
    }

    /// `guard let c = t.dequeueReusableCell(withIdentifier: id, for: ip) as? X else { … }` as
    /// `let c = t.dequeueReusableCell(for: ip, cellType: X.self)`, when the cast cannot fail: every registration
    /// and storyboard prototype of the sources with `id` is of `X`, there is at least one, and no registration in
    /// the dequeue's type has an identifier or class the sources do not tell. A dequeue with an index path then
    /// always returns an `X` (UIKit creates the registered class), so the `else` branch never runs and the typed
    /// dequeue never traps where the old code went on.
    func guardedRewrite(_ entry: Migration.FoundSite, className: String, metatype: String) -> GuardedDequeue {
        let site = entry.site
        let file = entry.file
        let bare = TypeReference.lastComponent(of: className)
        guard let cast = site.cast, let identifier = entry.identifier else {
            return .kept(why: Migration.Message.conditionalCast(bare))
        }
        let others = Set(
            registrations.classes(identifier).map(TypeReference.lastComponent(of:))
                + (facts.prototypesByIdentifier[identifier] ?? []).map { $0.customClass ?? "UITableViewCell" }
        ).subtracting([bare])
        let scope = site.enclosingType.map(TypeReference.lastComponent(of:)) ?? ""
        if !others.isEmpty {
            return .kept(why: Migration.Message.registeredForOthers(identifier, others, cast: bare))
        }
        if registrations.hasUnreadable(in: scope) {
            return .kept(why: Migration.Message.unreadableRegistrations(in: scope, cast: bare))
        }
        if registrations.classes(identifier).isEmpty, facts.prototypesByIdentifier[identifier] == nil {
            return .kept(why: Migration.Message.unregistered(identifier, cast: bare))
        }
        guard let binding = site.binding, binding.form == .guardLet,
            let indexPath = site.arguments.first(where: { $0.label == "for" })
        else {
            return .kept(why: Migration.Message.notGuardLet(cast: bare))
        }
        // `guard let c = … as? X else {…}` alone, or as the last of the guard's conditions.
        let list = facts.tokens[file]
        let words = facts.text(file, binding.range).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard words.count == 3, words[0] == "let" || words[0] == "var", words[2] == "=",
            let elseBlock = elseBlock(list, in: file, after: cast.range.upperBound),
            let before = list.last(before: binding.range.lowerBound)
        else {
            return .kept(why: Migration.Message.conditionsFollow(cast: bare))
        }
        let typed =
            "\(words[0]) \(words[1]) =\(facts.text(file, binding.range.upperBound..<site.name.lowerBound))dequeueReusableCell(for: \(facts.text(file, indexPath.value)), cellType: \(metatype))"
        let start = list.tokens[before].start
        switch facts.text(file, list.tokens[before].range) {
        case "guard":
            return .typed(MigrationEdit(range: start..<elseBlock.upperBound, replacement: typed))
        case ",":
            // `guard let self, let c = … as? X else {…}`: the other conditions keep the `guard` and its `else`; the
            // typed dequeue follows it, on a line of the guard's indentation.
            if let indent = guardIndentation(list, in: file, before: before) {
                return .typed(
                    MigrationEdit(
                        range: start..<elseBlock.upperBound,
                        replacement: " " + facts.text(file, elseBlock) + "\n" + indent + typed))
            }
        default:
            break
        }
        return .kept(why: Migration.Message.unsplittableGuard(cast: bare))
    }

    /// The indentation of the line of the `guard` whose condition list holds the token at `index`: the nearest
    /// `guard` before it with no brace or `;` between (so in the same statement), when only spaces and tabs precede
    /// it on its line.
    func guardIndentation(_ list: SignificantTokenList, in file: Int, before index: Int) -> String? {
        for position in stride(from: index - 1, through: 0, by: -1) {
            let token = list.tokens[position]
            let word = facts.text(file, token.range)
            if ["{", "}", ";"].contains(word), token.kind == .punctuation { return nil }
            guard token.kind == .identifier, word == "guard" else { continue }
            let line = facts.sources[file].location(at: token.start).line
            let indent = facts.text(file, facts.sources[file].lineStarts[line - 1]..<token.start)
            return indent.allSatisfy({ $0 == " " || $0 == "\t" }) ? indent : nil
        }
        return nil
    }

    /// The bytes of `else { … }` when it is what follows `offset` (comments aside), else `nil`.
    func elseBlock(_ list: SignificantTokenList, in file: Int, after offset: Int) -> Range<Int>? {
        var index = list.first(atOrAfter: offset)
        guard index < list.tokens.count, list.tokens[index].kind == .identifier,
            facts.text(file, list.tokens[index].range) == "else"
        else { return nil }
        let start = list.tokens[index].start
        index += 1
        guard index < list.tokens.count, facts.text(file, list.tokens[index].range) == "{" else { return nil }
        var depth = 0
        while index < list.tokens.count {
            if list.tokens[index].kind == .punctuation {
                switch facts.text(file, list.tokens[index].range) {
                case "{": depth += 1
                case "}":
                    depth -= 1
                    if depth == 0 { return start..<list.tokens[index].end }
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
