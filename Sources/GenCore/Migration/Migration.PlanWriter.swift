// MARK: - Migration.PlanWriter

extension Migration {
    /// The last phase: the plan from the decided sites and classes, with the edits of each file (rewrites,
    /// conformances, declared identifiers, constants left unused).
    struct PlanWriter {
        let facts: Facts
    }
}

extension Migration.PlanWriter {
    /// Whether a site left as is is a dequeue that already reads its identifier from the class it casts to, a class
    /// that adopts `Reusable`: the form migrate writes where it cannot write the typed API
    /// (`dequeueReusableCell(withIdentifier: X.reuseIdentifier) as? X`, AppKit's
    /// `makeView(withIdentifier: X.userInterfaceItemIdentifier, owner:) as? X`). Its identifier is typed already,
    /// so it is no string-typed site: it is neither counted nor noted, on this run or the next.
    func readsItsOwnIdentifier(_ entry: Migration.FoundSite) -> Bool {
        guard entry.site.kind == .dequeueByIdentifier, entry.outcome.edit == nil,
            case .member(let type, let name)? = entry.site.identifier,
            name == "reuseIdentifier" || name == "userInterfaceItemIdentifier"
        else { return false }
        let bare = TypeReference.lastComponent(of: type)
        guard entry.site.typeName.isEmpty || TypeReference.lastComponent(of: entry.site.typeName) == bare else {
            return false
        }
        // Every class the name may denote must adopt `Reusable`: two classes of one bare name, one of which does
        // not, leave the site (and its note) as it is.
        let denoted = (facts.model.types + facts.model.everyClass).filter {
            type == bare ? $0.bareName == bare : $0.name == type
        }
        return !denoted.isEmpty && denoted.allSatisfy { $0.mixins.contains(.reusable) }
    }

    /// The plan: edits per file (rewrites and conformance insertions), adoptions, notes and counts.
    func makePlan(_ found: [Migration.FoundSite], _ decisions: [String: Migration.ClassDecision]) -> MigrationPlan {
        var plan = MigrationPlan()
        var editsByFile: [Int: [MigrationEdit]] = [:]
        for entry in found where !readsItsOwnIdentifier(entry) {
            plan.sitesFound += 1
            switch entry.outcome {
            case .rewritten(let edit):
                editsByFile[entry.file, default: []].append(edit)
                plan.sitesRewritten += 1
            case .left, .undecided:
                // (Every site is decided by the phases; one that were not would stay, with no text.)
                let leave = entry.outcome.leave ?? Migration.Message.noTypedForm
                plan.sitesLeft[leave.reason, default: 0] += 1
                plan.notes.append(
                    Diagnostic(
                        .note, "left as is: \(leave.message)", at: entry.site.location, name: leave.reason.rawValue))
            }
        }
        for decision in decisions.values where decision.outcome.isAdopting {
            guard let identifier = decision.identifier else { continue }
            let existing = facts.model.types.first { $0.name == decision.name }?.mixins ?? []
            let mixin = decision.needsNib ? "NibReusable" : "Reusable"
            plan.adoptions.append(
                MigrationAdoption(
                    className: decision.name, mixin: mixin, identifier: identifier,
                    addsConformance: decision.addsConformance))
            guard decision.addsConformance else { continue }
            let added = existing.contains(.nibLoadable) ? "Reusable" : mixin
            for (position, file) in facts.scanned.enumerated() {
                for declaration in file.types
                where declaration.keyword == .class && declaration.qualifiedName == decision.name {
                    if let offset = inheritanceEnd(of: declaration, in: position) {
                        editsByFile[position, default: []].append(
                            MigrationEdit(range: offset..<offset, replacement: ", " + added))
                    }
                    if let custom = decision.customIdentifier,
                        let edit = identifierDeclaration(custom, in: declaration, file: position)
                    {
                        editsByFile[position, default: []].append(edit)
                    }
                }
            }
        }
        plan.adoptions.sort()
        for (position, edits) in editsByFile.sorted(by: { facts.sources[$0.key].path < facts.sources[$1.key].path }) {
            var kept: [MigrationEdit] = []
            for edit in withUnusedConstantsRemoved(edits, file: position).sorted()
            where kept.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true {
                kept.append(edit)
            }
            plan.files.append(
                MigratedFile(path: facts.sources[position].path, original: facts.sources[position].bytes, edits: kept))
        }
        plan.notes.sort()
        return plan
    }

