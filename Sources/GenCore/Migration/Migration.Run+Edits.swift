// MARK: - Rewrites and conformances

extension Migration.Run {
    /// Decides each attributed site of an adoptable class: its typed replacement, or why it stays.
    func decideSites(
        _ found: inout [Migration.FoundSite], _ decisions: [String: Migration.ClassDecision],
        _ registrations: Migration.Registrations
    ) {
        for position in found.indices {
            guard found[position].reason == nil, let name = found[position].className, let decision = decisions[name]
            else { continue }
            if let reason = decision.reason {
                found[position].reason = reason
                found[position].message = decision.message
                continue
            }
            if found[position].identifier == nil {
                // The class adopts for its other sites; this one keeps the string it computes.
                found[position].reason = .identifierNotStatic
                found[position].message =
                    "the identifier here is not known before run time (the other sites of '\(TypeReference.lastComponent(of: name))' use \"\(decision.identifier ?? "")\")"
                continue
            }
            rewrite(&found[position], className: name, registrations: registrations)
        }
    }

    /// The typed form of one site, or the reason it has none.
    ///
    /// A dequeue the typed API cannot express with the same behaviour keeps its call and cast and only reads the
    /// identifier from the class (`withIdentifier: X.reuseIdentifier`, the same string): one without an index path,
    /// an `as?` cast (its fallback still runs where the old code's did) unless the cast cannot fail
    /// (`guardedRewrite`), an optional-chained receiver, a dequeue without a cast whose value is not simply bound
    /// by `let` or returned.
    func rewrite(_ entry: inout Migration.FoundSite, className: String, registrations: Migration.Registrations) {
        let site = entry.site
        let file = entry.file
        func argument(_ label: String?) -> String {
            guard let found = site.arguments.first(where: { $0.label == label }) else { return "" }
            return text(file, found.value)
        }
        guard let argumentList = site.argumentList, let target = entry.target else { return }
        let swiftName = Renderer.swiftName(className) ?? className
        switch site.kind {
        case .registerByIdentifier, .registerNibByIdentifier:
            let metatype =
                site.kind == .registerByIdentifier && !site.isClassForCoder ? argument(nil) : swiftName + ".self"
            switch target {
            case .tableCell, .collectionCell: entry.replacement = "register(cellType: \(metatype))"
            case .tableHeaderFooter: entry.replacement = "register(headerFooterViewType: \(metatype))"
            case .supplementary:
                entry.replacement =
                    "register(supplementaryViewType: \(metatype), ofKind: \(argument("forSupplementaryViewOfKind")))"
            case .appKitTableView:
                return
            }
            entry.replacedEnd = argumentList.upperBound
        case .dequeueByIdentifier:
            let isOptionalReceiver = site.receiver.map { text(file, $0).hasSuffix("?") } ?? false
            if entry.readsIdentifierOnly {
                rewriteIdentifierOnly(&entry, swiftName: swiftName, isOptionalReceiver, castNote: nil)
                return
            }
            let metatype = (site.cast?.typeName ?? swiftName) + ".self"
            // Why an `as?` cast stays, when it does.
            var castNote: String?
            if target == .appKitTableView {
                // `makeView(withIdentifier:owner:)` gives nil for an identifier it has no view for, where the typed
                // `makeView(cellType:owner:)` traps: only `as!`, which trapped there too, becomes typed.
                if let cast = site.cast, cast.isForced, !isOptionalReceiver {
                    entry.replacement = "makeView(cellType: \(metatype), owner: \(argument("owner")))"
                    entry.replacedEnd = cast.range.upperBound
                    return
                }
                castNote = site.cast.map {
                    "the `as? \($0.typeName)` result is optional, and `makeView(withIdentifier:owner:)` gives nil where the typed `makeView(cellType:owner:)` traps"
                }
            } else if let cast = site.cast {
                if !isOptionalReceiver, cast.isForced || target == .tableHeaderFooter {
                    switch target {
                    case .tableCell where site.hasIndexPath, .collectionCell where site.hasIndexPath:
                        entry.replacement = "dequeueReusableCell(for: \(argument("for")), cellType: \(metatype))"
                    case .tableHeaderFooter:
                        entry.replacement = "dequeueReusableHeaderFooterView(\(metatype))" + (cast.isForced ? "!" : "")
                    case .supplementary:
                        entry.replacement =
                            "dequeueReusableSupplementaryView(ofKind: \(argument("ofKind")), for: \(argument("for")), viewType: \(metatype))"
                    default:
                        break
                    }
                    if entry.replacement != nil {
                        entry.replacedEnd = cast.range.upperBound
                        return
                    }
                }
                if !isOptionalReceiver, !cast.isForced, site.hasIndexPath,
                    target == .tableCell || target == .collectionCell
                {
                    switch guardedRewrite(entry, className: className, metatype: metatype, registrations: registrations)
                    {
                    case .typed(let start, let end, let replacement):
                        entry.replacedStart = start
                        entry.replacedEnd = end
                        entry.replacement = replacement
                        return
                    case .kept(let why):
                        castNote = why
                    }
                }
            } else if !isOptionalReceiver, site.hasIndexPath, target == .tableCell || target == .collectionCell,
                isPlainlyUsed(site, file: file),
                (prototypesByIdentifier[entry.identifier ?? ""] ?? []).allSatisfy({
                    $0.customClass == TypeReference.lastComponent(of: className)
                })
            {
                entry.replacement = "dequeueReusableCell(for: \(argument("for")), cellType: \(metatype))"
                entry.replacedEnd = argumentList.upperBound
                return
            }
            rewriteIdentifierOnly(
                &entry, swiftName: site.cast?.typeName ?? swiftName, isOptionalReceiver, castNote: castNote)
        default:
            return
        }
    }

