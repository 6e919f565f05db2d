// MARK: - InterfaceBuilderOutlet

/// One outlet connection of an object (`<outlet property="titleLabel" …/>` or `<outletCollection …/>`): the
/// property UIKit and AppKit set by name, through key-value coding, when the nib is loaded.
public struct InterfaceBuilderOutlet: Sendable, Hashable {
    /// The `property` attribute: the name of the property set on the object.
    public var property: String
    /// The 1-based line of the element's start tag.
    public var line: Int
    /// The 1-based UTF-8 column of the element's `<`.
    public var column: Int

    /// Creates an outlet; the reader fills it, tests and checks may build one directly.
    public init(property: String, line: Int, column: Int) {
        self.property = property
        self.line = line
        self.column = column
    }

    /// The location of the element's start tag in the document at `path`.
    public func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
