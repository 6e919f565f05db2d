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
        // The Reusable library is UIKit-only: an AppKit section always declares the protocols and helpers itself.
        // A vendored copy of the library's source counts as the library.
        let importsReusable = framework == .uiKit && model.importsReusable
        let suppliesMixins = importsReusable || model.vendorsReusable
        let byName = Dictionary(grouping: model.types, by: \.name)
        for type in model.types where type.framework(forcing: forced) == framework {
            guard let swiftName = Self.swiftName(type.name) else {
                diagnostics.append(Diagnostic(.error, "'\(type.name)' cannot be named in generated Swift code", at: type.location))
                continue
            }
            let context = typeContext(type, swiftName: swiftName, byName: byName, importsReusable: suppliesMixins)
            if context.generatesMembers { types.append(context) }
            if type.kind.isViewController, type.mixins.contains(.nibLoadable), !type.inheritedMixins.contains(.nibLoadable),
               context["nibViewController"]?.isTruthy != true {
                diagnostics.append(Diagnostic(.note, """
                    '\(type.name)' gets no loadFromNib(): only a final, non-generic view controller can be created \
                    through init(nibName:bundle:) from generated code; call \(swiftName)(nibName: \(swiftName).nibName, \
                    bundle: …) instead
                    """, at: type.location))
            }
        }
        let context: TemplateValue = [
            "header": .string(GeneratedFile.swiftHeader),
            "writesHeader": .bool(writesHeader),
            "followsUIKitSection": .bool(followsUIKitSection),
            "framework": .string(framework.rawValue),
            "importsReusable": .bool(importsReusable),
            "declaresMixins": .bool(!suppliesMixins),
            "declaresReusableView": .bool(model.declaresReusableView),
            "access": .string(Self.prefix(options.accessLevel.rawValue)),
            "types": .array(types),
        ]
        return (context, diagnostics)
    }

    /// The Swift spelling of a qualified name, each component escaped, or `nil` when one cannot be spelled.
    static func swiftName(_ qualifiedName: String) -> String? {
        var parts: [String] = []
        for component in qualifiedName.split(separator: ".", omittingEmptySubsequences: false) {
            guard let part = StringLiteral.identifier(String(component)) else { return nil }
            parts.append(part)
        }
        return parts.joined(separator: ".")
    }

    static func prefix(_ access: String) -> String { access == "internal" ? "" : access + " " }

    // MARK: - Types

    private func typeContext(
        _ type: ResolvedType, swiftName: String, byName: [String: [ResolvedType]], importsReusable: Bool
    ) -> TemplateValue {
        let roots = Set(type.mixins).subtracting(type.inheritedMixins)
        let reusable = !importsReusable
        var literals: [TemplateValue] = []
        var generated: Set<String> = []
        func add(_ member: DeclaredMember.Name, as name: String, for mixins: Set<Mixin>, _ documentation: String) {
            // The topmost adopter of any mixin of the family declares the member; its switch serves subclasses.
            guard !roots.isDisjoint(with: mixins), Set(type.inheritedMixins).isDisjoint(with: mixins),
                  !providedInHierarchy(member, of: type, byName: byName) else { return }
            literals.append(literal(name, of: type, documentation: documentation, byName: byName))
            generated.insert(name)
        }
        add(.reuseIdentifier, as: "reuseIdentifier", for: [.reusable], "The identifier the view is registered and dequeued with.")
        add(.nibName, as: "nibName", for: [.nibLoadable, .nibOwnerLoadable], "The name of the XIB the nib is compiled from.")
        add(.sceneStoryboard, as: "storyboardName", for: [.storyboardBased], "The name of the storyboard whose initial scene this is.")
        add(.sceneIdentifier, as: "sceneIdentifier", for: [.storyboardSceneBased], "The scene's Storyboard ID.")
        add(.defaultReuseIdentifier, as: "defaultReuseIdentifier", for: model.declaresReusableView ? [.reusableView] : [], "The identifier `dequeue(for:)` registers and dequeues the cell with.")

        // A `nibName` the user wrote (without `nib`) names the nib the generated `nib` loads.
        let nibFamily: Set<Mixin> = [.nibLoadable, .nibOwnerLoadable]
        let userNibName = !roots.isDisjoint(with: nibFamily) && Set(type.inheritedMixins).isDisjoint(with: nibFamily)
            && type.provides(.nibName)
            && !providedInHierarchy(.nib, of: type, byName: byName)
        let hasNibName = generated.contains("nibName") || userNibName
        let hasStoryboardName = generated.contains("storyboardName")
        let isReusableRoot = roots.contains(.reusable)
        let byNib: TemplateValue = ["byNib": .bool(type.mixins.contains(.nibLoadable))]
        func api(_ kind: TypeKind) -> TemplateValue { isReusableRoot && type.kind == kind ? byNib : false }
        let nibViewController = [.viewController, .appKitViewController].contains(type.kind)
            && roots.contains(.nibLoadable) && type.isFinal && !type.isInGenericContext && hasNibName
        let fields: [String: TemplateValue] = [
            "name": .string(swiftName),
            "displayName": .string(type.name),
            "conditions": .array(type.conditions.map { ["condition": .string($0)] }),
            "availability": .array(type.availability.map { ["attribute": .string($0)] }),
            "memberAccess": .string(Self.prefix(min(type.access, DeclaredAccess(options.accessLevel)).memberKeyword)),
            "literals": .array(literals),
            "nib": .bool(hasNibName && reusable && !type.provides(.nib)),
            "nibNameMember": "nibName",
            "sceneStoryboard": .bool(hasStoryboardName && reusable),
            "bundle": .string(bundleExpression(swiftName)),
            "bundleDescription": .string(bundleDescription(swiftName)),
            "tableViewCell": api(.tableViewCell),
            "headerFooterView": api(.tableViewHeaderFooterView),
            "collectionViewCell": api(.collectionViewCell),
            "supplementaryView": api(.collectionReusableView),
            "nibViewController": .bool(nibViewController),
        ]
        return .object(fields.merging(appKitFields(type, isReusableRoot: isReusableRoot)) { _, appKit in appKit })
    }

    /// Whether the user wrote the member for the type, one of its ancestors or one of its subclasses.
    private func providedInHierarchy(_ member: DeclaredMember.Name, of type: ResolvedType, byName: [String: [ResolvedType]]) -> Bool {
        let related: [DeclaredMember.Name] = switch member {
        case .nibName: [.nib, .nibName]
        case .sceneStoryboard: [.sceneStoryboard]
        default: [member]
        }
        let hierarchy = [type] + type.subclasses.flatMap { byName[$0] ?? [] }
        return hierarchy.contains { candidate in related.contains { candidate.provides($0) } }
    }

    /// One literal member: stored for final classes, computed for generic ones, dispatched on the dynamic type
    /// for classes that may have subclasses.
    private func literal(_ member: String, of type: ResolvedType, documentation: String, byName: [String: [ResolvedType]]) -> TemplateValue {
        let isGeneric = type.isInGenericContext
        let identifiesSpecialisation = isGeneric && (member == "reuseIdentifier" || member == "defaultReuseIdentifier")
        // A generic class that may have subclasses names its nib or storyboard after the dynamic class, as Reusable
        // does, without generic arguments (which no file name has).
        let value = identifiesSpecialisation ? "String(describing: self)"
            : isGeneric && !type.isFinal ? #"String(String(describing: self).prefix { $0 != "<" })"#
            : StringLiteral.swift(identifier(for: type))
        let isDispatched = !type.isFinal && !isGeneric
        var cases: [TemplateValue] = []
        if isDispatched, let swiftName = Self.swiftName(type.name) {
            cases.append(["type": .string(swiftName), "value": .string(value), "conditions": []])
            for name in type.subclasses {
                for subclass in byName[name] ?? [] where !subclass.isInGenericContext
                    && subclass.availability.isEmpty {
                    guard let subclassName = Self.swiftName(subclass.name) else { continue }
                    let extra = subclass.conditions.starts(with: type.conditions)
                        ? Array(subclass.conditions.dropFirst(type.conditions.count)) : subclass.conditions
                    cases.append([
                        "type": .string(subclassName),
                        "value": .string(StringLiteral.swift(identifier(for: subclass))),
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

    /// The identifier, nib name and storyboard name of a type: Reusable's bare class name, or the qualified one.
    func identifier(for type: ResolvedType) -> String {
        options.qualifiedIdentifiers ? type.name : type.bareName
    }

    private func bundleExpression(_ swiftName: String) -> String {
        switch options.bundle {
        case .forClass: "Bundle(for: \(swiftName).self)"
        case .module: "Bundle.module"
        case .main: "Bundle.main"
        }
    }

    private func bundleDescription(_ swiftName: String) -> String {
        switch options.bundle {
        case .forClass: "the bundle of `\(swiftName)`"
        case .module: "the target's resource bundle (`Bundle.module`)"
        case .main: "the main bundle"
        }
    }
}

extension TemplateValue {
    /// Whether a type's context asks the template for any member (types served entirely by an ancestor do not).
    var generatesMembers: Bool {
        let flags = ["nib", "sceneStoryboard", "tableViewCell", "headerFooterView", "collectionViewCell",
                     "supplementaryView", "nibViewController"] + Renderer.appKitFieldNames
        if case .array(let literals)? = self["literals"], !literals.isEmpty { return true }
        return flags.contains { self[$0]?.isTruthy == true }
    }
}

extension DeclaredAccess {
    /// The access an option allows generated members to have.
    init(_ level: GenerationOptions.AccessLevel) {
        switch level {
        case .internal: self = .internal
        case .package: self = .package
        case .public: self = .public
        }
    }

    /// The keyword for a generated member with this access (`open` types get `public` members).
    var memberKeyword: String { self == .open ? "public" : rawValue }
}