    /// Whether an uncast dequeue's value is bound by `let` (with or without an annotation) or returned, where a
    /// value of the subclass is used exactly like the cell it was.
    func isPlainlyUsed(_ site: CallSite, file: Int) -> Bool {
        if let binding = site.binding {
            return binding.form == .declaration
                && (text(file, binding.range).hasPrefix("let") || binding.annotation != nil)
        }
        return keyword("return", before: site.range.lowerBound, in: file) != nil
    }

    /// The start of the word `word` when it is what precedes `offset` in a file, spaces and line breaks aside.
    func keyword(_ word: String, before offset: Int, in file: Int) -> Int? {
        let bytes = sources[file].bytes
        let word = Array(word.utf8)
        var end = offset
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        let start = end - word.count
        guard start >= 0, Array(bytes[start..<end]) == word, start == 0 || !Self.isWordByte(bytes[start - 1]) else {
            return nil
        }
        return start
    }

    /// Whether a byte can be part of a Swift identifier (ASCII letters, digits, `_`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// Keeps a dequeue as written but reads its identifier from the class, or leaves it (with why) when it already
    /// does.
    private func rewriteIdentifierOnly(
        _ entry: inout Migration.FoundSite, swiftName: String, _ isOptionalReceiver: Bool, castNote: String?
    ) {
        let site = entry.site
        let label = site.argument("withIdentifier") != nil ? "withIdentifier" : "withReuseIdentifier"
        guard let argument = site.argument(label) else { return }
        // AppKit reads an `NSUserInterfaceItemIdentifier`, which the generated code gives every Reusable type.
        let member = entry.target == .appKitTableView ? ".userInterfaceItemIdentifier" : ".reuseIdentifier"
        let replacement = swiftName + member
        let written = text(entry.file, argument.value).filter { $0 != " " }
        if written == replacement || written == TypeReference.lastComponent(of: swiftName) + member {
            // What a first run left: nothing more to do, say why the call stays.
            leave(&entry, site, isOptionalReceiver, castNote: castNote)
            return
        }
        entry.replacement = replacement
        entry.replacedStart = argument.value.lowerBound
        entry.replacedEnd = argument.value.upperBound
    }

    /// Why a dequeue keeps its call (it already reads the class's identifier).
    private func leave(
        _ entry: inout Migration.FoundSite, _ site: CallSite, _ isOptionalReceiver: Bool, castNote: String?
    ) {
        if isOptionalReceiver {
            entry.reason = .optionalReceiver
            entry.message = "the receiver is optional-chained, so the typed dequeue would give an optional"
            return
        }
        if !site.hasIndexPath, entry.target != .appKitTableView {
            entry.reason = .dequeueWithoutIndexPath
            entry.message =
                "the dequeue has no index path (the typed dequeue needs one); it reads the class's identifier"
            return
        }
        if let cast = site.cast, !cast.isForced {
            entry.reason = .conditionalCast
            entry.message = castNote ?? "the `as? \(cast.typeName)` result is optional; the typed dequeue is not"
            return
        }
        entry.reason = .classNotNamed
        entry.message =
            entry.readsIdentifierOnly
            ? "the dequeued class is not named at the call (no cast) nor by a registration in its type; it reads the class's identifier"
            : "the dequeued class is not named at the call (no cast), and its value is not simply bound or returned"
    }

    /// The plan: edits per file (rewrites and conformance insertions), adoptions, notes and counts.
    func makePlan(_ found: [Migration.FoundSite], _ decisions: [String: Migration.ClassDecision]) -> MigrationPlan {
        var plan = MigrationPlan()
        var editsByFile: [Int: [MigrationEdit]] = [:]
        plan.sitesFound = found.count
        for entry in found {
            if let replacement = entry.replacement {
                editsByFile[entry.file, default: []].append(
                    MigrationEdit(
                        range: (entry.replacedStart ?? entry.site.name.lowerBound)..<entry.replacedEnd,
                        replacement: replacement))
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
                    if let custom = decision.customIdentifier,
                        let edit = identifierDeclaration(custom, in: declaration, file: position)
                    {
                        editsByFile[position, default: []].append(edit)
                    }
                }
            }
        }
        plan.adoptions.sort()
        for (position, edits) in editsByFile.sorted(by: { sources[$0.key].path < sources[$1.key].path }) {
            var kept: [MigrationEdit] = []
            for edit in withUnusedConstantsRemoved(edits, file: position).sorted()
            where kept.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true {
                kept.append(edit)
            }
            plan.files.append(
                MigratedFile(path: sources[position].path, original: sources[position].bytes, edits: kept))
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
            for local in constants.locals[file] ?? [] where !local.uses.isEmpty {
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
        let bytes = sources[file].bytes
        guard let open = bytes[end...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
        let lineStart = sources[file].lineStarts[declaration.location.line - 1]
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
