import SwiftParser
import SwiftSyntax

/// Where a declaration of the app starts: the file's index and the declaration's byte offset in it.
struct DeclarationID: Hashable, Comparable {
    /// The index of the source file in the run's file list.
    var file: Int
    /// The byte offset of the declaration's first token (its leading trivia excluded).
    var offset: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.file, lhs.offset) < (rhs.file, rhs.offset) }
}

/// What the repair loop changed in the skeleton so that the app's own declarations compile without the generated
/// file; every repair is reported.
struct Repairs {
    /// Declarations left out of the skeleton, with the reason.
    var dropped: [DeclarationID: String] = [:]
    /// Declarations written without their `override` modifier (their superclass is a stub or lacks the member).
    var overrideRemoved: Set<DeclarationID> = []
    /// Inheritance-clause entries left out, by declaration and entry name.
    var inheritanceRemoved: [DeclarationID: Set<String>] = [:]
    /// Declarations written with an `override` modifier they lack (a class initializer made `convenience` that
    /// overrides the superclass's designated `init()`).
    var overrideAdded: Set<DeclarationID> = []
    /// Conformances written `@preconcurrency` (a Swift 5 app's main-actor members witnessing a nonisolated
    /// requirement), by declaration and protocol name.
    /// (`Type:Protocol`, in whichever declaration or extension of the type the conformance is written).
    var preconcurrencyConformances: Set<String> = []
    /// Class initializers kept designated (a root class's `init()` would clash with the synthesized one).
    var designatedKept: Set<DeclarationID> = []
    /// Classes whose initializers are all left out (they then inherit the superclass's).
    var initializersDropped: Set<DeclarationID> = []
}

/// One line of skeleton output and the innermost app declaration it belongs to.
struct LineOrigin {
    /// The declaration being written on that line (nil for imports and file-level text).
    var declaration: DeclarationID?
}

/// The part of a declaration the emitter reports per declaration: its kind and name, for the report.
struct DeclarationInfo {
    /// `class`, `func`, `var`, …
    var kind: String
    /// The declared name (or the extended type).
    var name: String
    /// The path of the source file, relative to the app folder.
    var file: String
    /// The 1-based line in the source file.
    var line: Int
    /// Whether the declaration is a type (class, struct, enum, actor, protocol): dropping one is a sensitive repair.
    var isType: Bool
}

/// Names whose use the survey records, so that a stub of a missing type has the right kind and generic arity.
struct NameSurvey {
    /// Names used as the first entry of a class's inheritance clause.
    var superclassUses: Set<String> = []
    /// Names used where only a protocol fits.
    var protocolUses: Set<String> = []
    /// The largest number of generic arguments a name is written with.
    var arity: [String: Int] = [:]
    /// Names written as types (the first component of a qualified name).
    var referenced: Set<String> = []
    /// Names the app declares (types, typealiases, associated types, generic parameters).
    var declared: Set<String> = []
    /// Names of generic parameters (a missing member type of one is not stubbed).
    var genericParameters: Set<String> = []
}

/// Writes a skeleton of one Swift file: its declarations with bodies dropped.
///
/// Functions, initializers, subscripts and computed properties get `fatalError()` bodies; stored properties become
/// computed properties of their written (or literal-inferred) type; class initializers become `convenience` so the
/// class inherits its superclass's designated initializers (the stand-in UIKit's dynamic-creation initializers among
/// them); statements, deinitializers, macros and attributes that need Objective-C or other modules are dropped.
struct SkeletonWriter {
    /// The file's index in the run's file list.
    let fileIndex: Int
    /// The file's path relative to the app folder, for the report.
    let relativePath: String
    /// The parsed file.
    let tree: SourceFileSyntax
    /// The converter from byte offsets to lines of the original file.
    let locations: SourceLocationConverter
    /// Imports kept as written (modules available to the check); every other import is dropped.
    let keptImports: Set<String>
    /// The repairs to apply.
    let repairs: Repairs

