// MARK: - InterfaceBuilderChecks.Run

extension InterfaceBuilderChecks {
    /// One run's cross-check: the model's types, the catalog and the options, with the lookups the checks share.
    struct Run {
        let catalog: InterfaceBuilderCatalog
        let options: GenerationOptions
        let callSites: CallSiteIndex
        private let typesByName: [String: [ResolvedType]]
        /// How many adopting classes (by qualified name) have each bare name.
        private let typesByBareName: [String: Int]
        private let documentsByPath: [String: InterfaceBuilderDocument]
        private let unreadableNames: Set<DocumentName>
        /// Every IB file among the inputs, read or not: a name the sources spell differently only in case may be
        /// one's (see `copies(_:named:for:mixin:)`).
        private let interfacePaths: [String]
        /// The names with both an unlocalized copy and localized ones (`Main.storyboard` and
        /// `Base.lproj/Main.storyboard`): the bundle finds an unlocalized file first, so the localized copies load only
        /// when the unlocalized one is not in the app, which reusable-gen cannot see; a problem of one copy is
        /// then no certain failure (see `diagnostics(for:)`).
        private let mixedNames: Set<DocumentName>
        /// The adopting classes, as the model sorts them.
        let adopters: [ResolvedType]
        /// Every class of the sources (`Model.everyClass`) by each name a document may give it: bare, qualified, and
        /// its `@objc(Name)`; empty when the model was built without them.
        let everyClassByName: [String: [ResolvedType]]
        /// Every class of the sources by qualified name, as superclass chains name them.
        let everyClassByQualifiedName: [String: [ResolvedType]]
        /// The members extensions add to UIKit and AppKit classes.
        let frameworkExtensionMembers: [String: ObjectiveCMembers]

        /// The kind and base name of a document, as a key for names that exist only as unreadable files.
        private struct DocumentName: Hashable {
            var kind: InterfaceBuilderDocument.Kind
            var baseName: String
        }

        /// Prepares the lookups for one run; `interfacePaths` are every IB file among the inputs, read or not.
        init(
            model: Model, catalog: InterfaceBuilderCatalog, unreadablePaths: [String], interfacePaths: [String],
            options: GenerationOptions
        ) {
            self.catalog = catalog
            self.options = options
            self.callSites = model.callSites
            self.adopters = model.types
            var everyClassByName: [String: [ResolvedType]] = [:]
            var everyClassByQualifiedName: [String: [ResolvedType]] = [:]
            for type in model.everyClass {
                everyClassByQualifiedName[type.name, default: []].append(type)
                var names: Set<String> = [type.bareName, type.name]
                if let runtimeName = type.objectiveCName { names.insert(runtimeName) }
                for name in names { everyClassByName[name, default: []].append(type) }
            }
            self.everyClassByName = everyClassByName
            self.everyClassByQualifiedName = everyClassByQualifiedName
            self.frameworkExtensionMembers = model.frameworkExtensionMembers
            var typesByName: [String: [ResolvedType]] = [:]
            for type in model.types { typesByName[type.name, default: []].append(type) }
            self.typesByName = typesByName
            var typesByBareName: [String: Int] = [:]
            for name in typesByName.keys { typesByBareName[TypeReference.lastComponent(of: name), default: 0] += 1 }
            self.typesByBareName = typesByBareName
            // Reserved: a document is a large value, and each growth of the table would move them all.
            var documentsByPath: [String: InterfaceBuilderDocument] = [:]
            documentsByPath.reserveCapacity(catalog.documents.count)
            for document in catalog.documents where documentsByPath[document.path] == nil {
                documentsByPath[document.path] = document
            }
            self.documentsByPath = documentsByPath
            self.unreadableNames = Set(
                unreadablePaths.compactMap { path in
                    InterfaceBuilderDocument.kind(ofPath: path).map {
                        DocumentName(kind: $0, baseName: InterfaceBuilderDocument.baseName(ofPath: path))
                    }
                })
            self.interfacePaths = interfacePaths
            var unlocalized: Set<DocumentName> = []
            var localized: Set<DocumentName> = []
            for document in catalog.documents {
                let name = DocumentName(kind: document.kind, baseName: document.baseName)
                if document.localization == nil { unlocalized.insert(name) } else { localized.insert(name) }
            }
            self.mixedNames = unlocalized.intersection(localized)
        }

        /// Whether a document's name has both an unlocalized copy and localized ones (`mixedNames`).
        func hasMixedCopies(_ document: InterfaceBuilderDocument) -> Bool {
            !mixedNames.isEmpty && mixedNames.contains(DocumentName(kind: document.kind, baseName: document.baseName))
        }

