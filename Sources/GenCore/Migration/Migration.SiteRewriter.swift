// MARK: - Migration.SiteRewriter

extension Migration {
    /// The phase that gives each site of an adopting class its typed form, or says why it keeps its call.
    struct SiteRewriter {
        let facts: Facts
        let registrations: Registrations
    }
}

extension Migration.SiteRewriter {
    /// The sites with the outcome of each attributed site of a class (left with its class, or rewritten).
    func decideSites(_ found: [Migration.FoundSite], _ decisions: [String: Migration.ClassDecision])
        -> [Migration.FoundSite]
    {
        var found = found
        for position in found.indices {
            guard found[position].outcome.isUndecided, let name = found[position].className,
                let decision = decisions[name]
            else { continue }
            if let leave = decision.outcome.leave {
                found[position].outcome = .left(leave)
            } else if found[position].identifier == nil {
                // The class adopts for its other sites; this one keeps the string it computes.
                found[position].outcome = .left(
                    Migration.Message.identifierHereNotStatic(
                        TypeReference.lastComponent(of: name), others: decision.identifier ?? ""))
            } else {
                found[position].outcome = rewrite(found[position], className: name)
            }
        }
        return found
    }

    /// The typed form of one site, or the reason it has none.
    ///
    /// A dequeue the typed API cannot express with the same behaviour keeps its call and cast and only reads the
    /// identifier from the class (`withIdentifier: X.reuseIdentifier`, the same string): one without an index path,
    /// an `as?` cast (its fallback still runs where the old code's did) unless the cast cannot fail
    /// (`guardedRewrite`), an optional-chained receiver, a dequeue without a cast whose value is not simply bound
    /// by `let` or returned.
    func rewrite(_ entry: Migration.FoundSite, className: String) -> Migration.SiteOutcome {
        let site = entry.site
        let file = entry.file
        func argument(_ label: String?) -> String {
            guard let found = site.arguments.first(where: { $0.label == label }) else { return "" }
            return facts.text(file, found.value)
        }
        /// The call from its method name to `end` replaced.
        func typed(_ replacement: String, through end: Int) -> Migration.SiteOutcome {
            .rewritten(MigrationEdit(range: site.name.lowerBound..<end, replacement: replacement))
        }
        guard let argumentList = site.argumentList, let target = entry.target else {
            return .left(Migration.Message.noTypedForm)
        }
        let swiftName = Renderer.swiftName(className) ?? className
        switch site.kind {
        case .registerByIdentifier, .registerNibByIdentifier:
            let metatype =
                site.kind == .registerByIdentifier && !site.isClassForCoder ? argument(nil) : swiftName + ".self"
            switch target {
            case .tableCell, .collectionCell:
                return typed("register(cellType: \(metatype))", through: argumentList.upperBound)
            case .tableHeaderFooter:
                return typed("register(headerFooterViewType: \(metatype))", through: argumentList.upperBound)
            case .supplementary:
                return typed(
                    "register(supplementaryViewType: \(metatype), ofKind: \(argument("forSupplementaryViewOfKind")))",
                    through: argumentList.upperBound)
            case .appKitTableView:
                return .left(Migration.Message.noTypedForm)
            }
        case .dequeueByIdentifier:
            let isOptionalReceiver = site.receiver.map { facts.text(file, $0).hasSuffix("?") } ?? false
            if entry.readsIdentifierOnly {
                return identifierOnly(entry, swiftName: swiftName, isOptionalReceiver, castNote: nil)
            }
            let metatype = (site.cast?.typeName ?? swiftName) + ".self"
            // Why an `as?` cast stays, when it does.
            var castNote: Migration.Leave?
            if target == .appKitTableView {
                // `makeView(withIdentifier:owner:)` gives nil for an identifier it has no view for, where the typed
                // `makeView(cellType:owner:)` traps: only `as!`, which trapped there too, becomes typed.
                if let cast = site.cast, cast.isForced, !isOptionalReceiver {
                    return typed(
                        "makeView(cellType: \(metatype), owner: \(argument("owner")))", through: cast.range.upperBound)
                }
                castNote = site.cast.map { Migration.Message.appKitConditionalCast($0.typeName) }
            } else if let cast = site.cast {
                if !isOptionalReceiver, cast.isForced || target == .tableHeaderFooter {
                    switch target {
                    case .tableCell where site.hasIndexPath, .collectionCell where site.hasIndexPath:
                        return typed(
                            "dequeueReusableCell(for: \(argument("for")), cellType: \(metatype))",
                            through: cast.range.upperBound)
                    case .tableHeaderFooter:
                        return typed(
                            "dequeueReusableHeaderFooterView(\(metatype))" + (cast.isForced ? "!" : ""),
                            through: cast.range.upperBound)
                    case .supplementary:
                        return typed(
                            "dequeueReusableSupplementaryView(ofKind: \(argument("ofKind")), for: \(argument("for")), viewType: \(metatype))",
                            through: cast.range.upperBound)
                    default:
                        break
                    }
                }
                if !isOptionalReceiver, !cast.isForced, site.hasIndexPath,
                    target == .tableCell || target == .collectionCell
                {
                    switch guardedRewrite(entry, className: className, metatype: metatype) {
                    case .typed(let edit): return .rewritten(edit)
                    case .kept(let why): castNote = why
                    }
                }
            } else if !isOptionalReceiver, site.hasIndexPath, target == .tableCell || target == .collectionCell,
                isPlainlyUsed(site, file: file),
                (facts.prototypesByIdentifier[entry.identifier ?? ""] ?? []).allSatisfy({
                    $0.customClass == TypeReference.lastComponent(of: className)
                })
            {
                return typed(
                    "dequeueReusableCell(for: \(argument("for")), cellType: \(metatype))",
                    through: argumentList.upperBound)
            }
            return identifierOnly(
                entry, swiftName: site.cast?.typeName ?? swiftName, isOptionalReceiver, castNote: castNote)
        default:
            return .left(Migration.Message.noTypedForm)
        }
    }