    /// The skeleton's lines.
    private(set) var lines: [String] = []
    /// For each skeleton line, the app declaration it belongs to.
    private(set) var origins: [LineOrigin] = []
    /// The declarations written, with their kind and name.
    private(set) var declarations: [DeclarationID: DeclarationInfo] = [:]
    /// The enclosing declaration of each declaration written inside another.
    private(set) var parents: [DeclarationID: DeclarationID] = [:]
    /// The declarations under way (innermost last).
    private var stack: [DeclarationID] = []

    init(
        fileIndex: Int, relativePath: String, tree: SourceFileSyntax, keptImports: Set<String>, repairs: Repairs
    ) {
        self.fileIndex = fileIndex
        self.relativePath = relativePath
        self.tree = tree
        self.locations = SourceLocationConverter(fileName: relativePath, tree: tree)
        self.keptImports = keptImports
        self.repairs = repairs
    }

    // MARK: - Output

    /// Appends text (possibly several lines) attributed to the innermost declaration under way.
    private mutating func emit(_ text: String, indent: Int) {
        let pad = String(repeating: "    ", count: indent)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(pad + line)
            origins.append(LineOrigin(declaration: stack.last))
        }
    }

    /// The ID of a declaration node.
    private func id(of node: some SyntaxProtocol) -> DeclarationID {
        DeclarationID(file: fileIndex, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Records a declaration for the report.
    private mutating func record(_ node: some SyntaxProtocol, kind: String, name: String, isType: Bool) {
        let line = locations.location(for: node.positionAfterSkippingLeadingTrivia).line
        declarations[id(of: node)] = DeclarationInfo(
            kind: kind, name: name, file: relativePath, line: line, isType: isType)
        if stack.count >= 2 { parents[id(of: node)] = stack[stack.count - 2] }
    }

    // MARK: - Walk

    /// Writes the whole file.
    mutating func write() {
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) {
                writeDeclaration(decl, indent: 0, context: .file)
            }
        }
    }

    /// Where a declaration sits, which decides how stored properties and initializers are written.
    enum Context {
        case file
        case classBody
        case valueBody
        case protocolBody
        case extensionBody
    }

    /// Writes one declaration (recursively for types and `#if` blocks).
    private mutating func writeDeclaration(_ decl: DeclSyntax, indent: Int, context: Context) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            writeIfConfig(ifConfig, indent: indent, context: context)
            return
        }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            let module = importDecl.path.first?.name.text ?? ""
            if keptImports.contains(module) { emit("import \(module)", indent: indent) }
            return
        }
        let declID = id(of: decl)
        if repairs.dropped[declID] != nil { return }
        stack.append(declID)
        defer { stack.removeLast() }
        if let node = decl.as(ClassDeclSyntax.self) {
            record(node, kind: "class", name: node.name.text, isType: true)
            writeType(
                keyword: "class", name: node.name.text, attributes: node.attributes, modifiers: node.modifiers,
                generics: node.genericParameterClause?.trimmedDescription, inheritance: node.inheritanceClause,
                whereClause: node.genericWhereClause, members: node.memberBlock, indent: indent, context: .classBody)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            record(node, kind: "actor", name: node.name.text, isType: true)
            writeType(
                keyword: "actor", name: node.name.text, attributes: node.attributes, modifiers: node.modifiers,
                generics: node.genericParameterClause?.trimmedDescription, inheritance: node.inheritanceClause,
                whereClause: node.genericWhereClause, members: node.memberBlock, indent: indent, context: .valueBody)
        } else if let node = decl.as(StructDeclSyntax.self) {
            record(node, kind: "struct", name: node.name.text, isType: true)
            writeType(
                keyword: "struct", name: node.name.text, attributes: node.attributes, modifiers: node.modifiers,
                generics: node.genericParameterClause?.trimmedDescription, inheritance: node.inheritanceClause,
                whereClause: node.genericWhereClause, members: node.memberBlock, indent: indent, context: .valueBody)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            record(node, kind: "enum", name: node.name.text, isType: true)
            writeType(
                keyword: "enum", name: node.name.text, attributes: node.attributes, modifiers: node.modifiers,
                generics: node.genericParameterClause?.trimmedDescription, inheritance: node.inheritanceClause,
                whereClause: node.genericWhereClause, members: node.memberBlock, indent: indent, context: .valueBody)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            record(node, kind: "protocol", name: node.name.text, isType: true)
            let primary = node.primaryAssociatedTypeClause?.trimmedDescription
            writeType(
                keyword: "protocol", name: node.name.text, attributes: node.attributes, modifiers: node.modifiers,
                generics: primary, inheritance: node.inheritanceClause, whereClause: node.genericWhereClause,
                members: node.memberBlock, indent: indent, context: .protocolBody)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            record(node, kind: "extension", name: node.extendedType.trimmedDescription, isType: false)
            writeType(
                keyword: "extension", name: node.extendedType.trimmedDescription, attributes: node.attributes,
                modifiers: node.modifiers, generics: nil, inheritance: node.inheritanceClause,
                whereClause: node.genericWhereClause, members: node.memberBlock, indent: indent,
                context: .extensionBody)
        } else if let node = decl.as(VariableDeclSyntax.self) {
            writeVariable(node, indent: indent, context: context)
        } else if let node = decl.as(FunctionDeclSyntax.self) {
            record(node, kind: "func", name: node.name.text, isType: false)
            if context == .protocolBody {
                if node.modifiers.contains(where: { $0.name.text == "optional" }) { return }
                emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
                return
            }
            var copy = node.with(\.body, nil)
            copy.attributes = keptAttributes(node.attributes)
            copy.modifiers = keptModifiers(node.modifiers, removingOverride: repairs.overrideRemoved.contains(declID))
            emit(verbatim(copy) + " { fatalError() }", indent: indent)
        } else if let node = decl.as(InitializerDeclSyntax.self) {
            record(node, kind: "init", name: "init", isType: false)
            if context == .protocolBody {
                if node.modifiers.contains(where: { $0.name.text == "optional" }) { return }
                emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
                return
            }
            if context == .classBody, let owner = stack.dropLast().last, repairs.initializersDropped.contains(owner) {
                return
            }
            var copy = node.with(\.body, nil)
            copy.attributes = keptAttributes(node.attributes)
            var modifiers = keptModifiers(node.modifiers, removingOverride: repairs.overrideRemoved.contains(declID))
            if context == .classBody, !repairs.designatedKept.contains(declID),
                !modifiers.contains(where: { $0.name.text == "convenience" })
            {
                modifiers.append(DeclModifierSyntax(name: .keyword(.convenience, trailingTrivia: .space)))
            }
            copy.modifiers = modifiers
            emit(verbatim(copy) + " { fatalError() }", indent: indent)
        } else if let node = decl.as(SubscriptDeclSyntax.self) {
            record(node, kind: "subscript", name: "subscript", isType: false)
            if context == .protocolBody {
                emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
                return
            }
            var copy = node.with(\.accessorBlock, nil)
            copy.attributes = keptAttributes(node.attributes)
            copy.modifiers = keptModifiers(node.modifiers, removingOverride: repairs.overrideRemoved.contains(declID))
            let settable = node.accessorBlock.map(hasSetter) ?? false
            emit(verbatim(copy) + (settable ? " { get { fatalError() } set {} }" : " { fatalError() }"), indent: indent)
        } else if let node = decl.as(TypeAliasDeclSyntax.self) {
            record(node, kind: "typealias", name: node.name.text, isType: false)
            emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
        } else if let node = decl.as(AssociatedTypeDeclSyntax.self) {
            record(node, kind: "associatedtype", name: node.name.text, isType: false)
            emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
        } else if let node = decl.as(EnumCaseDeclSyntax.self) {
            record(node, kind: "case", name: node.elements.first?.name.text ?? "", isType: false)
            emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
        } else if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) {
            record(decl, kind: "operator", name: "", isType: false)
            emit(verbatim(decl), indent: indent)
        }
        // Deinitializers, macro expansions, #sourceLocation and missing declarations are dropped.
    }

    /// Writes a nominal type or an extension, its members skeletonised.
    private mutating func writeType(
        keyword: String, name: String, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax,
        generics: String?, inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax?,
        members: MemberBlockSyntax, indent: Int, context: Context
    ) {
        var header = ""
        let attributeText = verbatim(keptAttributes(attributes))
        if !attributeText.isEmpty { header += attributeText + " " }
        let modifierText = verbatim(keptModifiers(modifiers, removingOverride: false))
        if !modifierText.isEmpty { header += modifierText + " " }
        header += keyword + " " + name + (generics ?? "")
        if let inheritance {
            let removed = stack.last.flatMap { repairs.inheritanceRemoved[$0] } ?? []
            let kept = inheritance.inheritedTypes.map(\.type).filter {
                !removed.contains($0.trimmedDescription)
            }
            let typeName = name.split(separator: ".").last.map(String.init) ?? name
            let all = repairs.preconcurrencyConformances.contains(typeName + ":*")
            let preconcurrency = Set(
                inheritance.inheritedTypes.enumerated().map { ($0.offset, $0.element.type.trimmedDescription) }
                    .filter { index, entry in
                        // A class's first entry may be its superclass, which takes no @preconcurrency.
                        repairs.preconcurrencyConformances.contains(typeName + ":" + entry)
                            || all && (keyword != "class" || index > 0)
                    }.map(\.1))
            if !kept.isEmpty {
                header +=
                    ": "
                    + kept.map {
                        (preconcurrency.contains($0.trimmedDescription) ? "@preconcurrency " : "")
                            + $0.trimmedDescription
                    }.joined(separator: ", ")
            }
        }
        if let whereClause { header += " " + whereClause.trimmedDescription }
        emit(header + " {", indent: indent)
        for member in members.members {
            writeDeclaration(member.decl, indent: indent + 1, context: context)
        }
        emit("}", indent: indent)
    }

    /// Writes an `#if` block with its platform conditions resolved for iOS.
    private mutating func writeIfConfig(_ node: IfConfigDeclSyntax, indent: Int, context: Context) {
        for clause in node.clauses {
            let keyword = clause.poundKeyword.text
            if let condition = clause.condition {
                emit(keyword + " " + PlatformConditions.resolve(condition.trimmedDescription), indent: 0)
            } else {
                emit(keyword, indent: 0)
            }
            switch clause.elements {
            case .decls(let members):
                for member in members { writeDeclaration(member.decl, indent: indent, context: context) }
            case .statements(let items):
                for item in items {
                    if let decl = item.item.as(DeclSyntax.self) {
                        writeDeclaration(decl, indent: indent, context: context)
                    }
                }
            default:
                break
            }
        }
        emit("#endif", indent: 0)
    }

    /// Writes a property declaration: protocol requirements as written, everything else as computed properties.
    private mutating func writeVariable(_ node: VariableDeclSyntax, indent: Int, context: Context) {
        record(node, kind: "var", name: node.bindings.first?.pattern.trimmedDescription ?? "", isType: false)
        if context == .protocolBody {
            if node.modifiers.contains(where: { $0.name.text == "optional" }) { return }
            emit(verbatim(node.with(\.attributes, keptAttributes(node.attributes))), indent: indent)
            return
        }
        let declID = id(of: node)
        let attributes = verbatim(keptAttributes(node.attributes))
        let modifiers = keptModifiers(node.modifiers, removingOverride: repairs.overrideRemoved.contains(declID))
            .filter { !["lazy", "weak", "unowned", "dynamic", "mutating", "nonmutating"].contains($0.name.text) }
        var prefix = ""
        if !attributes.isEmpty { prefix += attributes + " " }
        let modifierText = verbatim(modifiers).replacingOccurrences(of: "nonisolated(unsafe)", with: "nonisolated")
        if !modifierText.isEmpty { prefix += modifierText + " " }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        var lastType: String?
        for binding in node.bindings.reversed() {
            if let annotation = binding.typeAnnotation { lastType = annotation.type.trimmedDescription }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var type = binding.typeAnnotation?.type.trimmedDescription
            if type == nil, binding.initializer == nil, binding.accessorBlock == nil { type = lastType }
            if type == nil, let value = binding.initializer?.value { type = TypeInference.type(of: value) }
            if type == nil { type = TypeInference.mixinMemberTypes[name] }
            guard let type else { continue }
            let isComputed = binding.accessorBlock.map(isComputedAccessors) ?? false
            let settable = isComputed ? binding.accessorBlock.map(hasSetter) ?? false : !isLet
            let body = settable ? "{ get { fatalError() } set {} }" : "{ fatalError() }"
            emit(prefix + "var " + name + ": " + type + " " + body, indent: indent)
        }
    }

    /// Whether an accessor block is a getter (or get/set) rather than observers.
    private func isComputedAccessors(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains {
                ["get", "set", "_read", "_modify", "unsafeAddress"].contains($0.accessorSpecifier.text)
            }
        }
    }

    /// Whether an accessor block has a setter.
    private func hasSetter(_ block: AccessorBlockSyntax) -> Bool {
        if case .accessors(let list) = block.accessors {
            return list.contains { ["set", "_modify", "unsafeMutableAddress"].contains($0.accessorSpecifier.text) }
        }
        return false
    }

    // MARK: - Attributes and modifiers

    /// Attributes that mean the same on Linux and need no other module; every other attribute is dropped
    /// (`@objc`, `@IBOutlet`, `@IBAction`, `@NSManaged`, property wrappers, `@main`, macros …).
    static let keptAttributeNames: Set<String> = [
        "available", "MainActor", "discardableResult", "usableFromInline", "frozen", "preconcurrency",
        "globalActor", "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "dynamicCallable",
        "warn_unqualified_access", "Sendable", "unchecked", "retroactive", "inline", "inlinable",
    ]

    /// The attributes of a declaration kept in the skeleton.
    private func keptAttributes(_ list: AttributeListSyntax) -> AttributeListSyntax {
        list.filter { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return Self.keptAttributeNames.contains(name)
        }
    }

    /// The modifiers of a declaration kept in the skeleton.
    private func keptModifiers(_ list: DeclModifierListSyntax, removingOverride: Bool) -> DeclModifierListSyntax {
        var kept = list.filter { modifier in
            let name = modifier.name.text
            if name == "override" { return !removingOverride }
            return !["dynamic", "optional"].contains(name)
        }
        if let current = stack.last, repairs.overrideAdded.contains(current),
            !kept.contains(where: { $0.name.text == "override" })
        {
            kept.append(DeclModifierSyntax(name: .keyword(.override, trailingTrivia: .space)))
        }
        return kept
    }

    /// The text of a node without its leading and trailing trivia, comments dropped.
    private func verbatim(_ node: some SyntaxProtocol) -> String {
        CommentStripper().rewrite(Syntax(node)).trimmedDescription
    }
}

