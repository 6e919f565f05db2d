// MARK: - RelevantNames

/// The names that decide which Swift files a run must scan, worked out from the files scanned so far.
///
/// A file must be scanned when it could change the model, the checks or the output. That is, when it
/// - mentions an `adopting` name: a mixin, or a type, extended type or typealias whose declaration names an
///   adopting name (so its subclasses, extensions, conformances and call sites are read), or a known framework class
///   below an adopting one (`extension UIView: NibLoadable {}` makes every view adopt);
/// - declares a type or typealias of a `declared` name: every name the declarations in play refer to
///   (superclasses, protocols, typealias targets, enclosing types, extended types, storyboard constants' owners),
///   where "in play" means adopting, or declaring or aliasing a `declared` name, so the whole superclass chain of
///   an adopter is read;
/// - extends an `extended` name: a `declared` name the sources declare a type or typealias of; a framework class a
///   declaration in play derives from, or one of its framework ancestors (their extensions can give every subclass a
///   member such as `reuseIdentifier`, which the generated file must not declare again); or a type whose extensions
///   can declare a helper of the generated file (`UITableView`: the app's own `register(cellType:)`, made for a
///   protocol of its own, is one the generated file must leave out);
/// - declares or extends a class an IB document connects outlets, actions or runtime attributes on (by its name or
///   the `@objc(Name)` it is renamed to), or a class that class's declaration names (its superclass chain): the
///   classes are `declared` names from the start, and
///   `UINib` is then an `adopting` name (a file that mentions it may register one of their XIBs);
/// - imports an `imported` name: a qualifier of a reference in play that may be a module (`Other.User`), which
///   decides whether `Other` names the module or a type; or
/// - declares a typealias and mentions a name in play (`typealias Base = BaseCell`, whose extensions extend
///   `BaseCell`).
///
/// Names are compared by their last component (`Feed.Cell` as `Cell`), which can only read more.
struct RelevantNames: Equatable {
    private(set) var adopting: Set<String>
    private(set) var declared: Set<String> = []
    private(set) var extended: Set<String> = []
    private(set) var imported: Set<String> = []

    /// The names in play in `files`; `previous`, the names of some of these files, saves the passes that would
    /// find its names again. Every rule only adds names as files and names are added, so the names found from
    /// `previous` are those found from nothing.
    ///
    /// `classNames` (classes the IB documents connect names on) start as `declared` names: their declarations,
    /// superclasses and extensions are read.
    init(_ files: [ScannedFile], from previous: RelevantNames? = nil, classNames: Set<String> = []) {
        // With classes to check, a file that mentions `UINib` may register one of their XIBs by name, which makes
        // a wrong outlet there an error: it is read too.
        adopting = previous?.adopting ?? Set(Mixin.knownNames).union(classNames.isEmpty ? [] : ["UINib"])
        declared = previous?.declared ?? classNames
        extended = previous?.extended ?? DeclaredAPI.helperHosts
        imported = previous?.imported ?? []
        var changed = true
        while changed {
            changed = false
            for file in files {
                for type in file.types where !adopting.contains(type.name) && names(adopting, type.inheritance) {
                    adopting.insert(type.name)
                    changed = true
                }
                for declaration in file.extensions
                where !adopting.contains(declaration.extendedType.lastComponent)
                    && names(adopting, declaration.inheritance)
                {
                    adopting.insert(declaration.extendedType.lastComponent)
                    changed = true
                }
                for alias in file.typealiases where !adopting.contains(alias.name) && names(adopting, alias.components)
                {
                    adopting.insert(alias.name)
                    changed = true
                }
            }
            for name in FrameworkClasses.parents.keys
            where !adopting.contains(name) && FrameworkClasses.lineage(of: name).contains(where: adopting.contains) {
                adopting.insert(name)
                changed = true
            }
        }
        changed = true
        while changed {
            let before = declared.count
            for file in files {
                for type in file.types where isInPlay(type) || names(adopting, type.inheritance) {
                    addDeclared(type.qualifiedName, type.lexicalScope, type.inheritance, type.members)
                }
                for declaration in file.extensions
                where isInPlay(declaration.extendedType.lastComponent) || names(adopting, declaration.inheritance) {
                    addDeclared(
                        declaration.extendedType.name, declaration.lexicalScope, declaration.inheritance,
                        declaration.members)
                    addQualifiers(of: declaration.extendedType)
                }
                for alias in file.typealiases
                where isInPlay(alias.name) || alias.components.contains(where: { isInPlay($0.lastComponent) }) {
                    addDeclared(alias.qualifiedName, alias.lexicalScope, alias.components, [])
                }
            }
            changed = declared.count != before
        }
        for file in files {
            for type in file.types where !type.isLocal && isInPlay(type) { extended.insert(type.name) }
            for alias in file.typealiases where isInPlay(alias.name) { extended.insert(alias.name) }
        }
        // A framework class a declaration in play derives from, and its framework ancestors: their extensions can
        // declare a member every subclass inherits (`extension UITableViewCell { class var reuseIdentifier … }`),
        // which is then the witness, and the generated file must not declare its own.
        for name in declared where FrameworkClasses.parents[name] != nil {
            extended.formUnion(FrameworkClasses.lineage(of: name))
        }
        // With classes to check, the extensions of every framework class of their chains: they may add a property
        // or an action an IB connection names.
        if !classNames.isEmpty {
            for name in declared where FrameworkMembers.knows(name) {
                extended.formUnion(FrameworkMembers.lineage(of: name))
            }
        }
    }

