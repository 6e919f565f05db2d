// MARK: - The API the sources declare

extension ModuleResolver {
    /// The mixin protocols and helpers the sources declare (`DeclaredAPI`), read from the file-scope protocols named
    /// like the library's, their unconstrained extensions, and the functions of extensions of the helpers' hosts.
    func readDeclaredAPI() -> DeclaredAPI {
        var api = DeclaredAPI()
        for mixin in DeclaredAPI.libraryProtocols {
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