/// Replaces comments in trivia with a space, so a verbatim declaration never carries a comment into the skeleton.
final class CommentStripper: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.with(\.leadingTrivia, strip(token.leadingTrivia)).with(\.trailingTrivia, strip(token.trailingTrivia))
    }

    /// Trivia with comments replaced by a space (line breaks kept, so the line count is the source's).
    private func strip(_ trivia: Trivia) -> Trivia {
        Trivia(
            pieces: trivia.map { piece in
                switch piece {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .spaces(1)
                default: return piece
                }
            })
    }
}

/// The type of a stored property's initial value when it can be read off the expression.
enum TypeInference {
    /// The types of the mixins' members, for a stored property with such a name whose value gives no type
    /// (`static let sceneStoryboard = Storyboards.main`).
    static let mixinMemberTypes: [String: String] = [
        "reuseIdentifier": "String", "nibName": "String", "sceneIdentifier": "String", "nib": "UINib",
        "sceneStoryboard": "UIStoryboard",
    ]

    /// `String` for string literals, `Int`, `Double`, `Bool` for those literals, `T` for `T(...)`, `T.init(...)`
    /// and `[T]()`; nil otherwise (the property is then left out).
    static func type(of expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return type(of: prefix.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                let base = member.base
            {
                callee = base
            }
            if let reference = callee.as(DeclReferenceExprSyntax.self),
                let first = reference.baseName.text.unicodeScalars.first, first.properties.isUppercase
            {
                return reference.baseName.text
            }
            if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
                return specialized.trimmedDescription
            }
            if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
                return array.trimmedDescription
            }
            if let dictionary = callee.as(DictionaryExprSyntax.self) { return dictionary.trimmedDescription }
        }
        return nil
    }
}

