// MARK: - DeclaredAccess

/// An access-level modifier as written in the source.
public enum DeclaredAccess: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: DeclaredAccess, rhs: DeclaredAccess) -> Bool { lhs.rank < rhs.rank }

    /// Whether a declaration with this effective access can be extended from another file.
    public var isVisibleToOtherFiles: Bool { self > .fileprivate }
}

// MARK: - TypeReference

/// A type named in an inheritance clause, extension or typealias: `UIKit.UITableViewCell`, `Base<Int>`.
public struct TypeReference: Sendable, Hashable {
    /// The dotted name components without generic arguments: `["UIKit", "UITableViewCell"]`.
    public var components: [String]
    /// The generic argument clause as written (`<Int>`), if any.
    public var genericArguments: String?
    /// Where the reference starts.
    public var location: SourceLocation

    /// The dotted name without generic arguments.
    public var name: String { components.joined(separator: ".") }
    /// The last name component, the one Swift looks up last: `UITableViewCell` in `UIKit.UITableViewCell`.
    public var lastComponent: String { components.last ?? "" }

    /// The last component of a dotted name.
    static func lastComponent(of name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

// MARK: - DeclaredMember

/// A static member the user wrote that the generator must not redeclare (and may read a literal from).
public struct DeclaredMember: Sendable, Hashable {
    /// The members the generator cares about.
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        case reuseIdentifier, nib, nibName, sceneStoryboard, sceneIdentifier, defaultReuseIdentifier
    }

    public var name: Name
    public var location: SourceLocation
    /// The string the member evaluates to when the source makes it a literal: `"Custom"` for
    /// `static var reuseIdentifier: String { "Custom" }`, `"Main"` for `UIStoryboard(name: "Main", bundle: nil)`.
    public var literal: String?
}

// MARK: - TypeDeclaration

/// The keyword that introduces a nominal type declaration.
public enum TypeKeyword: String, Sendable, Hashable, Codable {
    case `class`, `struct`, `enum`, actor, `protocol`
}

/// One nominal type declaration as written in one file (a class declared in two `#if` branches is two).
public struct TypeDeclaration: Sendable, Hashable {
    public var keyword: TypeKeyword
    /// The bare name, without backticks.
    public var name: String
    /// The name qualified by the enclosing types and extended types: `Outer.Inner`.
    public var qualifiedName: String
    public var location: SourceLocation
    /// The access modifier written on the declaration, if any.
    public var access: DeclaredAccess?
    public var isFinal: Bool
    /// Declared inside a function, closure, accessor or other code block: invisible outside it.
    public var isLocal: Bool
    /// The generic parameter clause as written, normalised to single spaces: `<T: Hashable>`.
    public var genericParameters: String?
    /// The `where` clause as written, normalised, without the `where` keyword.
    public var whereClause: String?
    /// The inheritance clause: superclass first (for classes), then protocols, compositions split at `&`.
    public var inheritance: [TypeReference]
    /// Attributes as written, normalised: `@available(iOS 15, *)`, `@MainActor`.
    public var attributes: [String]
    /// Enclosing `#if` conditions, outermost first, each the condition under which this branch is compiled.
    public var conditions: [String]
    /// The members of interest declared directly in the body.
    public var members: [DeclaredMember]
    /// The qualified names of the enclosing types, innermost last, for resolving names used in the header.
    public var lexicalScope: [String]
    /// The effective access of the enclosing declarations (the most restrictive), `nil` at file scope.
    public var enclosingAccess: DeclaredAccess?
}

// MARK: - ExtensionDeclaration

/// One `extension` as written in one file.
public struct ExtensionDeclaration: Sendable, Hashable {
    public var extendedType: TypeReference
    public var location: SourceLocation
    public var access: DeclaredAccess?
    public var inheritance: [TypeReference]
    public var whereClause: String?
    public var conditions: [String]
    public var members: [DeclaredMember]
    public var lexicalScope: [String]
    public var isLocal: Bool
}

// MARK: - TypealiasDeclaration

/// A `typealias` whose right-hand side is a type or a protocol composition.
public struct TypealiasDeclaration: Sendable, Hashable {
    public var name: String
    public var qualifiedName: String
    public var location: SourceLocation
    /// The composed types: `[Reusable, NibLoadable]` for `Reusable & NibLoadable`.
    public var components: [TypeReference]
    public var lexicalScope: [String]
}

// MARK: - ScannedFile

/// Everything the declaration scanner found in one file.
public struct ScannedFile: Sendable, Hashable {
    public var path: String
    public var types: [TypeDeclaration] = []
    public var extensions: [ExtensionDeclaration] = []
    public var typealiases: [TypealiasDeclaration] = []
    /// Modules named in `import` declarations, in order of appearance, without duplicates.
    public var importedModules: [String] = []
    public var diagnostics: [Diagnostic] = []

    /// An empty result for a file.
    public init(path: String) { self.path = path }
}
