import Mustache

// MARK: - APISupply

/// Where each part of the API the generated code names comes from in one framework's section — the Reusable
/// library, the sources, or the generated file — and so what the file declares: exactly what is missing, and
/// nothing that names a protocol, requirement or helper the configuration lacks.
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

    /// The access of the mixin's protocol: the library's are public, the sources' are as declared, the generated ones
    /// have the access the options give generated API.
    func access(of mixin: Mixin, generated: DeclaredAccess) -> DeclaredAccess {
        switch protocols[mixin] {
        case .library: .public
        case .sources(let declared): declared.access
        case .generated, nil: generated
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
        var declared: Set<String> = []
        for helper in DeclaredAPI.generatedHelpers {
            let isDeclared: Bool
            switch helper.field {
            case "tableViewDequeue", "collectionViewDequeue":
                isDeclared = declaresReusableView && !declaredHelpers.contains(helper.name)
            default:
                isDeclared =
                    helper.isLibrary
                    ? declaresLibraryHelper(helper.name, needs: helper.needs)
                    : declaresAddition(helper.name, needs: helper.needs)
            }
            if isDeclared { declared.insert(helper.field) }
        }
        var helpers: [String: TemplateValue] = [:]
        for helper in DeclaredAPI.generatedHelpers { helpers[helper.field] = .bool(declared.contains(helper.field)) }
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
        let libraryHelpers = DeclaredAPI.generatedHelpers.contains { $0.isLibrary && declared.contains($0.field) }
        let declaresProtocols = DeclaredAPI.libraryProtocols.contains { declares($0) }
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
