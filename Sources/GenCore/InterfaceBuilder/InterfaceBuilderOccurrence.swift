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
