// MARK: - The API the sources declare

extension ModuleResolver {
    /// The mixin protocols and helpers the sources declare (`DeclaredAPI`), read from the file-scope protocols named
    /// like the library's, their unconstrained extensions, and the functions of extensions of the helpers' hosts.
    func readDeclaredAPI() -> DeclaredAPI {
        var api = DeclaredAPI()
        for mixin in DeclaredAPI.libraryProtocols {
            if let alias = declaredTypealias(named: mixin.rawValue) {
                // A typealias where the library has a protocol: the generated file must not declare the protocol
                // again, and the requirements behind the alias are not read, so its adopters are left alone.
                let written = alias.components.map(\.name).joined(separator: " & ")
                api.protocols[mixin] = DeclaredProtocol(
                    mixin: mixin, location: alias.location, isMainActor: false, access: .internal,
                    missing: ["'protocol \(mixin.rawValue)' (it declares 'typealias \(mixin.rawValue) = \(written)')"],
                    requirements: [])
                continue
            }
            guard let ids = names[mixin.rawValue]?.types,
                let id = ids.first(where: { files[$0.file].types[$0.index].keyword == TypeKeyword.protocol })
            else { continue }
            let declaration = files[id.file].types[id.index]
            guard declaration.lexicalScope.isEmpty else { continue }
            let defaults = extensionsByDeclaration[flatIndex(id)].filter { $0.whereClause == nil }.flatMap(\.members)
            var missing: [String] = []
            for (name, types) in mixin.libraryRequirements {
                let wanted = "'static var \(name): \(types[0])'"
                if let requirement = declaration.requirements.first(where: { !$0.isFunction && $0.name == name }) {
                    let type = requirement.typeName.flatMap(plainTypeName)
                    if !requirement.isStatic || type.map({ !types.contains($0) }) ?? true {
                        missing.append("\(wanted) (it declares '\(requirement.declaration)')")
                    }
                } else if let member = defaults.first(where: { $0.name.rawValue == name }) {
                    if let type = member.typeName.flatMap(plainTypeName), !types.contains(type) {
                        missing.append("\(wanted) (its extension declares '\(name)' as '\(member.typeName ?? type)')")
                    }
                } else {
                    missing.append(wanted)
                }
            }
            api.protocols[mixin] = DeclaredProtocol(
                mixin: mixin, location: declaration.location,
                isMainActor: declaration.attributes.contains("@MainActor"),
                access: min(declaration.access ?? .internal, declaration.enclosingAccess ?? .open), missing: missing,
                requirements: declaration.requirements)
        }
        if let declared = names["NibReusable"] {
            api.declaresNibReusable =
                declared.alias.map { typealiasDeclaration($0).lexicalScope.isEmpty } ?? false
                || declared.types.contains { declaration($0).lexicalScope.isEmpty }
        }
        for fileIndex in files.indices {
            for declaration in files[fileIndex].extensions where !declaration.functions.isEmpty {
                let host = declaration.extendedType.lastComponent
                for function in declaration.functions {
                    let name = host + "." + function
                    if DeclaredAPI.generatedHelperNames.contains(name) { api.helpers.insert(name) }
                }
            }
        }
        return api
    }

    /// The first file-scope typealias of a name, when no type of the sources has the name.
    private func declaredTypealias(named name: String) -> TypealiasDeclaration? {
        guard let declared = names[name], declared.firstType == nil, let id = declared.alias else { return nil }
        let alias = typealiasDeclaration(id)
        return alias.lexicalScope.isEmpty ? alias : nil
    }

    /// The library's protocols a file-scope `protocol NibReusable` of the sources does not refine (the library's
    /// `NibReusable` is the typealias `Reusable & NibLoadable`): empty when it refines both, as its adopters then
    /// conform to both; `nil` when the sources declare no such protocol. Its adopters conform to nothing the name
    /// alone would say, so the generated code, whose helpers require `Reusable`, can only use what it refines.
    mutating func nibReusableProtocolLacks() -> (location: SourceLocation, lacking: [Mixin])? {
        guard let ids = names["NibReusable"]?.types,
            let id = ids.first(where: { declaration($0).keyword == .protocol && declaration($0).lexicalScope.isEmpty })
        else { return nil }
        let protocolDeclaration = declaration(id)
        var refined: MixinSet = []
        for reference in protocolDeclaration.inheritance {
            let found = resolveDeclaring(reference, in: protocolDeclaration.lexicalScope)
            if case .type("NibReusable") = found.resolution { continue }
            refined.formUnion(conformance(of: found).mixins)
        }
        return (
            protocolDeclaration.location, [Mixin.reusable, .nibLoadable].filter { !refined.contains(MixinSet($0)) }
        )
    }

    /// The note at a file-scope `protocol NibReusable` of the sources that does not refine the library's two
    /// protocols: its adopters are left alone.
    static func nibReusableNote(at location: SourceLocation, lacking: [Mixin]) -> Diagnostic {
        let names = lacking.map { "'\($0.rawValue)'" }.joined(separator: " nor ")
        return Diagnostic(
            .note,
            """
            this 'NibReusable' is a protocol of the app's, not the Reusable library's typealias of 'Reusable & \
            NibLoadable': its adopters do not conform to \(names), which the generated helpers require, so \
            reusable-gen leaves them alone (it generates nothing for them)
            """, at: location)
    }

    /// The note at the declaration of each protocol the sources declare with other requirements than the library's.
    static func lookAlikeNotes(_ api: DeclaredAPI) -> [Diagnostic] {
        DeclaredAPI.libraryProtocols.compactMap { mixin in
            guard let declared = api.protocols[mixin], !declared.fits else { return nil }
            return Diagnostic(
                .note,
                """
                this '\(mixin.rawValue)' is not the Reusable library's: it lacks \
                \(declared.missing.joined(separator: " and ")), so reusable-gen leaves its adopters \
                alone (it generates nothing for them) and declares no helper that needs it
                """, at: declared.location)
        }
    }
}
