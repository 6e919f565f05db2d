// MARK: - InterfaceBuilderConnection

/// One name an Interface Builder document makes the run time look up on an object of a custom class: an outlet or
/// outlet collection set through key-value coding when the nib loads, an action's selector sent to it on an event,
/// or a user-defined runtime attribute's key set when it loads.
public struct InterfaceBuilderConnection: Sendable, Hashable {
    /// What the document asks of the object.
    public enum Kind: String, Sendable, Hashable {
        /// `<outlet property="…">` on the object.
        case outlet
        /// `<outletCollection property="…">` on the object.
        case outletCollection
        /// `<action selector="…">` of a control whose destination (or AppKit target) is the object.
        case action
        /// `<userDefinedRuntimeAttribute keyPath="…">` on the object, a key without a dot.
        case runtimeAttribute
    }

    public var kind: Kind
    /// The property, selector or key.
    public var name: String
    /// The 1-based line of the element's start tag.
    public var line: Int
    /// The 1-based UTF-8 column of the element's `<`.
    public var column: Int

    /// Creates a connection; the reader fills it, tests and checks may build one directly.
    public init(kind: Kind, name: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }

    /// The location of the element's start tag in the document at `path`.
    public func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// Whether the run time sets the name as a property (outlets and runtime attributes) rather than sending it.
    public var isProperty: Bool { kind != .action }
}