    /// Whether a declaration of this name is in play.
    private func isInPlay(_ name: String) -> Bool {
        adopting.contains(name) || declared.contains(name)
    }

    /// Whether a type declaration is in play, by its name or by the `@objc(Name)` Interface Builder knows it by.
    private func isInPlay(_ type: TypeDeclaration) -> Bool {
        isInPlay(type.name) || ObjectiveCMembers.objectiveCName(in: type.attributes).map(isInPlay) == true
    }

    /// Whether one of `references` ends with one of `names`.
    private func names(_ names: Set<String>, _ references: [TypeReference]) -> Bool {
        references.contains { names.contains($0.lastComponent) }
    }

    /// Adds what a declaration in play refers to.
    private mutating func addDeclared(
        _ qualifiedName: String, _ lexicalScope: [String], _ references: [TypeReference], _ members: [DeclaredMember]
    ) {
        addDotted(qualifiedName)
        for scope in lexicalScope { addDotted(scope) }
        for reference in references {
            declared.formUnion(reference.components)
            addQualifiers(of: reference)
        }
        for member in members {
            guard let reference = member.reference else { continue }
            // The owner of a storyboard constant, which a type or an extension declares: `Storyboards` of
            // `Storyboards.main`; `.main` is looked up on `UIStoryboard` and `NSStoryboard`.
            var owner = reference.split(separator: ".", omittingEmptySubsequences: false).dropLast().map(String.init)
            if owner.first == "" { owner = ["UIStoryboard", "NSStoryboard"] }
            for component in owner where !component.isEmpty {
                declared.insert(component)
                extended.insert(component)
            }
        }
    }

    /// Adds the qualifiers of a reference that may name a module the sources import (`Other` in `Other.User`; not
    /// an SDK module, which is one whether imported or not).
    private mutating func addQualifiers(of reference: TypeReference) {
        for qualifier in reference.components.dropLast() where !FrameworkClasses.sdkModules.contains(qualifier) {
            imported.insert(qualifier)
        }
    }

    /// Adds a dotted name whole (a raw identifier may contain dots) and each of its components.
    private mutating func addDotted(_ name: String) {
        declared.insert(name)
        guard name.utf8.contains(UInt8(ascii: ".")) else { return }
        for component in name.split(separator: ".") { declared.insert(String(component)) }
    }
}
