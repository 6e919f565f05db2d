// MARK: - Severity and ownership

extension InterfaceBuilderChecks.Run {
    /// How a missing XIB, storyboard or scene is reported (the README's "Severity policy"): an error when the sources load or register
    /// the class through it and no storyboard prototype of the class exists; nothing when a prototype stands in
    /// for a XIB, for a non-final base used only through its subclasses, and for a mixin that only an extension
    /// of a UIKit or AppKit class grants; a warning otherwise.
    func missingSeverity(of kind: InterfaceBuilderDocument.Kind, for type: ResolvedType, mixin: Mixin) -> Severity? {
        let prototyped = kind == .xib && hasPrototype(type)
        if loads(type, through: kind) { return prototyped ? .warning : .error }
        if prototyped { return nil }
        if !type.isFinal, !type.subclasses.isEmpty { return nil }
        if adoptsThroughFrameworkExtension(type, mixin) { return nil }
        return .warning
    }

    /// Whether a storyboard prototype of the class exists (a cell laid out in a table or collection view).
    func hasPrototype(_ type: ResolvedType) -> Bool {
        var occurrences = catalog.occurrences(ofClass: type.bareName)
        if type.name != type.bareName { occurrences += catalog.occurrences(ofClass: type.name) }
        return occurrences.contains { occurrence in
            guard occurrence.role == .prototype, let document = document(atPath: occurrence.path) else { return false }
            return isEvidence(document, about: type) && match(occurrence.object, in: document, type) == .same
        }
    }

    /// Whether the class adopts the mixin only because an extension of a UIKit or AppKit class conforms to it
    /// (`extension UIView: NibLoadable {}`): no ancestor in the sources adopts it but by inheriting it in turn.
    func adoptsThroughFrameworkExtension(_ type: ResolvedType, _ mixin: Mixin) -> Bool {
        guard type.inheritedMixins.contains(mixin) else { return false }
        return !type.superclassChain.contains { ancestor in
            types(named: ancestor).contains { $0.mixins.contains(mixin) && !$0.inheritedMixins.contains(mixin) }
        }
    }

    /// Whether a document is about this class rather than another class of the same name (two modules scanned
    /// together): the `customModule` of the document's objects of that name decides when it names a folder of
    /// exactly one of the classes' paths; else the class whose file is nearest to the document.
    func belongs(_ document: InterfaceBuilderDocument, to type: ResolvedType) -> Bool {
        let sameNamed = types(named: type.name)
        guard sameNamed.count > 1 else { return true }
        let modules = Set(document.objects(ofClass: type.bareName).compactMap(\.customModule))
        let byModule = sameNamed.filter { candidate in
            Self.folders(of: candidate.location.path).contains { modules.contains(String($0)) }
        }
        if byModule.count == 1 { return byModule[0].location == type.location }
        let nearness = sameNamed.map { Self.sharedFolders($0.location.path, document.path) }
        guard let nearest = nearness.max() else { return true }
        return Self.sharedFolders(type.location.path, document.path) == nearest
    }

    /// The folder names of a path.
    private static func folders(of path: String) -> [Substring] {
        path.split(separator: "/").dropLast()
    }

    /// How many leading folders two paths share.
    private static func sharedFolders(_ lhs: String, _ rhs: String) -> Int {
        zip(folders(of: lhs), folders(of: rhs)).prefix { $0 == $1 }.count
    }
}
