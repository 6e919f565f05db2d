import Mustache

// MARK: - APISupply

/// Where each part of the API the generated code names comes from in one framework's section — the Reusable
/// library, the sources, or the generated file — and so what the file declares: exactly what is missing, and
/// nothing that names a protocol, requirement or helper the configuration lacks (design.md §3 and §8).
struct APISupply {
    /// Where a mixin protocol comes from.
    enum Source {
        /// `import Reusable` (or, in an AppKit section, a copy of the protocols in the sources: see `init`).
        case library
        /// The sources' own declaration.
        case sources(DeclaredProtocol)
        /// Nobody: the generated file declares it, with the library's requirements.
        case generated
    }

    var protocols: [Mixin: Source] = [:]
    var importsReusable: Bool
    /// Whether the section declares `NibReusable`.
    var declaresNibReusable: Bool
    /// The helpers the sources declare (`DeclaredAPI.helpers`).
    var declaredHelpers: Set<String>
    /// Whether the section's template reads the per-protocol fields; the AppKit template declares all or nothing.
    var isPerProtocol: Bool

    /// The supply of a model's section. The AppKit template declares its protocols all or nothing: when the sources
    /// declare any of them, it declares none (as the library's users' copies are UIKit ones, this is rare).
    init(model: Model, framework: Framework) {
        importsReusable = framework == .uiKit && model.importsReusable
        let api = model.declaredAPI
        declaredHelpers = api.helpers
        isPerProtocol = framework == .uiKit
        let appKitCopies = framework == .appKit && model.vendorsReusable
        for mixin in DeclaredAPI.libraryProtocols {
            if importsReusable || appKitCopies {
                protocols[mixin] = .library
            } else if let declared = api.protocols[mixin] {
                protocols[mixin] = .sources(declared)
            } else {
                protocols[mixin] = .generated
            }
        }
        declaresNibReusable = !importsReusable && !appKitCopies && !api.declaresNibReusable
    }

    /// Whether the generated code can use the mixin's protocol with the library's requirements.
    func fits(_ mixin: Mixin) -> Bool {
        switch protocols[mixin] {
        case .sources(let declared): declared.fits
        case .library, .generated, nil: true
        }
    }

    /// Whether the file declares the mixin's protocol (and its run-time defaults).
    func declares(_ mixin: Mixin) -> Bool {
        if case .generated = protocols[mixin] { return true }
        return false
    }

    /// Whether a main-actor member of an adopter (`nib`, `sceneStoryboard`) can satisfy the mixin's requirement: the
    /// protocol is the generated one or a `@MainActor` one of the sources. The library's are nonisolated.
    func allowsMainActorMembers(_ mixin: Mixin) -> Bool {
        switch protocols[mixin] {
        case .generated: true
        case .sources(let declared): declared.fits && declared.isMainActor
        case .library, nil: false
        }
    }

    /// Whether the file declares one of the library's generic helpers: none comes from the library, every mixin
    /// it needs fits, and the sources do not declare it (`UITableView.register(cellType:)`).
    func declaresLibraryHelper(_ name: String, needs: [Mixin]) -> Bool {
        needs.allSatisfy { mixin in
            if case .library = protocols[mixin] { return false }
            return fits(mixin)
        } && !declaredHelpers.contains(name)
    }

    /// Whether the file declares one of reusable-gen's additions (which the library lacks): every mixin it needs
    /// fits, and the sources do not declare it.
    func declaresAddition(_ name: String, needs: [Mixin]) -> Bool {
        needs.allSatisfy(fits) && !declaredHelpers.contains(name)
    }