/// Resolves platform conditions of `#if` for an iOS build, leaving the others (`DEBUG`, `swift(...)`) to the
/// compiler: `os(iOS)` is true, other `os(...)` and `targetEnvironment(macCatalyst)` false, `canImport(UIKit)` is
/// left as is (the stand-in is importable), `canImport(AppKit)` false.
enum PlatformConditions {
    /// The condition text with platform tests replaced by `true` or `false`.
    static func resolve(_ condition: String) -> String {
        var text = condition
        let replacements: [(String, String)] = [
            ("os(iOS)", "true"), ("os(tvOS)", "false"), ("os(macOS)", "false"), ("os(OSX)", "false"),
            ("os(watchOS)", "false"), ("os(visionOS)", "false"), ("os(xrOS)", "false"), ("os(Linux)", "false"),
            ("os(Windows)", "false"), ("targetEnvironment(macCatalyst)", "false"),
            ("targetEnvironment(simulator)", "false"), ("canImport(AppKit)", "false"),
            ("canImport(Cocoa)", "false"),
        ]
        for (from, to) in replacements {
            text = text.replacingOccurrences(of: from, with: to)
            text = text.replacingOccurrences(of: from.replacingOccurrences(of: "(", with: "( "), with: to)
        }
        return text
    }
}