    /// Whether an uncast dequeue's value is bound by `let` (with or without an annotation) or returned, where a
    /// value of the subclass is used exactly like the cell it was.
    func isPlainlyUsed(_ site: CallSite, file: Int) -> Bool {
        if let binding = site.binding {
            return binding.form == .declaration
                && (facts.text(file, binding.range).hasPrefix("let") || binding.annotation != nil)
        }
        let list = facts.tokens[file]
        guard let before = list.last(before: site.range.lowerBound) else { return false }
        return list.tokens[before].kind == .identifier && facts.text(file, list.tokens[before].range) == "return"
    }

    /// Keeps a dequeue as written but reads its identifier from the class, or leaves it (with why) when it already
    /// does.
    private func identifierOnly(
        _ entry: Migration.FoundSite, swiftName: String, _ isOptionalReceiver: Bool, castNote: Migration.Leave?
    ) -> Migration.SiteOutcome {
        let site = entry.site
        let label = site.argument("withIdentifier") != nil ? "withIdentifier" : "withReuseIdentifier"
        guard let argument = site.argument(label) else { return .left(Migration.Message.noTypedForm) }
        // AppKit reads an `NSUserInterfaceItemIdentifier`, which the generated code gives every Reusable type.
        let member = entry.target == .appKitTableView ? ".userInterfaceItemIdentifier" : ".reuseIdentifier"
        let replacement = swiftName + member
        let written = facts.text(entry.file, argument.value).filter { $0 != " " }
        if written == replacement || written == TypeReference.lastComponent(of: swiftName) + member {
            // What a first run left: nothing more to do, say why the call stays.
            return .left(whyKept(entry, isOptionalReceiver, castNote: castNote))
        }
        return .rewritten(MigrationEdit(range: argument.value, replacement: replacement))
    }

    /// Why a dequeue keeps its call (it already reads the class's identifier).
    private func whyKept(_ entry: Migration.FoundSite, _ isOptionalReceiver: Bool, castNote: Migration.Leave?)
        -> Migration.Leave
    {
        let site = entry.site
        if isOptionalReceiver { return Migration.Message.optionalReceiver }
        if !site.hasIndexPath, entry.target != .appKitTableView { return Migration.Message.dequeueWithoutIndexPath }
        if let cast = site.cast, !cast.isForced {
            return castNote ?? Migration.Message.conditionalCast(cast.typeName)
        }
        return entry.readsIdentifierOnly
            ? Migration.Message.uncastReadsIdentifier : Migration.Message.uncastNotPlainlyUsed
    }
}
