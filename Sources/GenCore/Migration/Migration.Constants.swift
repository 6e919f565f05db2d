// MARK: - Migration.Constants

extension Migration {
    /// The string and nib constants the sources declare, so that an identifier written as a name
    /// (`switchCellId`, `ListViewController.cellId`, `CellID.profile.rawValue`, `nib`) can be resolved to the value
    /// it always has: a `let` (static, instance, local or global) initialised with a literal, `String(describing:)`,
    /// `"\(X.self)"`, `UINib(nibName:bundle:)` or another such constant; a computed `var` whose body is only such a
    /// value; a case of a `String` raw-value enum. Anything else with the same name (a `var`, a parameter, a closure
    /// parameter, a pattern) hides the name as unknown, so a name is resolved only when every declaration that can
    /// be in scope is a constant.
    struct Constants {
        /// A declared value, as far as its tokens tell.
        enum Value: Hashable {
            case identifier(CallSite.Identifier)
            case nib(CallSite.Nib)
            /// `String(describing: self)` in a static member: the bare name of the type it is called on.
            case describingSelf
            case unknown
        }

        /// A name declared inside a function, closure or other block.
        struct Local {
            var name: String
            var value: Value
            /// The bytes of the enclosing block; a `let` counts from `declaredAt` on.
            var scope: Range<Int>
            var declaredAt: Int
            /// The bytes of a `let` declaration's whole line(s) when nothing else is on them, for removing it.
            var declarationLines: Range<Int>?
            /// The bytes of the name of a `let` with a known value, which becomes `_` when its lines cannot go.
            var nameRange: Range<Int>?
            /// Where the name occurs in its scope after its declaration (not after a dot), for a `let` with a known
            /// value: a use, or the name shadowed inside a nested scope (then it counts as a use that stays).
            var uses: [Int] = []
        }

        /// Members by type name as written in the declaration or extension (`Outer.Inner`), then by member name.
        var members: [String: [String: [Value]]] = [:]
        /// Raw values of `String` enums' cases, by enum name, then by case name.
        var rawValues: [String: [String: String]] = [:]
        /// Top-level constants by name.
        var globals: [String: [Value]] = [:]
        /// Locals by file index.
        var locals: [Int: [Local]] = [:]
        /// The files reading a `reuseIdentifier` member, by what it is read on as written: a type name, `Self`,
        /// `self`, or `)` (`type(of: cell).reuseIdentifier`).
        var identifierReads: [String: Set<Int>] = [:]

        /// The type names of `members` by their last component.
        var memberTypesByLastComponent: [String: [String]] = [:]

        /// Reads the declarations of every file from its significant tokens.
        init(_ sources: [SourceFile], tokens: [SignificantTokenList]) {
            for (index, source) in sources.enumerated() where !tokens[index].tokens.isEmpty {
                let list = tokens[index]
                source.bytes.withUnsafeBufferPointer { bytes in
                    list.tokens.withUnsafeBufferPointer { tokenBuffer in
                        list.breakBefore.withUnsafeBufferPointer { breakBuffer in
                            guard let tokenBase = tokenBuffer.baseAddress, let breakBase = breakBuffer.baseAddress
                            else { return }
                            var reader = ConstantsReader(
                                file: index, bytes: bytes,
                                tokens: CheckedBuffer(
                                    UnsafeMutablePointer(mutating: tokenBase), count: tokenBuffer.count),
                                breakBefore: CheckedBuffer(
                                    UnsafeMutablePointer(mutating: breakBase), count: breakBuffer.count))
                            reader.run(into: &self)
                        }
                    }
                }
            }
            for name in members.keys.sorted() {
                memberTypesByLastComponent[TypeReference.lastComponent(of: name), default: []].append(name)
            }
        }

        /// The members of a type named `type` (matched on its last component when the written names differ).
        func members(of type: String) -> [String: [Value]] {
            if let exact = members[type] { return exact }
            var merged: [String: [Value]] = [:]
            for name in memberTypesByLastComponent[TypeReference.lastComponent(of: type)] ?? [] {
                merged.merge(members[name] ?? [:]) { $0 + $1 }
            }
            return merged
        }

        /// The raw value of `type.name` when `type` is a `String` enum of the sources.
        func rawValue(of type: String, _ name: String) -> String? {
            if let exact = rawValues[type] { return exact[name] }
            let last = TypeReference.lastComponent(of: type)
            let found = rawValues.filter { TypeReference.lastComponent(of: $0.key) == last }
            guard found.count == 1 else { return nil }
            return found.first?.value[name]
        }

        /// The innermost local named `name` in scope at `offset` of a file, if any: `.unknown` when it is not a
        /// constant, `nil` when no local of that name is in scope.
        func local(_ name: String, file: Int, at offset: Int) -> Value? {
            localDeclaration(name, file: file, at: offset)?.value
        }

        /// The innermost local named `name` in scope at `offset` of a file, with where it is declared.
        func localDeclaration(_ name: String, file: Int, at offset: Int) -> Local? {
            var best: Local?
            for local in locals[file] ?? [] where local.name == name && local.scope.contains(offset) {
                if case .unknown = local.value {} else if local.declaredAt > offset { continue }
                if best.map({ local.scope.count <= $0.scope.count }) ?? true { best = local }
            }
            return best
        }
    }
}
