import Mustache

// MARK: - Renderer

/// Turns the model into the template context (documented in Templates/README.md) and renders a template with it.
///
/// Decisions, each pinned by a test:
/// - Members that satisfy a mixin (`reuseIdentifier`, `nibName` + `nib`, `storyboardName` + `sceneStoryboard`,
///   `sceneIdentifier`, `defaultReuseIdentifier`) and the typed factories are declared once, on the topmost class
///   in the sources that adopts the mixin: Swift cannot redeclare a static member in a subclass. A non-final
///   class answers for its subclasses by switching on its dynamic type; a subclass the generator never saw falls
///   back to `String(describing:)`, which is Reusable's own rule.
/// - A member the user wrote for the class, an ancestor or a subclass is never generated.
/// - With `import Reusable`, members the library requires as nonisolated but that touch UIKit (`nib`,
///   `sceneStoryboard`) are left to the library's defaults. The library is UIKit-only (its sources import UIKit),
///   so an AppKit section ignores the import and declares everything itself.
/// - One context serves one framework's section: it lists the classes of that framework (`RenderPlan` decides the
///   sections and where classes of unknown kind go), and every type carries the UIKit and the AppKit factory
///   fields (`Renderer+AppKit.swift`), `false` where they do not apply, so both templates render in strict mode.
public struct Renderer {
    public var model: Model
    public var options: GenerationOptions

    /// A renderer for a model and the options of this run.
    public init(model: Model, options: GenerationOptions) {
        self.model = model
        self.options = options
    }

    /// The template context of one framework's section, plus diagnostics for types that cannot be written.
    ///
    /// - Parameters:
    ///   - framework: The section's framework: it lists the classes whose `framework(forcing:)` is this one.
    ///   - forced: The framework every class of unknown kind is written for, or `nil` to follow each file's imports.
    ///   - writesHeader: Whether the section opens the file (only the first section writes the header).
    ///   - followsUIKitSection: Whether a UIKit section precedes this one in the file (the AppKit template then
    ///     guards its section with `!canImport(UIKit)`, as an `#elseif` would).
    public func context(
        for framework: Framework, forcing forced: Framework? = nil, writesHeader: Bool = true,
        followsUIKitSection: Bool = false
    ) -> (TemplateValue, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var types: [TemplateValue] = []
        // The Reusable library is UIKit-only: an AppKit section always declares the protocols and helpers itself,
        // unless the sources declare them.
        let supply = APISupply(model: model, framework: framework)
        let index = TypeIndex(model.types, options: options)
        for position in model.types.indices where model.types[position].framework(forcing: forced) == framework {
            let type = model.types[position]
            guard !type.isLeftOutAsDuplicate else { continue }
            guard let swiftName = index.swiftNames[position] else {
                diagnostics.append(
                    Diagnostic(.error, "'\(type.name)' cannot be named in generated Swift code", at: type.location))
                continue
            }
            let context = typeContext(type, at: position, swiftName: swiftName, index: index, supply: supply)
            if context.generatesMembers { types.append(context.value) }
            if type.kind.isViewController, type.mixins.contains(.nibLoadable),
                !type.inheritedMixins.contains(.nibLoadable),
                !context.nibViewController
            {
                diagnostics.append(
                    Diagnostic(
                        .note,
                        """
                        '\(type.name)' gets no loadFromNib(): only a final, non-generic view controller can be created \
                        through init(nibName:bundle:) from generated code; call \(swiftName)(nibName: \(swiftName).nibName, \
                        bundle: …) instead
                        """, at: type.location))
            }
        }
        var fields: [String: TemplateValue] = [
            "header": .string(GeneratedFile.swiftHeader),
            "writesHeader": .bool(writesHeader),
            "followsUIKitSection": .bool(followsUIKitSection),
            "framework": .string(framework.rawValue),
            "importsReusable": .bool(supply.importsReusable),
            "declaresReusableView": .bool(model.declaresReusableView),
            "access": .string(Self.prefix(options.accessLevel.rawValue)),
            "types": .array(types),
        ]
        fields.merge(supply.fields(declaresReusableView: model.declaresReusableView)) { first, _ in first }
        return (.object(fields), diagnostics)
    }

