/// The texts of the cross-check's diagnostics.
private typealias Message = InterfaceBuilderCheckMessage

// MARK: - InterfaceBuilderChecks

/// Cross-checks XIBs and storyboards against the Swift model, so that a misconfiguration Reusable would only
/// report with a run-time trap becomes an error on the Swift declaration with a note pointing into the IB file.
///
/// Decisions, each pinned by a test:
/// - The names checked are the ones the generated code uses: the type's identifier (`Model.name` with
///   `qualifiedIdentifiers`, else the bare name) for the reuse identifier, nib, storyboard and scene identifier,
///   unless the user wrote the member (for the class or an ancestor); then its literal is used, and the check is
///   skipped when the member is not a literal. `StoryboardSceneBased` has no default storyboard. Reuse
///   identifiers of generic classes are computed at run time and never checked.
/// - A document is evidence about a class only when their UI frameworks agree (or either is unknown): an iOS or
///   tvOS document is never read as a reason to accept or reject an AppKit class, and vice versa. A name whose only
///   copies belong to the other framework is missing, with a note at each such copy.
/// - Every localized copy (`Base.lproj`, `fr.lproj`, unlocalized) is checked and reported on its own; a name
///   exists when any copy of the right framework exists, or when a file of that name could not be read (its
///   reader diagnostic already explains the problem).
/// - An object is the class when its `customClass` is the bare or the qualified name, and its module is ours: a
///   `customModule` that differs from `GenerationOptions.moduleName` (when known) names another module's class,
///   unless `customModuleProvider` is `target`, for which Xcode compiles the document with the target's module.
/// - A class that only inherits a mixin from an adopting superclass may never be loaded that way, so a missing
///   XIB or storyboard is not reported for it; documents that do exist under its name are checked.
/// - Reuse identifiers in XIBs are checked for UIKit cells and reusable views (UIKit rejects a registered nib
///   whose identifier differs); AppKit XIBs are registered under an identifier the code chooses. Storyboard
///   prototypes are checked for both: UIKit's `reuseIdentifier`, AppKit's `identifier`. Static table cells are
///   never dequeued and are skipped.
/// - A `NibLoadable` view or cell is loaded as its XIB's first top-level view; a view controller is its XIB's File's
///   Owner; an AppKit collection view item is the XIB's top-level item when it has one, else its File's Owner.
/// - A class of unknown kind adopting `NibLoadable` is checked only for its XIB's existence; an initial scene that
///   is a storyboard reference is not followed.
public enum InterfaceBuilderChecks {
    /// Cross-checks the IB documents against the model; returns nothing when `catalog` is empty and no IB file
    /// failed to read (code-only apps pay nothing).
    ///
    /// `unreadablePaths` are IB files whose reader reported an error: a name they carry counts as present, so a
    /// malformed `ProfileCell.xib` is reported once, by the reader, and not again as missing.
    public static func check(
        _ model: Model,
        against catalog: InterfaceBuilderCatalog,
        unreadablePaths: [String] = [],
        options: GenerationOptions
    ) -> [Diagnostic] {
        guard !catalog.isEmpty || !unreadablePaths.isEmpty else { return [] }
        let crossCheck = InterfaceBuilderCrossCheck(
            model: model, catalog: catalog, unreadablePaths: unreadablePaths, options: options)
        return unique(model.types.flatMap(crossCheck.diagnostics(for:)).sorted())
    }

    /// Reads every IB file and cross-checks the readable ones against the model; returns the reader's and the
    /// checks' diagnostics together, sorted.
    public static func check(_ model: Model, interfaceFiles: [SourceFile], options: GenerationOptions) -> [Diagnostic] {
        var documents: [InterfaceBuilderDocument] = []
        var unreadablePaths: [String] = []
        var diagnostics: [Diagnostic] = []
        for file in interfaceFiles {
            let (document, readerDiagnostics) = InterfaceBuilderReader.read(file)
            diagnostics += readerDiagnostics
            if let document { documents.append(document) } else { unreadablePaths.append(file.path) }
        }
        let catalog = InterfaceBuilderCatalog(documents)
        diagnostics += check(model, against: catalog, unreadablePaths: unreadablePaths, options: options)
        return unique(diagnostics.sorted())
    }

