// MARK: - Rewrites and conformances

extension Migration.Run {
    /// Decides each attributed site of an adoptable class: its typed replacement, or why it stays.
    func decideSites(_ found: inout [Migration.FoundSite], _ decisions: [String: Migration.ClassDecision]) {
        for position in found.indices {
            guard found[position].reason == nil, let name = found[position].className, let decision = decisions[name]
            else { continue }
            if let reason = decision.reason {
                found[position].reason = reason
                found[position].message = decision.message
                continue
            }
            rewrite(&found[position], className: name)
        }
    }

    /// The typed form of one site, or the reason it has none.
    func rewrite(_ entry: inout Migration.FoundSite, className: String) {
        let site = entry.site
        let file = entry.file
        func argument(_ label: String?) -> String {
            guard let found = site.arguments.first(where: { $0.label == label }) else { return "" }
            return text(file, found.value)
        }
        guard let argumentList = site.argumentList, let target = entry.target else { return }
        switch site.kind {
        case .registerByIdentifier, .registerNibByIdentifier:
            let metatype =
                site.kind == .registerByIdentifier
                ? argument(nil) : (Renderer.swiftName(className) ?? className) + ".self"
            switch target {
            case .tableCell, .collectionCell: entry.replacement = "register(cellType: \(metatype))"
            case .tableHeaderFooter: entry.replacement = "register(headerFooterViewType: \(metatype))"
            case .supplementary:
                entry.replacement =
                    "register(supplementaryViewType: \(metatype), ofKind: \(argument("forSupplementaryViewOfKind")))"
            }
            entry.replacedEnd = argumentList.upperBound
        case .dequeueByIdentifier:
            guard let cast = site.cast else { return }
            let metatype = cast.typeName + ".self"
            if let receiver = site.receiver, text(file, receiver).hasSuffix("?"),
                target != .tableHeaderFooter || cast.isForced
            {
                entry.reason = .optionalReceiver
                entry.message = "the receiver is optional-chained, so the typed dequeue would give an optional"
                return
            }
            switch target {
            case .tableCell, .collectionCell:
                guard cast.isForced else { return leave(&entry, site) }
                entry.replacement = "dequeueReusableCell(for: \(argument("for")), cellType: \(metatype))"
            case .tableHeaderFooter:
                entry.replacement = "dequeueReusableHeaderFooterView(\(metatype))" + (cast.isForced ? "!" : "")
            case .supplementary:
                guard cast.isForced else { return leave(&entry, site) }
                entry.replacement =
                    "dequeueReusableSupplementaryView(ofKind: \(argument("ofKind")), for: \(argument("for")), viewType: \(metatype))"
            }
            entry.replacedEnd = cast.range.upperBound
        default:
            return
        }
    }

    /// Leaves an `as?` dequeue of a cell or supplementary view as is.
    private func leave(_ entry: inout Migration.FoundSite, _ site: CallSite) {
        entry.reason = .conditionalCast
        switch site.binding?.form {
        case .guardLet?:
            entry.message =
                "`guard let … as? \(site.typeName) else` keeps its else branch; the typed dequeue never fails softly"
        case .ifLet?:
            entry.message =
                "`if let … as? \(site.typeName)` has no typed equivalent (the typed dequeue is not optional)"
        default: entry.message = "the `as? \(site.typeName)` result is optional; the typed dequeue is not"
        }
    }

