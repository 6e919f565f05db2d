// MARK: - InterfaceBuilderCatalog

/// All Interface Builder documents of one run, indexed for the checks: by nib name, by storyboard name
/// (and scene identifier), and by custom class.
public struct InterfaceBuilderCatalog: Sendable, Hashable {
    /// The documents, ordered by path so that every lookup is stable for any input order.
    public let documents: [InterfaceBuilderDocument]

    private let nibIndex: [String: [Int]]
    private let storyboardIndex: [String: [Int]]
    private let classIndex: [String: [InterfaceBuilderOccurrence]]

    /// Indexes the given documents (any order; the same documents in another order give an equal catalog).
    public init(_ documents: [InterfaceBuilderDocument]) {
        let sorted = documents.sorted { Self.precedes($0, $1) }
        self.documents = sorted
        var nibs: [String: [Int]] = [:]
        var storyboards: [String: [Int]] = [:]
        var classes: [String: [InterfaceBuilderOccurrence]] = [:]
        for (index, document) in sorted.enumerated() {
            switch document.kind {
            case .xib: nibs[document.baseName, default: []].append(index)
            case .storyboard: storyboards[document.baseName, default: []].append(index)
            }
            for occurrence in InterfaceBuilderOccurrence.all(in: document) {
                guard let className = occurrence.object.customClass else { continue }
                classes[className, default: []].append(occurrence)
            }
        }
        self.nibIndex = nibs
        self.storyboardIndex = storyboards
        self.classIndex = classes
    }

    /// Whether the run has no Interface Builder documents (then no check runs).
    public var isEmpty: Bool { documents.isEmpty }

    // MARK: - Lookups

    /// The XIBs whose nib name is `name`, unlocalized first, then `Base`, then other localizations by name.
    public func nibs(named name: String) -> [InterfaceBuilderDocument] {
        (nibIndex[name] ?? []).map { documents[$0] }
    }

    /// The storyboards named `name`, unlocalized first, then `Base`, then other localizations by name.
    public func storyboards(named name: String) -> [InterfaceBuilderDocument] {
        (storyboardIndex[name] ?? []).map { documents[$0] }
    }

    /// The scenes with the given `storyboardIdentifier` in every copy of the storyboard named `storyboardName`.
    public func scenes(
        inStoryboard storyboardName: String,
        withIdentifier identifier: String
    ) -> [InterfaceBuilderOccurrence] {
        storyboards(named: storyboardName).compactMap { document in
            guard let controller = document.scene(withStoryboardIdentifier: identifier)?.controller else { return nil }
            return InterfaceBuilderOccurrence(path: document.path, role: .sceneController, object: controller)
        }
    }

    /// Every place where an object's `customClass` is `className`, in the order of `documents`, then by position.
    public func occurrences(ofClass className: String) -> [InterfaceBuilderOccurrence] {
        classIndex[className] ?? []
    }

    // MARK: - Order

    private static func precedes(_ lhs: InterfaceBuilderDocument, _ rhs: InterfaceBuilderDocument) -> Bool {
        let left = (localizationRank(lhs.localization), lhs.localization ?? "", lhs.path)
        let right = (localizationRank(rhs.localization), rhs.localization ?? "", rhs.path)
        return left < right
    }

    private static func localizationRank(_ localization: String?) -> Int {
        switch localization {
        case nil: 0
        case "Base": 1
        default: 2
        }
    }
}

// MARK: - InterfaceBuilderOccurrence

/// One object of a document together with the document's path and the role the object plays there.
public struct InterfaceBuilderOccurrence: Sendable, Hashable {
    /// The part an object plays in its document.
    public enum Role: String, Sendable, Hashable, Codable {
        case filesOwner, topLevelObject, sceneController, prototype
    }

    /// The path of the document that holds the object.
    public var path: String
    /// The part the object plays in its document.
    public var role: Role
    /// The object itself, with its line and column.
    public var object: InterfaceBuilderObject

    /// Creates an occurrence.
    public init(path: String, role: Role, object: InterfaceBuilderObject) {
        self.path = path
        self.role = role
        self.object = object
    }

    /// The location of the object's start tag, for a note pointing into the Interface Builder file.
    public var location: SourceLocation { object.location(in: path) }

    /// Every object a document records, with its role, in document order.
    static func all(in document: InterfaceBuilderDocument) -> [InterfaceBuilderOccurrence] {
        var all: [InterfaceBuilderOccurrence] = []
        if let owner = document.filesOwner {
            all.append(InterfaceBuilderOccurrence(path: document.path, role: .filesOwner, object: owner))
        }
        for object in document.topLevelObjects {
            all.append(InterfaceBuilderOccurrence(path: document.path, role: .topLevelObject, object: object))
        }
        for controller in document.scenes.compactMap(\.controller) {
            all.append(InterfaceBuilderOccurrence(path: document.path, role: .sceneController, object: controller))
        }
        for object in document.prototypes {
            all.append(InterfaceBuilderOccurrence(path: document.path, role: .prototype, object: object))
        }
        return all.sorted { ($0.object.line, $0.object.column) < ($1.object.line, $1.object.column) }
    }
}