    /// Sorted diagnostics without repeats, which only a file given twice as input can cause.
    private static func unique(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for diagnostic in sorted where result.last != diagnostic { result.append(diagnostic) }
        return result
    }
}

// MARK: - InterfaceBuilderCrossCheck

/// One run's cross-check: the model's types, the catalog and the options, with the lookups the checks share.
struct InterfaceBuilderCrossCheck {
    let catalog: InterfaceBuilderCatalog
    let options: GenerationOptions
    private let typesByName: [String: ResolvedType]
    private let documentsByPath: [String: InterfaceBuilderDocument]
    private let unreadableNames: Set<DocumentName>

    /// The kind and base name of a document, as a key for names that exist only as unreadable files.
    private struct DocumentName: Hashable {
        var kind: InterfaceBuilderDocument.Kind
        var baseName: String
    }

    /// Prepares the lookups for one run.
    init(model: Model, catalog: InterfaceBuilderCatalog, unreadablePaths: [String], options: GenerationOptions) {
        self.catalog = catalog
        self.options = options
        var typesByName: [String: ResolvedType] = [:]
        for type in model.types where typesByName[type.name] == nil { typesByName[type.name] = type }
        self.typesByName = typesByName
        var documentsByPath: [String: InterfaceBuilderDocument] = [:]
        for document in catalog.documents where documentsByPath[document.path] == nil {
            documentsByPath[document.path] = document
        }
        self.documentsByPath = documentsByPath
        self.unreadableNames = Set(unreadablePaths.compactMap { path in
            InterfaceBuilderDocument.kind(ofPath: path).map {
                DocumentName(kind: $0, baseName: InterfaceBuilderDocument.baseName(ofPath: path))
            }
        })
    }

