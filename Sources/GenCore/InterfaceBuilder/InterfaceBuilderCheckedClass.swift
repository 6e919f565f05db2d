// MARK: - InterfaceBuilderCheckedClass

/// A class of the sources whose outlets, actions and runtime attributes the IB documents connect and the checks
/// judged (its whole chain was read): the names, each once, sorted, as `--format json` lists them.
public struct InterfaceBuilderCheckedClass: Sendable, Hashable {
    /// The qualified name.
    public var name: String
    public var location: SourceLocation
    /// The outlets and outlet collections connected on objects of the class.
    public var outlets: [String]
    /// The selectors of the actions sent to objects of the class.
    public var actions: [String]
    /// The keys of the user-defined runtime attributes set on objects of the class.
    public var runtimeAttributes: [String]

    public init(
        name: String, location: SourceLocation, outlets: [String] = [], actions: [String] = [],
        runtimeAttributes: [String] = []
    ) {
        self.name = name
        self.location = location
        self.outlets = outlets
        self.actions = actions
        self.runtimeAttributes = runtimeAttributes
    }
}
