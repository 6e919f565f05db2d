// MARK: - Identifiers and API the app supplies its own way

extension Migration.Facts {
    /// A protocol of the app with a `reuseIdentifier` that the class adopts itself (in its declaration or an
    /// extension, or through a protocol that refines it), for which a member the class declares would be the witness.
    func identifierProtocolAdopted(by type: ResolvedType) -> String? {
        adoptedProtocols(of: [type.name]).first(where: homeGrownProtocols.contains)
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

    /// A protocol of the app that gives the class (or an ancestor) a `reuseIdentifier`.
    func homeGrownSource(of type: ResolvedType) -> String? {
        guard !homeGrownProtocols.isEmpty else { return nil }
        return adoptedProtocols(of: [type.name] + type.superclassChain).first(where: homeGrownProtocols.contains)
    }

    /// Why the typed API a class's sites would be rewritten to is not the library's, if it is not: the sources
    /// declare a `Reusable` (or, for a nib, a `NibLoadable`, or a `NibReusable` protocol) of their own that lacks the
    /// library's requirements, so the class would adopt that one; or a helper of a name the rewritten calls use (`UITableView.register(cellType:)`)
    /// without the library's `Reusable` beside it, so the calls would reach the app's helper, made for its own types;
    /// or, for AppKit, protocols of its own, with which the generated file declares no helper.
    func homeGrownAPI(for sites: [Migration.FoundSite], byNib: Bool) -> Migration.Leave? {
        let api = model.declaredAPI
        if byNib, let own = api.nibReusableProtocol {
            return Migration.Message.ownNibReusableProtocol(at: own.location)
        }
        for mixin in byNib ? [Mixin.reusable, .nibLoadable] : [.reusable] {
            if let declared = api.protocols[mixin], !declared.fits {
                return Migration.Message.ownMixin(mixin, at: declared.location, lacks: declared.missing)
            }
        }
        if model.vendorsReusable, sites.contains(where: { $0.target == .appKitTableView }) {
            // The AppKit section declares its protocols and helpers all or nothing.
            return Migration.Message.ownAppKitProtocols
        }
        guard !model.importsReusable, api.protocols[.reusable] == nil else { return nil }
        let helpers = Set(sites.compactMap(\.target).flatMap(\.helpers))
        if let declared = api.helpers.sorted().first(where: helpers.contains) {
            return Migration.Message.ownHelper(declared)
        }
        return nil
    }
}