    /// Puts the mixin on the topmost adopted class of each hierarchy, and leaves as is a subclass that would
    /// inherit the other nib-ness.
    func placeConformances(_ decisions: inout [String: Migration.ClassDecision], _ found: inout [Migration.FoundSite]) {
        let adopted = decisions.values.filter { $0.reason == nil }.map(\.name)
        // Ancestors first, so a subclass sees its superclass's final decision.
        let ordered = adopted.sorted {
            (classes[$0]?.superclassChain.count ?? 0, $0) < (classes[$1]?.superclassChain.count ?? 0, $1)
        }
        for name in ordered {
            guard var decision = decisions[name], let type = classes[name] else { continue }
            let existing = model.types.first { $0.name == name }?.mixins ?? []
            var inheritedNib: Bool?
            if existing.contains(.reusable) { inheritedNib = existing.contains(.nibLoadable) }
            for ancestor in type.superclassChain where inheritedNib == nil {
                if let ancestorDecision = decisions[ancestor], ancestorDecision.reason == nil {
                    inheritedNib = ancestorDecision.needsNib
                } else if let ancestorType = model.types.first(where: { $0.name == ancestor }),
                    ancestorType.mixins.contains(.reusable)
                {
                    inheritedNib = ancestorType.mixins.contains(.nibLoadable)
                }
            }
            if let inheritedNib, inheritedNib != decision.needsNib {
                decision.reason = .superclassConflict
                decision.message =
                    "'\(type.bareName)' would inherit \(inheritedNib ? "NibReusable" : "Reusable") from its superclass but is registered \(decision.needsNib ? "by nib" : "by class")"
            } else {
                decision.addsConformance = inheritedNib == nil
            }
            decisions[name] = decision
        }
        for position in found.indices {
            guard let name = found[position].className, let decision = decisions[name], let reason = decision.reason,
                found[position].replacement != nil
            else { continue }
            found[position].replacement = nil
            found[position].reason = reason
            found[position].message = decision.message
        }
    }

    /// The plan: edits per file (rewrites and conformance insertions), adoptions, notes and counts.
    func makePlan(_ found: [Migration.FoundSite], _ decisions: [String: Migration.ClassDecision]) -> MigrationPlan {
        var plan = MigrationPlan()
        var editsByFile: [Int: [MigrationEdit]] = [:]
        plan.sitesFound = found.count
        for entry in found {
            if let replacement = entry.replacement {
                editsByFile[entry.file, default: []].append(
                    MigrationEdit(range: entry.site.name.lowerBound..<entry.replacedEnd, replacement: replacement))
                plan.sitesRewritten += 1
            } else {
                let reason = entry.reason ?? .classNotNamed
                plan.sitesLeft[reason, default: 0] += 1
                plan.notes.append(
                    Diagnostic(.note, "left as is: \(entry.message) [\(reason.rawValue)]", at: entry.site.location))
            }
        }
        for decision in decisions.values where decision.reason == nil {
            guard let identifier = decision.identifier else { continue }
            let existing = model.types.first { $0.name == decision.name }?.mixins ?? []
            let mixin = decision.needsNib ? "NibReusable" : "Reusable"
            plan.adoptions.append(
                MigrationAdoption(
                    className: decision.name, mixin: mixin, identifier: identifier,
                    addsConformance: decision.addsConformance))
            guard decision.addsConformance else { continue }
            let added = existing.contains(.nibLoadable) ? "Reusable" : mixin
            for (position, file) in scanned.enumerated() {
                for declaration in file.types
                where declaration.keyword == .class && declaration.qualifiedName == decision.name {
                    if let offset = inheritanceEnd(of: declaration, in: position) {
                        editsByFile[position, default: []].append(
                            MigrationEdit(range: offset..<offset, replacement: ", " + added))
                    }
                }
            }
        }
        plan.adoptions.sort()
        for (position, edits) in editsByFile.sorted(by: { sources[$0.key].path < sources[$1.key].path }) {
            var kept: [MigrationEdit] = []
            for edit in edits.sorted() where kept.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true {
                kept.append(edit)
            }
            plan.files.append(
                MigratedFile(path: sources[position].path, original: sources[position].bytes, edits: kept))
        }
        plan.notes.sort()
        return plan
    }

    /// The offset just after the last inherited type of a class declaration (before `where` or `{`).
    func inheritanceEnd(of declaration: TypeDeclaration, in file: Int) -> Int? {
        let source = sources[file]
        guard declaration.location.line - 1 < source.lineStarts.count else { return nil }
        let nameOffset = source.lineStarts[declaration.location.line - 1] + declaration.location.column - 1
        let tokens = Lexer.lex(source).tokens.filter { !$0.kind.isTrivia }
        guard let nameIndex = tokens.firstIndex(where: { $0.start == nameOffset }) else { return nil }
        var index = nameIndex + 1
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