    /// The Swift spelling of a qualified name, each component escaped, or `nil` when one cannot be spelled.
    static func swiftName(_ qualifiedName: String) -> String? {
        guard qualifiedName.utf8.contains(UInt8(ascii: ".")) else { return StringLiteral.identifier(qualifiedName) }
        var parts: [String] = []
        for component in qualifiedName.split(separator: ".", omittingEmptySubsequences: false) {
            guard let part = StringLiteral.identifier(String(component)) else { return nil }
            parts.append(part)
        }
        return parts.joined(separator: ".")
    }

    static func prefix(_ access: String) -> String { access == "internal" ? "" : access + " " }

    // MARK: - Type index

    /// What the type contexts ask of the model's types many times over, worked out once per context: the
    /// positions of each name, each type's Swift spelling and quoted identifier, and the members it provides.
    struct TypeIndex {
        /// Positions in `types` by qualified name (a class declared in several `#if` branches has several).
        var positions: [String: [Int]] = [:]
        /// `Renderer.swiftName` of each type's name.
        var swiftNames: [String?] = []
        /// Each type's identifier, nib name and storyboard name as a Swift string literal: Reusable's bare class
        /// name, or the qualified one with `qualifiedIdentifiers`.
        var quotedIdentifiers: [String] = []
        /// The members the user wrote for each type or an ancestor (`ResolvedType.provides`).
        var provided: [MemberSet] = []

        init(_ types: [ResolvedType], options: GenerationOptions) {
            positions.reserveCapacity(types.count)
            swiftNames.reserveCapacity(types.count)
            quotedIdentifiers.reserveCapacity(types.count)
            provided.reserveCapacity(types.count)
            for position in types.indices {
                let name = types[position].name
                positions[name, default: []].append(position)
                swiftNames.append(Renderer.swiftName(name))
                quotedIdentifiers.append(
                    StringLiteral.swift(options.qualifiedIdentifiers ? name : types[position].bareName))
                provided.append(
                    MemberSet(types[position].providedMembers.map(\.name))
                        .union(MemberSet(types[position].inheritedMembers)))
            }
        }

        /// The members the user wrote for a type, one of its ancestors or one of its subclasses.
        func providedInHierarchy(of type: ResolvedType, at position: Int) -> MemberSet {
            var members = provided[position]
            for name in type.subclasses {
                for subclass in positions[name] ?? [] { members.formUnion(provided[subclass]) }
            }
            return members
        }
    }

    /// A set of member names as bits.
    struct MemberSet: OptionSet {
        let rawValue: UInt8

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ names: [DeclaredMember.Name]) {
            var bits: UInt8 = 0
            for name in names { bits |= Self.bit(name) }
            rawValue = bits
        }

        /// Whether the set holds the member.
        func contains(_ name: DeclaredMember.Name) -> Bool { rawValue & Self.bit(name) != 0 }