        /// Whether the sources certainly load or register the class through its XIB or storyboard (see
        /// `CallSiteIndex.loads(_:through:bareNameIsUnique:)`: a bare name two adopting classes share counts for
        /// neither).
        func loads(_ type: ResolvedType, through kind: InterfaceBuilderDocument.Kind) -> Bool {
            callSites.loads(
                type.name, through: kind, bareNameIsUnique: typesByBareName[type.bareName, default: 0] == 1)
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
            guard !mixedNames.isEmpty else { return diagnostics }
            // A problem found in one copy of a name that has unlocalized and localized copies is a warning.
            return diagnostics.map { diagnostic in
                guard diagnostic.severity == .error,
                    diagnostic.notes.contains(where: { note in
                        note.location.flatMap { document(atPath: $0.path) }.map(hasMixedCopies) == true
                    })
                else { return diagnostic }
                var warning = diagnostic
                warning.severity = .warning
                return warning
            }
        }

        /// The adopting types of a qualified name: one, or several when modules scanned together (or `#if`
        /// branches) declare it more than once.
        func types(named name: String) -> [ResolvedType] {
            typesByName[name] ?? []
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
                guard let ancestor = typesByName[ancestorName]?.first else { continue }
                if ancestor.providedMembers.contains(where: { $0.name == member }) {
                    return ancestor.literal(of: member)
                }
            }
            return nil
        }

        // MARK: - Documents

        /// Whether a document can say anything about a class: their frameworks agree, or either is unknown.
        func isEvidence(_ document: InterfaceBuilderDocument, about type: ResolvedType) -> Bool {
            guard let typeFramework = type.kind.framework, let documentFramework = document.framework else {
                return true
            }
            return typeFramework == documentFramework
        }

        /// The copies of the named XIB or storyboard that are evidence about the type; when there are none, also
        /// the diagnostic that it is missing (with a note at each copy of the other framework), of the severity
        /// `missingSeverity(of:for:)` gives, or none when that is `nil`. A file whose name differs only in case
        /// makes it a warning with a note at the file: on a Mac's case-insensitive disk the Xcode project may spell
        /// the file as the sources do, and the app bundle holds the project's spelling, which reusable-gen cannot see.
        func copies(
            _ kind: InterfaceBuilderDocument.Kind,
            named name: CheckedName,
            for type: ResolvedType,
            mixin: Mixin
        ) -> (documents: [InterfaceBuilderDocument], missing: Diagnostic?) {
            let all = kind == .xib ? catalog.nibs(named: name.value) : catalog.storyboards(named: name.value)
            let documents = all.filter { isEvidence($0, about: type) && belongs($0, to: type) }
            guard documents.isEmpty, !unreadableNames.contains(DocumentName(kind: kind, baseName: name.value)),
                let severity = missingSeverity(of: kind, for: type, mixin: mixin)
            else { return (documents, nil) }
            let check: DiagnosticCheck = kind == .xib ? .missingXIB : .missingStoryboard
            var notes = all.map { foreign in
                Diagnostic(.note, Message.foreignFramework(foreign, type: type), at: Message.start(of: foreign))
            }
            // Looked for only here, as a file is seldom missing.
            let lowercased = name.value.lowercased()
            let otherCase = interfacePaths.filter { path in
                guard InterfaceBuilderDocument.kind(ofPath: path) == kind else { return false }
                let baseName = InterfaceBuilderDocument.baseName(ofPath: path)
                return baseName != name.value && baseName.lowercased() == lowercased
            }
            for path in otherCase {
                notes.append(
                    Diagnostic(
                        .note, Message.differsInCase(path: path, name: name.value),
                        at: SourceLocation(path: path, line: 1, column: 1)))
            }
            if let origin = type.mixinOrigin {
                notes.append(
                    Diagnostic(.note, Message.mixinDeclaredHere(type: type, mixin: mixin, check: check), at: origin))
            }
            let message = Message.missing(
                kind, name: name, type: type, mixin: mixin, hasForeignCopies: !all.isEmpty)
            let grade = otherCase.isEmpty ? severity : .warning
            return ([], Diagnostic(grade, message, at: type.location, notes: notes, check: check))
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
                module != ours
            {
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

        /// The diagnostic that an object is not of the class, with a note at the object; `nil` when it is.
        func classProblem(
            _ object: InterfaceBuilderObject,
            role: InterfaceBuilderChecks.Message.Role,
            in document: InterfaceBuilderDocument,
            type: ResolvedType,
            mixin: Mixin,
            severity: Severity = .error,
            check: DiagnosticCheck
        ) -> Diagnostic? {
            let found = match(object, in: document, type)
            guard found != .same else { return nil }
            let message = Message.classMismatch(
                found, role: role, in: document, type: type, mixin: mixin, moduleName: options.moduleName)
            let note = Diagnostic(.note, role.declaredHere, at: object.location(in: document.path))
            return Diagnostic(severity, message, at: type.location, notes: [note], check: check)
        }
    }
}
