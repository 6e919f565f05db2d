// MARK: - Identifiers the app supplies its own way

extension Migration.Run {
    /// A protocol of the sources with a `reuseIdentifier` that the class adopts itself (in its declaration or an
    /// extension), for which a member the class declares would be the witness.
    func identifierProtocolAdopted(by type: ResolvedType) -> String? {
        adoptedProtocols(of: [type.name]).first { name in
            constants.members(of: name)["reuseIdentifier"] != nil
                || protocolsByName[name]?.contains { $0.members.contains { $0.name == .reuseIdentifier } } == true
        }
    }

    /// Where the sources read the `reuseIdentifier` a class gets from an extension of an app's protocol, which a
    /// `static let reuseIdentifier` of the class would shadow: `X.reuseIdentifier` anywhere, or `Self.`,
    /// `self.` or `type(of: …).reuseIdentifier` in a file that declares or extends the class. `nil` when nothing
    /// reads it, or the class gets no such member.
    func shadowedIdentifierRead(of type: ResolvedType) -> String? {
        guard homeGrownSource(of: type) != nil || declaredMember("reuseIdentifier", readOn: type.name, depth: 0) != nil
        else { return nil }
        if let files = constants.identifierReads[type.bareName], let file = files.min() {
            return "`\(type.bareName).reuseIdentifier` in \(sources[file].path)"
        }
        let declaring = Set(
            scanned.indices.filter { position in
                scanned[position].types.contains { $0.qualifiedName == type.name }
                    || scanned[position].extensions.contains { $0.extendedType.name == type.name }
            })
        for reader in ["Self", "self", ")"] {
            if let file = constants.identifierReads[reader]?.intersection(declaring).min() {
                return "`\(reader == ")" ? "type(of: …)" : reader).reuseIdentifier` in \(sources[file].path)"
            }
        }
        return nil
    }

    /// A home-grown protocol of the sources that gives the class (or an ancestor) a `reuseIdentifier`.
    func homeGrownSource(of type: ResolvedType) -> String? {
        guard !homeGrownProtocols.isEmpty else { return nil }
        let names = Set([type.name] + type.superclassChain)
        for file in scanned {
            for declaration in file.types where names.contains(declaration.qualifiedName) {
                if let found = declaration.inheritance.first(where: { homeGrownProtocols.contains($0.lastComponent) }) {
                    return found.lastComponent
                }
            }
            for extensionDeclaration in file.extensions where names.contains(extensionDeclaration.extendedType.name) {
                if let found = extensionDeclaration.inheritance.first(where: {
                    homeGrownProtocols.contains($0.lastComponent)
                }) {
                    return found.lastComponent
                }
            }
        }
        return nil
    }
}