        private static func bit(_ name: DeclaredMember.Name) -> UInt8 {
            switch name {
            case .reuseIdentifier: 1 << 0
            case .nib: 1 << 1
            case .nibName: 1 << 2
            case .sceneStoryboard: 1 << 3
            case .sceneIdentifier: 1 << 4
            case .defaultReuseIdentifier: 1 << 5
            }
        }
    }

    // MARK: - Types

    /// One type's context, whether it asks the template for any member (types served entirely by an ancestor do
    /// not), and whether it gets `loadFromNib()`.
    private struct TypeContext {
        var value: TemplateValue
        var generatesMembers: Bool
        var nibViewController: Bool
    }

    private func typeContext(
        _ type: ResolvedType, at position: Int, swiftName: String, index: TypeIndex, supply: APISupply
    ) -> TypeContext {
        let inherited = MixinSet(mixins: type.inheritedMixins)
        let roots = MixinSet(mixins: type.mixins).subtracting(inherited)
        let providedInHierarchy = index.providedInHierarchy(of: type, at: position)
        var literals: [TemplateValue] = []
        var generated: Set<String> = []
        func add(_ member: DeclaredMember.Name, as name: String, for mixins: MixinSet, _ documentation: String) {
            // The topmost adopter of any mixin of the family declares the member; its switch serves subclasses.
            // A member the user wrote anywhere in the hierarchy is never generated; a `nib` they wrote stands for
            // `nibName` too.
            let related = member == .nibName ? [DeclaredMember.Name.nib, .nibName] : [member]
            guard !roots.isDisjoint(with: mixins), inherited.isDisjoint(with: mixins),
                providedInHierarchy.isDisjoint(with: MemberSet(related))
            else { return }
            literals.append(
                literal(name, of: type, swiftName: swiftName, at: position, documentation: documentation, index: index))
            generated.insert(name)
        }
        add(
            .reuseIdentifier, as: "reuseIdentifier", for: MixinSet(.reusable),
            "The identifier the view is registered and dequeued with.")
        add(
            .nibName, as: "nibName", for: MixinSet(mixins: [.nibLoadable, .nibOwnerLoadable]),
            "The name of the XIB the nib is compiled from.")
        add(
            .sceneStoryboard, as: "storyboardName", for: MixinSet(.storyboardBased),
            "The name of the storyboard whose initial scene this is.")
        add(.sceneIdentifier, as: "sceneIdentifier", for: MixinSet(.storyboardSceneBased), "The scene's Storyboard ID.")
        add(
            .defaultReuseIdentifier, as: "defaultReuseIdentifier",
            for: model.declaresReusableView ? MixinSet(.reusableView) : [],
            "The identifier `dequeue(for:)` registers and dequeues the cell with.")

        // A `nibName` the user wrote (without `nib`) names the nib the generated `nib` loads.
        let nibFamily = MixinSet(mixins: [.nibLoadable, .nibOwnerLoadable])
        let userNibName =
            !roots.isDisjoint(with: nibFamily) && inherited.isDisjoint(with: nibFamily)
            && index.provided[position].contains(.nibName)
            && !providedInHierarchy.contains(.nib)
        let hasNibName = generated.contains("nibName") || userNibName
        let hasStoryboardName = generated.contains("storyboardName")
        let isReusableRoot = roots.contains(MixinSet(.reusable))
        let byNib: TemplateValue = ["byNib": .bool(type.mixins.contains(.nibLoadable))]
        func api(_ kind: TypeKind) -> TemplateValue { isReusableRoot && type.kind == kind ? byNib : false }
        let nibViewController =
            [.viewController, .appKitViewController].contains(type.kind)
            && roots.contains(MixinSet(.nibLoadable)) && type.isFinal && !type.isInGenericContext && hasNibName
        // A main-actor `nib` or `sceneStoryboard` only where every protocol it would satisfy allows one.
        let nib =
            hasNibName && !index.provided[position].contains(.nib)
            && type.mixins.filter { nibFamily.contains(MixinSet($0)) }.allSatisfy(supply.allowsMainActorMembers)
        let storyboardFamily = MixinSet(mixins: [.storyboardBased, .storyboardSceneBased])
        let sceneStoryboard =
            hasStoryboardName
            && type.mixins.filter { storyboardFamily.contains(MixinSet($0)) }.allSatisfy(supply.allowsMainActorMembers)
        // A member that satisfies a protocol requirement (a literal, `nib`, `sceneStoryboard`) is as visible as the
        // conformance needs: a public adopter of a public protocol needs public witnesses, whatever the access option.
        let memberAccess = min(type.access, DeclaredAccess(options.accessLevel))
        let generatedAccess = DeclaredAccess(options.accessLevel)
        let witnessAccess = type.mixins.filter(DeclaredAPI.libraryProtocols.contains).reduce(memberAccess) {
            max($0, min(type.access, supply.access(of: $1, generated: generatedAccess)))
        }
        var fields: [String: TemplateValue] = [
            "name": .string(swiftName),
            "displayName": .string(type.name),
            "conditions": .array(type.conditions.map { ["condition": .string($0)] }),
            "availability": .array(type.availability.map { ["attribute": .string($0)] }),
            "memberAccess": .string(Self.prefix(memberAccess.memberKeyword)),
            "witnessAccess": .string(Self.prefix(witnessAccess.memberKeyword)),
            "literals": .array(literals),
            "nib": .bool(nib),
            "nibNameMember": "nibName",
            "sceneStoryboard": .bool(sceneStoryboard),
            "bundle": .string(bundleExpression(swiftName)),
            "bundleDescription": .string(bundleDescription(swiftName)),
            "tableViewCell": api(.tableViewCell),
            "headerFooterView": api(.tableViewHeaderFooterView),
            "collectionViewCell": api(.collectionViewCell),
            "supplementaryView": api(.collectionReusableView),
            "nibViewController": .bool(nibViewController),
        ]
        let generatesModernAPI = addRegistrationFields(
            type, swiftName: swiftName, roots: roots, nibLoadable: supply.fits(.nibLoadable), to: &fields)
        let generatesAPI =
            addAppKitFields(type, isReusableRoot: isReusableRoot, to: &fields)
            || isReusableRoot && Self.uiKitFactoryKinds.contains(type.kind) || generatesModernAPI
        return TypeContext(
            value: .object(fields),
            generatesMembers: !literals.isEmpty || nib || sceneStoryboard || nibViewController || generatesAPI,
            nibViewController: nibViewController)
    }

    /// The kinds whose topmost `Reusable` adopter gets UIKit typed factories (`tableViewCell` and its siblings).
    private static let uiKitFactoryKinds: Set<TypeKind> = [
        .tableViewCell, .tableViewHeaderFooterView, .collectionViewCell, .collectionReusableView,
    ]

    /// One literal member: stored for final classes, computed for generic ones, dispatched on the dynamic type
    /// for classes that may have subclasses.
    private func literal(
        _ member: String, of type: ResolvedType, swiftName: String, at position: Int, documentation: String,
        index: TypeIndex
    ) -> TemplateValue {
        let isGeneric = type.isInGenericContext
        let identifiesSpecialisation = isGeneric && (member == "reuseIdentifier" || member == "defaultReuseIdentifier")
        // A generic class that may have subclasses names its nib or storyboard after the dynamic class, as Reusable
        // does, without generic arguments (which no file name has).
        let value =
            identifiesSpecialisation
            ? "String(describing: self)"
            : isGeneric && !type.isFinal
                ? #"String(String(describing: self).prefix { $0 != "<" })"#
                : index.quotedIdentifiers[position]
        let isDispatched = !type.isFinal && !isGeneric
        var cases: [TemplateValue] = []
        if isDispatched {
            cases.append(["type": .string(swiftName), "value": .string(value), "conditions": []])
            for name in type.subclasses {
                for subclassPosition in index.positions[name] ?? [] {
                    let subclass = model.types[subclassPosition]
                    guard !subclass.isLeftOutAsDuplicate, !subclass.isInGenericContext, subclass.availability.isEmpty,
                        let subclassName = index.swiftNames[subclassPosition]
                    else { continue }
                    let extra =
                        subclass.conditions.starts(with: type.conditions)
                        ? Array(subclass.conditions.dropFirst(type.conditions.count)) : subclass.conditions
                    cases.append([
                        "type": .string(subclassName),
                        "value": .string(index.quotedIdentifiers[subclassPosition]),
                        "conditions": .array(extra.map { ["condition": .string($0)] }),
                    ])
                }
            }
        }
        return [
            "member": .string(member),
            "documentation": .string(documentation),
            "value": .string(value),
            "isStored": .bool(type.isFinal && !isGeneric),
            "isComputed": .bool(isGeneric),
            "isDispatched": .bool(isDispatched),
            "cases": .array(cases),
        ]
    }

    private func bundleExpression(_ swiftName: String) -> String {
        options.bundle.expression(for: swiftName)
    }

    private func bundleDescription(_ swiftName: String) -> String {
        options.bundle.description(for: swiftName)
    }
}
