// MARK: - Sites

extension CallSiteScanner.Pass {
    /// Reads the site whose method or member name is at `nameIndex`, if it is one, and records it.
    mutating func readSite(_ nameIndex: Int, _ method: CallSiteScanner.Method) {
        let dot = nameIndex - 1
        let hasDot = isPunctuation(dot, ".")
        if !hasDot {
            guard method.allowsImplicitReceiver, !isWord(nameIndex - 1, "func"), !isPunctuation(nameIndex - 1, "`")
            else { return }
        }
        let receiver = hasDot ? readReceiver(dot: dot) : CallSiteScanner.Receiver(first: nil, typeName: nil)
        let expressionStart = receiver.first ?? (hasDot ? dot : nameIndex)
        let nameRange = tokens[nameIndex].range

        if method == .nib {
            guard hasDot, let typeName = receiver.typeName, !isPunctuation(nameIndex + 1, "(") else { return }
            var site = makeSite(.nibReference, typeName, expressionStart, nameRange, end: tokens[nameIndex].end)
            site.receiver = receiver.first.map { tokens[$0].start..<tokens[dot].start }
            sites.append(site)
            return
        }
        guard isPunctuation(nameIndex + 1, "("), let close = readArguments(open: nameIndex + 1) else { return }
        let binding = readBinding(before: expressionStart)
        let annotated = binding?.annotation.map(Self.strippingOptionality)
        var identifierArgument: Int?
        var nibArgument: Int?
        let kind: CallSite.Kind
        var typeName: String?
        var isClassForCoder = false

        switch method {
        case .nib:
            return
        case .register:
            if hasLabels("cellType") || hasLabels("headerFooterViewType")
                || hasLabels("supplementaryViewType", "ofKind")
            {
                kind = .typedRegister
                typeName = metatype(0)
            } else if let receiverType = receiver.typeName, hasLabels("in") || hasLabels("in", "ofKind") {
                kind = .typedRegister
                typeName = receiverType
            } else if let identifierPosition = registrationIdentifierPosition() {
                identifierArgument = identifierPosition
                if isNibExpression(0) {
                    kind = .registerNibByIdentifier
                    nibArgument = 0
                } else {
                    kind = .registerByIdentifier
                    let metatype = metatypeArgument(0)
                    typeName = metatype.name
                    isClassForCoder = metatype.isClassForCoder
                }
            } else {
                return
            }
        case .dequeueReusableCell:
            if hasLabels("for", "cellType") {
                kind = .typedDequeue
                typeName = metatype(1)
            } else if hasLabels("for") {
                kind = .typedDequeue
                typeName = annotated
            } else if hasLabels("withIdentifier", "for") || hasLabels("withIdentifier")
                || hasLabels("withReuseIdentifier", "for")
            {
                kind = .dequeueByIdentifier
                identifierArgument = 0
            } else {
                return
            }
        case .dequeueReusableHeaderFooterView:
            if arguments.isEmpty {
                kind = .typedDequeue
                typeName = annotated
            } else if hasLabels(nil) {
                kind = .typedDequeue
                typeName = metatype(0)
            } else if hasLabels("withIdentifier") {
                kind = .dequeueByIdentifier
                identifierArgument = 0
            } else {
                return
            }
        case .dequeueReusableSupplementaryView:
            if hasLabels("ofKind", "for", "viewType") {
                kind = .typedDequeue
                typeName = metatype(2)
            } else if hasLabels("ofKind", "for") {
                kind = .typedDequeue
                typeName = annotated
            } else if hasLabels("ofKind", "withReuseIdentifier", "for") {
                kind = .dequeueByIdentifier
                identifierArgument = 1
            } else {
                return
            }
        case .makeView:
            guard hasLabels("withIdentifier", "owner") else { return }
            kind = .dequeueByIdentifier
            identifierArgument = 0
        case .dequeue:
            if let receiverType = receiver.typeName, let first = arguments.first,
                first.label.map({ matches(tokens[$0], "from") }) == true
            {
                kind = .typedDequeue
                typeName = receiverType
            } else if hasLabels("for"), let annotated {
                kind = .typedDequeue
                typeName = annotated
            } else {
                return
            }
        case .loadFromNib, .instantiate:
            guard arguments.isEmpty || (method == .instantiate && hasLabels("creator")) else { return }
            if let receiverType = receiver.typeName {
                typeName = receiverType
            } else if hasDot, receiver.first == nil, let annotated {
                typeName = annotated
            } else {
                return
            }
            kind = method == .loadFromNib ? .loadFromNib : .instantiate
        }

        let cast = readCast(after: close)
        if kind == .dequeueByIdentifier { typeName = cast?.typeName }
        var site = makeSite(
            kind, typeName ?? "", expressionStart, nameRange, end: cast?.range.upperBound ?? tokens[close].end)
        if hasDot, let first = receiver.first { site.receiver = tokens[first].start..<tokens[dot].start }
        site.argumentList = tokens[nameIndex + 1].start..<tokens[close].end
        site.arguments = arguments.map { argument in
            CallSite.Argument(
                label: argument.label.map(identifierName),
                value: tokens[argument.first].start..<tokens[argument.last].end,
                range: tokens[argument.label ?? argument.first].start..<tokens[argument.last].end)
        }
        site.cast = cast
        site.binding = binding
        site.isClassForCoder = isClassForCoder
        if let identifierArgument { site.identifier = evaluate(arguments[identifierArgument]) }
        if let nibArgument {
            let nib = readNib(arguments[nibArgument])
            site.nib = nib
            site.typeName = Self.nibClassName(nib)
        }
        sites.append(site)
    }

    /// A site with its location, conditions and enclosing type.
    func makeSite(_ kind: CallSite.Kind, _ typeName: String, _ start: Int, _ name: Range<Int>, end: Int) -> CallSite {
        var site = CallSite(
            kind: kind, typeName: typeName, location: file.location(at: tokens[start].start), name: name,
            range: tokens[start].start..<end)
        site.conditions = conditions
        site.enclosingType = namedScopes.last
        return site
    }

    /// The position of the identifier argument of UIKit's `register(_:for…ReuseIdentifier:)` forms, if the
    /// arguments have one of their label lists.
    func registrationIdentifierPosition() -> Int? {
        if hasLabels(nil, "forCellReuseIdentifier") || hasLabels(nil, "forHeaderFooterViewReuseIdentifier")
            || hasLabels(nil, "forCellWithReuseIdentifier")
        {
            return 1
        }
        if hasLabels(nil, "forSupplementaryViewOfKind", "withReuseIdentifier") { return 2 }
        return nil
    }

    /// Whether the arguments have exactly these labels (`nil` for an unlabeled argument).
    func hasLabels(_ expected: StaticString?...) -> Bool {
        guard arguments.count == expected.count else { return false }
        for (argument, label) in zip(arguments, expected) {
            switch (argument.label, label) {
            case (nil, nil): continue
            case (let token?, let word?): if !matches(tokens[token], word) { return false }
            default: return false
            }
        }
        return true
    }

    /// `Cell` for `Cell?`, `Cell!` and `Cell`.
    static func strippingOptionality(_ annotation: String) -> String {
        var name = Substring(annotation)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        return String(name)
    }

    /// The class a nib registration names: the nib's name when it is spelled as a literal or `String(describing:)`,
    /// or the type whose `nib` is passed.
    static func nibClassName(_ nib: CallSite.Nib) -> String {
        switch nib {
        case .initializer(name: .literal(let name), bundle: _): name
        case .initializer(name: .describing(let type), bundle: _): type
        case .member(let type): type
        default: ""
        }
    }
}
