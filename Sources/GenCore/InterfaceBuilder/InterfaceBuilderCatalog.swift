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
