// MARK: - Identifiers and nibs written as names

extension Migration.Facts {
    /// The value of an identifier expression at a site, when the sources tell it before run time: a literal,
    /// `String(describing: X.self)` or `"\(X.self)"` (the bare name), `X.reuseIdentifier` of a class whose
    /// generated identifier is known, or a constant the sources declare (`Constants`).
    func identifierValue(_ identifier: CallSite.Identifier?, at site: CallSite, file: Int) -> String? {
        guard let identifier else { return nil }
        return resolve(identifier, enclosing: site.enclosingType, file: file, offset: site.range.lowerBound, depth: 0)
    }

    /// Resolves an identifier expression written in `enclosing` at `offset` of `file` (`file` `nil` outside any
    /// function: a member's initial value).
    func resolve(_ identifier: CallSite.Identifier, enclosing: String?, file: Int?, offset: Int, depth: Int) -> String?
    {
        guard depth < 8 else { return nil }
        switch identifier {
        case .literal(let value):
            return value
        case .describing(let type):
            return TypeReference.lastComponent(of: type)
        case .fromClass, .other:
            return nil
        case .rawValue(let type, let name):
            // A nested enum is found as Swift finds it: in the enclosing types (and their superclasses) first.
            if var outer = enclosing?.split(separator: ".").map(String.init) {
                while !outer.isEmpty {
                    for owner in lookupChain(of: outer.joined(separator: ".")) {
                        if let cases = constants.rawValues[owner + "." + type] { return cases[name] }
                    }
                    outer.removeLast()
                }
            }
            return constants.rawValue(of: type, name)
        case .member(let type, "reuseIdentifier"), .member(let type, "userInterfaceItemIdentifier"):
            // (AppKit's `userInterfaceItemIdentifier`, which the generated code gives Reusable types, wraps it.)
            guard let names = classesByBareName[TypeReference.lastComponent(of: type)], names.count == 1,
                let resolved = classes[names[0]]
            else { return nil }
            // The member the generated code gives, when the class declares or inherits one or adopts Reusable
            // already; else the one an extension of the app's own protocol gives it (`ReusableTableCell`).
            let adopts = model.types.contains { $0.name == resolved.name && $0.mixins.contains(.reusable) }
            if resolved.provides(.reuseIdentifier) || adopts { return generatedIdentifier(of: resolved) }
            return declaredMember("reuseIdentifier", readOn: resolved.name, depth: depth + 1)
        case .member(let type, let name):
            for owner in lookupChain(of: type) {
                guard let values = constants.members(of: owner)[name] else { continue }
                return resolve(values, calledOn: type, owner: owner, depth: depth)
            }
            return nil
        case .variable(let name):
            if let file, let local = constants.local(name, file: file, at: offset) {
                return resolve([local], calledOn: nil, owner: enclosing, file: file, offset: offset, depth: depth)
            }
            if let enclosing {
                var outer = enclosing.split(separator: ".").map(String.init)
                while !outer.isEmpty {
                    let type = outer.joined(separator: ".")
                    for owner in lookupChain(of: type) {
                        guard let values = constants.members(of: owner)[name] else { continue }
                        return resolve(values, calledOn: nil, owner: owner, depth: depth)
                    }
                    outer.removeLast()
                }
            }
            if let values = constants.globals[name] {
                return resolve(values, calledOn: nil, owner: nil, depth: depth)
            }
            return nil
        }
    }

    /// The one string every declaration of a name gives, or `nil` when one of them is unknown or they differ.
    /// `calledOn` is the type a static member is read from (what `String(describing: self)` names).
    private func resolve(
        _ values: [Migration.Constants.Value], calledOn: String?, owner: String?, file: Int? = nil, offset: Int = 0,
        depth: Int
    ) -> String? {
        var result: String?
        for value in values {
            let string: String?
            switch value {
            case .identifier(.variable(let name)) where file == nil && calledOn != nil:
                // A static member's body reading another static member (`{ classNameWithoutNamespaces }`):
                // read on the same type.
                string = calledOn.flatMap { declaredMember(name, readOn: $0, depth: depth + 1) }
            case .identifier(let identifier):
                string = resolve(identifier, enclosing: owner, file: file, offset: offset, depth: depth + 1)
            case .describingSelf:
                string = calledOn.map(TypeReference.lastComponent(of:))
            case .nib, .unknown:
                string = nil
            }
            guard let string, result == nil || result == string else { return nil }
            result = string
        }
        return result
    }