    /// The edits of a file, plus the removal of each local constant whose every use they rewrite
    /// (`let cellName = String(describing: X.self)` once the registration reads the class's identifier, `let nib =
    /// UINib(…)` once it registers the class), which would be left unused (a warning); repeated, since a removed
    /// declaration may hold the last use of another. A declaration sharing its line with other code keeps its value
    /// and loses its name (`let _ = …`).
    func withUnusedConstantsRemoved(_ edits: [MigrationEdit], file: Int) -> [MigrationEdit] {
        var edits = edits
        var changed = true
        while changed {
            changed = false
            for local in facts.constants.locals[file] ?? [] where !local.uses.isEmpty {
                guard
                    let removal = local.declarationLines.map({ MigrationEdit(range: $0, replacement: "") })
                        ?? local.nameRange.map({ MigrationEdit(range: $0, replacement: "_") }),
                    !edits.contains(where: { $0.range.overlaps(removal.range) || $0.range == removal.range }),
                    local.uses.allSatisfy({ use in edits.contains { $0.range.contains(use) } })
                else { continue }
                edits.append(removal)
                changed = true
            }
        }
        return edits
    }

    /// The insertion of `static let reuseIdentifier = "…"` as the first line of a class's body, indented like the
    /// body's first line (or one level deeper than the class), `public` for a public or open class.
    func identifierDeclaration(_ identifier: String, in declaration: TypeDeclaration, file: Int) -> MigrationEdit? {
        guard let end = inheritanceEnd(of: declaration, in: file) else { return nil }
        let list = facts.tokens[file]
        var index = list.first(atOrAfter: end)
        while index < list.tokens.count, facts.text(file, list.tokens[index].range) != "{" { index += 1 }
        guard index < list.tokens.count else { return nil }
        let open = list.tokens[index].start
        // The spaces, tabs and line breaks around the `{` measure the indentation.
        let bytes = facts.sources[file].bytes
        let lineStart = facts.sources[file].lineStarts[declaration.location.line - 1]
        let classIndent = bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }
        var bodyIndent = Array(classIndent) + (classIndent.first == 0x09 ? [0x09] : Array("    ".utf8))
        var position = open + 1
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        let closesAtOnce = position < bytes.count && bytes[position] == UInt8(ascii: "}")
        if position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D {
            // The indentation of the body's first non-empty line.
            var line = position
            while line < bytes.count,
                bytes[line] == 0x0A || bytes[line] == 0x0D || bytes[line] == 0x20 || bytes[line] == 0x09
            {
                if bytes[line] == 0x0A || bytes[line] == 0x0D {
                    bodyIndent = []
                } else {
                    bodyIndent.append(bytes[line])
                }
                line += 1
            }
            if line < bytes.count, bytes[line] == UInt8(ascii: "}") || bodyIndent.count <= classIndent.count {
                bodyIndent = Array(classIndent) + (classIndent.first == 0x09 ? [0x09] : Array("    ".utf8))
            }
        }
        let access = declaration.access.map { $0 >= .public ? "public " : "" } ?? ""
        var text =
            "\n" + String(decoding: bodyIndent, as: UTF8.self) + access + "static let reuseIdentifier = "
            + StringLiteral.swift(identifier)
        if closesAtOnce { text += "\n" + String(decoding: classIndent, as: UTF8.self) }
        return MigrationEdit(range: (open + 1)..<(open + 1), replacement: text)
    }

    /// The offset just after the last inherited type of a class declaration (before `where` or `{`).
    func inheritanceEnd(of declaration: TypeDeclaration, in file: Int) -> Int? {
        let source = facts.sources[file]
        guard declaration.location.line - 1 < source.lineStarts.count else { return nil }
        let nameOffset = source.lineStarts[declaration.location.line - 1] + declaration.location.column - 1
        let tokens = facts.tokens[file].tokens
        var index = facts.tokens[file].first(atOrAfter: nameOffset)
        guard index < tokens.count, tokens[index].start == nameOffset else { return nil }
        index += 1
        var angleDepth = 0
        var sawColon = false
        var lastEnd: Int?
        while index < tokens.count {
            let token = tokens[index]
            let first = source.bytes[token.start]
            if token.kind == .operator {
                for byte in source.bytes[token.range] {
                    if byte == UInt8(ascii: "<") { angleDepth += 1 }
                    if byte == UInt8(ascii: ">") { angleDepth -= 1 }
                }
            } else if angleDepth == 0, token.kind == .punctuation, first == UInt8(ascii: "{") {
                break
            } else if angleDepth == 0, token.kind == .identifier, source.text(token.range) == "where" {
                break
            } else if angleDepth == 0, token.kind == .punctuation, first == UInt8(ascii: ":"), !sawColon {
                sawColon = true
                index += 1
                continue
            }
            if sawColon { lastEnd = token.end }
            index += 1
        }
        return sawColon ? lastEnd : nil
    }
}