    /// Every problem found for one type, in no particular order.
    func diagnostics(for type: ResolvedType) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if type.mixins.contains(.nibLoadable) { diagnostics += nibLoadableProblems(type) }
        if type.mixins.contains(.nibOwnerLoadable) { diagnostics += nibOwnerLoadableProblems(type) }
        if type.mixins.contains(.storyboardBased) { diagnostics += storyboardBasedProblems(type) }
        if type.mixins.contains(.storyboardSceneBased) { diagnostics += storyboardSceneBasedProblems(type) }
        if type.mixins.contains(.reusable) || type.mixins.contains(.reusableView) {
            diagnostics += prototypeProblems(type)
        }
        return diagnostics
    }

    /// The document at a path of the catalog.
    func document(atPath path: String) -> InterfaceBuilderDocument? {
        documentsByPath[path]
    }

    // MARK: - Names

    /// A name the generated code uses, and whether the generator chose it or the user wrote it.
    struct CheckedName {
        var value: String
        /// The member the user wrote the name in, or `nil` when the generator chose it.
        var member: DeclaredMember.Name?
    }

    /// The type's identifier: its qualified name with `qualifiedIdentifiers`, else its bare name (Reusable's rule).
    func identifier(of type: ResolvedType) -> String {
        options.qualifiedIdentifiers ? type.name : type.bareName
    }

    /// The value of the first of `members` the user wrote for the type or an ancestor, or `fallback` when none;
    /// `nil` when the value cannot be known before run time (a member that is not a literal, or no fallback).
    func name(of type: ResolvedType, from members: [DeclaredMember.Name], fallback: String?) -> CheckedName? {
        for member in members where type.provides(member) {
            guard let literal = literal(of: member, in: type) else { return nil }
            return CheckedName(value: literal, member: member)
        }
        return fallback.map { CheckedName(value: $0, member: nil) }
    }

    /// The reuse identifier the generated code registers and dequeues the type with, and the mixin it comes from;
    /// `nil` for generic classes and identifiers that are not literals.
    func reuseIdentifier(of type: ResolvedType) -> (name: CheckedName, mixin: Mixin)? {
        guard !type.isInGenericContext else { return nil }
        if type.mixins.contains(.reusable) {
            return name(of: type, from: [.reuseIdentifier], fallback: identifier(of: type)).map { ($0, .reusable) }
        }
        if type.mixins.contains(.reusableView) {
            let name = name(of: type, from: [.defaultReuseIdentifier], fallback: identifier(of: type))
            return name.map { ($0, .reusableView) }
        }
        return nil
    }

    /// The literal of a member written for the type itself or, failing that, for the nearest ancestor in the sources.
    private func literal(of member: DeclaredMember.Name, in type: ResolvedType) -> String? {
        if type.providedMembers.contains(where: { $0.name == member }) { return type.literal(of: member) }
        for ancestorName in type.superclassChain {
            guard let ancestor = typesByName[ancestorName] else { continue }
            if ancestor.providedMembers.contains(where: { $0.name == member }) { return ancestor.literal(of: member) }
        }
        return nil
    }

    // MARK: - Documents

    /// Whether a document can say anything about a class: their frameworks agree, or either is unknown.
    func isEvidence(_ document: InterfaceBuilderDocument, about type: ResolvedType) -> Bool {
        guard let typeFramework = type.kind.framework, let documentFramework = document.framework else { return true }
        return typeFramework == documentFramework
    }

    /// The copies of the named XIB or storyboard that are evidence about the type; when there are none and the
    /// name is `required`, also the error that it is missing (with a note at each copy of the other framework).
    func copies(
        _ kind: InterfaceBuilderDocument.Kind,
        named name: CheckedName,
        for type: ResolvedType,
        mixin: Mixin,
        required: Bool
    ) -> (documents: [InterfaceBuilderDocument], missing: Diagnostic?) {
        let all = kind == .xib ? catalog.nibs(named: name.value) : catalog.storyboards(named: name.value)
        let documents = all.filter { isEvidence($0, about: type) }
        guard documents.isEmpty, required, !unreadableNames.contains(DocumentName(kind: kind, baseName: name.value))
        else { return (documents, nil) }
        let notes = all.map { foreign in
            Diagnostic(.note, Message.foreignFramework(foreign, type: type), at: Message.start(of: foreign))
        }
        let message = Message.missing(
            kind, name: name, type: type, mixin: mixin, hasForeignCopies: !all.isEmpty)
        return ([], Diagnostic(.error, message, at: type.location, notes: notes))
    }

    // MARK: - Classes

    /// How an object's class compares with a Swift class.
    enum ClassMatch: Equatable {
        /// The object is an instance of the class.
        case same
        /// The object has the class's name but belongs to another module.
        case otherModule(className: String, module: String)
        /// The object is of another class: its custom class, or the element's framework class, or `nil` when
        /// it has no custom class and the element's class is not one reusable-gen names.
        case otherClass(String?)
    }

    /// Whether the object is an instance of the Swift class, and if not, what it is instead.
    func match(
        _ object: InterfaceBuilderObject,
        in document: InterfaceBuilderDocument,
        _ type: ResolvedType
    ) -> ClassMatch {
        guard let customClass = object.customClass else {
            return .otherClass(Message.frameworkClass(of: object.elementName, framework: document.framework))
        }
        // A class renamed with `@objc(Name)` appears in Interface Builder under that runtime name, in no module.
        if let runtimeName = type.objectiveCName, customClass == runtimeName { return .same }
        guard customClass == type.bareName || customClass == type.name else { return .otherClass(customClass) }
        if object.customModuleProvider != "target", let module = object.customModule, let ours = options.moduleName,
           module != ours {
            return .otherModule(className: customClass, module: module)
        }
        return .same
    }

    /// The first scene of a storyboard whose controller is an instance of the class.
    func scene(of type: ResolvedType, in document: InterfaceBuilderDocument) -> StoryboardScene? {
        document.scenes.first { scene in
            scene.controller.map { match($0, in: document, type) == .same } ?? false
        }
    }

    /// The error that an object is not of the class, with a note at the object; `nil` when it is.
    func classProblem(
        _ object: InterfaceBuilderObject,
        role: InterfaceBuilderCheckMessage.Role,
        in document: InterfaceBuilderDocument,
        type: ResolvedType,
        mixin: Mixin
    ) -> Diagnostic? {
        let found = match(object, in: document, type)
        guard found != .same else { return nil }
        let message = Message.classMismatch(
            found, role: role, in: document, type: type, mixin: mixin, moduleName: options.moduleName)
        let note = Diagnostic(.note, role.declaredHere, at: object.location(in: document.path))
        return Diagnostic(.error, message, at: type.location, notes: [note])
    }
}