/// Collects how names are used across the app, so that stubs for missing types get a fitting kind and arity.
final class NameSurveyor: SyntaxVisitor {
    /// The survey so far.
    var survey = NameSurvey()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        if let types = node.inheritanceClause?.inheritedTypes {
            for (index, entry) in types.enumerated() {
                let name = baseName(entry.type)
                if index == 0 { survey.superclassUses.insert(name) } else { survey.protocolUses.insert(name) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        protocols(node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        protocols(node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        protocols(node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols(node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        survey.protocolUses.insert(baseName(node.constraint))
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        survey.declared.insert(node.name.text)
        survey.genericParameters.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        survey.referenced.insert(node.name.text)
        if let arguments = node.genericArgumentClause {
            survey.arity[node.name.text] = max(survey.arity[node.name.text] ?? 0, arguments.arguments.count)
        }
        return .visitChildren
    }

    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            survey.arity[name] = max(survey.arity[name] ?? 0, node.genericArgumentClause.arguments.count)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let arguments = node.genericArgumentClause {
            survey.arity[node.name.text] = max(survey.arity[node.name.text] ?? 0, arguments.arguments.count)
        }
        return .visitChildren
    }

    /// Records every entry of an inheritance clause of a non-class as a protocol use.
    private func protocols(_ clause: InheritanceClauseSyntax?) {
        for entry in clause?.inheritedTypes ?? [] { survey.protocolUses.insert(baseName(entry.type)) }
    }

    /// The last name of a type (`RxSwift.Observable<Int>` → `Observable`).
    private func baseName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(attributed.baseType) }
        return type.trimmedDescription
    }
}
