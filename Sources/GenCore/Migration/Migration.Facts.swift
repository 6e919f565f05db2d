// MARK: - Migration.Facts

extension Migration {
    /// What one migration works from, built once from the generator's input and read by every phase: the scanned
    /// sources with their significant tokens (lexed once), the module with every class resolved (kind, superclass
    /// chain, members), the protocols, the constants, and the Interface Builder documents read once through the
    /// reading path the checks use.
    struct Facts {
        /// The Swift sources (reusable-gen's own generated files left out).
        let sources: [SourceFile]
        /// Each source's significant tokens, by file index.
        let tokens: [SignificantTokenList]
        let options: GenerationOptions
        let scanned: [ScannedFile]
        /// The module as it is: who adopts what already, and every class resolved (`Model.everyClass`).
        let model: Model
        /// Every class of the sources resolved, by qualified name.
        let classes: [String: ResolvedType]
        /// Qualified class names by bare name.
        let classesByBareName: [String: [String]]
        /// Protocols declared in the sources that supply a `reuseIdentifier` of their own (not mixins).
        let homeGrownProtocols: Set<String>
        /// The names of the protocols the sources declare.
        let protocolNames: Set<String>
        /// The names each type of the sources inherits or adopts, in its declarations and extensions, by bare name.
        let inheritedNames: [String: [String]]
        /// A type outside the sources is extended with a `reuseIdentifier` (`extension UITableViewCell { … }`).
        let extendsFrameworkWithIdentifier: Bool
        /// The string and nib constants the sources declare.
        let constants: Migration.Constants
        /// The XIBs and storyboards that could be read.
        let catalog: InterfaceBuilderCatalog
        /// The IB files that could not be read (the reader's notes say why).
        let unreadablePaths: [String]
        /// The reader's diagnostics, reported with migrate's notes.
        let readerNotes: [Diagnostic]
        /// Storyboard prototypes by reuse identifier: the document and the prototype's custom class.
        let prototypesByIdentifier: [String: [(path: String, customClass: String?)]]
        /// The sources declare a `classForCoder` of their own, so `X.classForCoder()` may not be `X`.
        let declaresClassForCoder: Bool

        init(_ input: GenerationInput) {
            options = input.options
            sources = input.swiftFiles.filter { !GeneratedFile.isGenerated($0.bytes) }.map(SourceFile.init)
            let read = Parallel.map(sources, DeclarationScanner.scanKeepingTokens)
            scanned = read.map(\.scanned)
            tokens = read.map(\.tokens)
            model = ModelBuilder.build(scanned, options: options, resolvingEveryClass: true)
            constants = Migration.Constants(sources, tokens: tokens)
            declaresClassForCoder = zip(sources, tokens).contains { source, tokens in
                CallSiteScanner.declaresClassForCoder(in: source, tokens: tokens)
            }
            let interface = Self.read(input.interfaceFiles)
            catalog = interface.catalog
            unreadablePaths = interface.unreadablePaths
            readerNotes = interface.notes
            var prototypes: [String: [(path: String, customClass: String?)]] = [:]
            for document in catalog.documents where document.kind == .storyboard {
                for prototype in document.prototypes {
                    if let identifier = prototype.reuseIdentifier, !identifier.isEmpty {
                        prototypes[identifier, default: []].append((document.path, prototype.customClass))
                    }
                }
            }
            prototypesByIdentifier = prototypes
            var classes: [String: ResolvedType] = [:]
            var byBareName: [String: [String]] = [:]
            for type in model.everyClass where classes[type.name] == nil {
                classes[type.name] = type
                byBareName[type.bareName, default: []].append(type.name)
            }
            self.classes = classes
            classesByBareName = byBareName
            var declaredNames = Set<String>()
            var protocolNames = Set<String>()
            var inheritedNames: [String: [String]] = [:]
            for file in scanned {
                for declaration in file.types {
                    declaredNames.insert(declaration.qualifiedName)
                    if declaration.keyword == .protocol { protocolNames.insert(declaration.name) }
                    inheritedNames[declaration.name, default: []] += declaration.inheritance.map(\.lastComponent)
                }
                for declaration in file.extensions {
                    inheritedNames[declaration.extendedType.lastComponent, default: []] +=
                        declaration.inheritance.map(\.lastComponent)
                }
            }
            self.protocolNames = protocolNames
            self.inheritedNames = inheritedNames
            var protocols = Set<String>()
            var extendsFramework = false
            for file in scanned {
                for declaration in file.types
                where declaration.keyword == .protocol && Mixin.named(declaration.name) == nil
                    && declaration.members.contains(where: { $0.name == .reuseIdentifier })
                {
                    protocols.insert(declaration.name)
                }
                for extensionDeclaration in file.extensions
                where extensionDeclaration.members.contains(where: { $0.name == .reuseIdentifier }) {
                    let name = extensionDeclaration.extendedType.name
                    let last = extensionDeclaration.extendedType.lastComponent
                    if Mixin.named(last) != nil { continue }
                    if declaredNames.contains(name) || declaredNames.contains(last) {
                        if protocolNames.contains(last) { protocols.insert(last) }
                    } else {
                        extendsFramework = true
                    }
                }
            }
            homeGrownProtocols = protocols
            extendsFrameworkWithIdentifier = extendsFramework
        }

        /// Reads the IB files as the checks do (`InterfaceBuilderReader.read(_:)`): the documents, the files that
        /// could not be read, and the reader's diagnostics.
        static func read(_ files: [InputFile]) -> (
            catalog: InterfaceBuilderCatalog, unreadablePaths: [String], notes: [Diagnostic]
        ) {
            let sources = files.map(SourceFile.init)
            var documents: [InterfaceBuilderDocument] = []
            var unreadable: [String] = []
            var notes: [Diagnostic] = []
            for (file, (document, diagnostics)) in zip(sources, InterfaceBuilderReader.read(sources)) {
                notes += diagnostics
                if let document { documents.append(document) } else { unreadable.append(file.path) }
            }
            return (InterfaceBuilderCatalog(documents), unreadable, notes)
        }

        /// The identifier the generated code gives a class: its literal `reuseIdentifier`, else the value of the
        /// `reuseIdentifier` it declares or inherits when the sources tell it, else its bare (or qualified) name;
        /// `nil` when it declares or inherits a `reuseIdentifier` whose value is not known.
        func generatedIdentifier(of type: ResolvedType) -> String? {
            if let literal = type.literal(of: .reuseIdentifier) { return literal }
            if type.provides(.reuseIdentifier) { return declaredMember("reuseIdentifier", readOn: type.name, depth: 0) }
            return options.qualifiedIdentifiers ? type.name : type.bareName
        }

        /// The nib name the generated code gives a class.
        func generatedNibName(of type: ResolvedType) -> String? {
            if let literal = type.literal(of: .nibName) { return literal }
            if type.provides(.nibName) || type.provides(.nib) { return nil }
            return options.qualifiedIdentifiers ? type.name : type.bareName
        }

        /// The text of a byte range of a source file.
        func text(_ file: Int, _ range: Range<Int>) -> String { sources[file].text(range) }
    }
}