    /// The nib of a registration, with a nib held in a constant (`let nib = UINib(…)`) resolved.
    func nibValue(_ nib: CallSite.Nib?, at site: CallSite, file: Int) -> CallSite.Nib? {
        guard case .variable(let name)? = nib else { return nib }
        var values: [Migration.Constants.Value] = []
        if let local = constants.local(name, file: file, at: site.range.lowerBound) {
            values = [local]
        } else if let enclosing = site.enclosingType {
            for owner in lookupChain(of: enclosing) {
                if let found = constants.members(of: owner)[name] {
                    values = found
                    break
                }
            }
        }
        guard values.count == 1, case .nib(let resolved) = values[0] else { return .other }
        return resolved
    }

    /// The class a nib registration registers: the class the nib is named after when the sources declare it,
    /// else the custom class of the root view of the XIB of that name.
    func nibClass(_ nib: CallSite.Nib?, at site: CallSite, file: Int) -> String {
        switch nib {
        case .initializer(let name, _)?:
            guard let nibName = identifierValue(name, at: site, file: file) else { return "" }
            if classesByBareName[nibName] != nil { return nibName }
            let roots = catalog.nibs(named: nibName).flatMap(\.topLevelObjects).compactMap(\.customClass)
            return Set(roots).count == 1 ? roots[0] : nibName
        case .member(let type)?:
            return type
        default:
            return ""
        }
    }

    /// The value of a static member read on a class (`X.reuseIdentifier`) as Swift finds it: declared by the class,
    /// a superclass or an extension of a framework class, else by an extension of a protocol of the sources that
    /// one of them adopts; `String(describing: self)` names `type`.
    func declaredMember(_ name: String, readOn type: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        let chain = lookupChain(of: type)
        for owner in chain {
            if let values = constants.members(of: owner)[name] {
                return resolve(values, calledOn: type, owner: owner, depth: depth)
            }
        }
        for owner in adoptedProtocols(of: chain) {
            if let values = constants.members(of: owner)[name] {
                return resolve(values, calledOn: type, owner: owner, depth: depth)
            }
        }
        return nil
    }

    /// The nib a class reads as `X.nib` from what the sources declare for it, a superclass or one of their
    /// protocols (`static var nib: UINib? { .init(nibName: reuseIdentifier, bundle: nil) }`): its name when known,
    /// and its bundle as written. `nil` when nothing declares one or it is not such a nib.
    func declaredNib(readOn type: String) -> (name: String?, bundle: String?)? {
        let chain = lookupChain(of: type)
        for owner in chain + adoptedProtocols(of: chain) {
            guard let values = constants.members(of: owner)["nib"] else { continue }
            guard values.count == 1, case .nib(.initializer(let name, let bundle)) = values[0] else { return nil }
            return (resolve([.identifier(name)], calledOn: type, owner: owner, depth: 0), bundle)
        }
        return nil
    }

    /// The protocols of the sources that the types named adopt, directly, through an extension or through the
    /// protocols they refine, nearest first.
    func adoptedProtocols(of types: [String]) -> [String] {
        var found: [String] = []
        var pending = types.flatMap { inheritedNames[TypeReference.lastComponent(of: $0)] ?? [] }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard !found.contains(name), protocolNames.contains(name) else { continue }
            found.append(name)
            pending += inheritedNames[name] ?? []
        }
        return found
    }

    /// A type, then its superclasses in the sources, then the framework class they derive from and its framework
    /// ancestors (whose extensions may declare a member every subclass inherits).
    func lookupChain(of type: String) -> [String] {
        var chain = [type]
        if let names = classesByBareName[TypeReference.lastComponent(of: type)], names.count == 1,
            let resolved = classes[names[0]]
        {
            chain += resolved.superclassChain
            if let external = resolved.superclassChain.last {
                chain += FrameworkClasses.lineage(of: TypeReference.lastComponent(of: external)).dropFirst()
            }
        }
        return chain
    }
}