    /// The root context fields of the supply: `declaresMixins`, `declaresProtocols`, `declares`, `helpers` and
    /// `nibLoadable` (documented in Templates/README.md).
    func fields(declaresReusableView: Bool) -> [String: TemplateValue] {
        var protocolFields: [String: TemplateValue] = [:]
        for mixin in DeclaredAPI.libraryProtocols {
            protocolFields[Self.fieldName(mixin)] = .bool(declares(mixin))
        }
        protocolFields["nibReusable"] = .bool(declaresNibReusable)
        let library: [(String, String, [Mixin])] = [
            ("loadFromNib", "NibLoadable.loadFromNib()", [.nibLoadable]),
            ("loadNibContent", "NibOwnerLoadable.loadNibContent()", [.nibOwnerLoadable]),
            ("instantiateInitial", "StoryboardBased.instantiate()", [.storyboardBased]),
            ("instantiateScene", "StoryboardSceneBased.instantiate()", [.storyboardSceneBased]),
            ("registerTableCell", "UITableView.register(cellType:)", [.reusable]),
            ("dequeueTableCell", "UITableView.dequeueReusableCell(for:cellType:)", [.reusable]),
            ("registerHeaderFooter", "UITableView.register(headerFooterViewType:)", [.reusable]),
            ("dequeueHeaderFooter", "UITableView.dequeueReusableHeaderFooterView(_:)", [.reusable]),
            ("registerCollectionCell", "UICollectionView.register(cellType:)", [.reusable]),
            ("dequeueCollectionCell", "UICollectionView.dequeueReusableCell(for:cellType:)", [.reusable]),
            (
                "registerSupplementary", "UICollectionView.register(supplementaryViewType:ofKind:)",
                [.reusable]
            ),
            (
                "dequeueSupplementary", "UICollectionView.dequeueReusableSupplementaryView(ofKind:for:viewType:)",
                [.reusable]
            ),
        ]
        var helpers: [String: TemplateValue] = [:]
        var declared: Set<String> = []
        for (field, name, needs) in library where declaresLibraryHelper(name, needs: needs) {
            declared.insert(field)
        }
        let additions: [(String, String, [Mixin])] = [
            ("instantiateInitialCreator", "StoryboardBased.instantiate(creator:)", [.storyboardBased]),
            ("instantiateSceneCreator", "StoryboardSceneBased.instantiate(creator:)", [.storyboardSceneBased]),
            ("dequeueHeaderFooterView", "UITableView.dequeueHeaderFooterView(_:)", [.reusable]),
            ("decorationView", "UICollectionViewLayout.register(decorationViewType:ofKind:)", []),
        ]
        for (field, name, needs) in additions where declaresAddition(name, needs: needs) {
            declared.insert(field)
        }
        if declaresReusableView {
            if !declaredHelpers.contains("UITableView.dequeue(for:)") { declared.insert("tableViewDequeue") }
            if !declaredHelpers.contains("UICollectionView.dequeue(for:)") { declared.insert("collectionViewDequeue") }
        }
        for (field, _, _) in library + additions { helpers[field] = .bool(declared.contains(field)) }
        helpers["tableViewDequeue"] = .bool(declared.contains("tableViewDequeue"))
        helpers["collectionViewDequeue"] = .bool(declared.contains("collectionViewDequeue"))
        let groups: [(String, [String])] = [
            ("loading", ["loadFromNib", "loadNibContent", "instantiateInitial", "instantiateScene"]),
            ("tableView", ["registerTableCell", "dequeueTableCell", "registerHeaderFooter", "dequeueHeaderFooter"]),
            (
                "collectionView",
                ["registerCollectionCell", "dequeueCollectionCell", "registerSupplementary", "dequeueSupplementary"]
            ),
            ("creators", ["instantiateInitialCreator", "instantiateSceneCreator"]),
            ("tableViewAdditions", ["dequeueHeaderFooterView", "tableViewDequeue"]),
        ]
        for (group, members) in groups { helpers[group] = .bool(members.contains(where: declared.contains)) }
        let declaresProtocols = DeclaredAPI.libraryProtocols.contains { declares($0) }
        let libraryHelpers = library.contains { declared.contains($0.0) }
        // The AppKit template declares its protocols and helpers all or nothing, as before.
        let declaresMixins =
            isPerProtocol
            ? declaresProtocols || declaresNibReusable || libraryHelpers
            : DeclaredAPI.libraryProtocols.allSatisfy { declares($0) }
        return [
            "declaresMixins": .bool(declaresMixins),
            "declaresProtocols": .bool(declaresProtocols),
            "declares": .object(protocolFields),
            "helpers": .object(helpers),
            "nibLoadable": .bool(fits(.nibLoadable)),
        ]
    }

    /// The field of a mixin in `declares`: its name with a lower-case initial (`nibLoadable`).
    static func fieldName(_ mixin: Mixin) -> String {
        mixin.rawValue.prefix(1).lowercased() + mixin.rawValue.dropFirst()
    }
}
