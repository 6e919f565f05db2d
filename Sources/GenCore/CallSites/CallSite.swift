// MARK: - CallSite

/// One place in the sources that registers, dequeues, loads or instantiates a class, typed or by string, with
/// the byte ranges a codemod needs to rewrite it without touching anything else.
///
/// Byte ranges are offsets into the file's bytes (`SourceFile.bytes`), half-open like `Token.range`.
public struct CallSite: Sendable, Hashable {
    public var kind: Kind
    /// The class as written (`ProfileCell`, `Outer.Cell`; `Self` resolved to the enclosing type), or `""` when
    /// the source does not name it (a metatype or nib held in a variable, a dequeue with no cast).
    /// For `registerNibByIdentifier` it is the class the nib is named after (`UINib(nibName: "ProfileCell", …)`).
    public var typeName: String
    /// Where the call starts: the receiver's first byte, or the method name when there is no receiver.
    public var location: SourceLocation
    /// The qualified name of the innermost type or extension the call is written in, if any.
    public var enclosingType: String?
    /// The enclosing `#if` conditions, outermost first (as `TypeDeclaration.conditions` writes them).
    public var conditions: [String] = []
    /// The receiver expression (`tableView`, `self.tableView`, `tableView?`, `ProfileCell`), `nil` when implicit.
    public var receiver: Range<Int>?
    /// The method or member name token (`register`, `dequeueReusableCell`, `nib`).
    public var name: Range<Int>
    /// The argument list from `(` to `)` inclusive; `nil` for a member that is not called (`X.nib`).
    public var argumentList: Range<Int>?
    /// The arguments at the top level of `argumentList`, in order.
    public var arguments: [Argument] = []
    /// The identifier expression of a by-identifier site, as far as it can be told without running the code.
    public var identifier: Identifier?
    /// The nib of a `registerNibByIdentifier` site.
    public var nib: Nib?
    /// The cast that follows the call (`as! X`, `as? X`), if any.
    public var cast: Cast?
    /// How the call's value is bound, when it is the initial value of a declaration or a condition.
    public var binding: Binding?
    /// Whether the registered class is written `X.classForCoder()`, which is `X` unless the sources override
    /// `classForCoder` (`CallSiteScanner.declaresClassForCoder(in:)` tells).
    public var isClassForCoder = false
    /// The whole expression: from the receiver (or name) to the end of the cast (or of the call).
    public var range: Range<Int>

    /// Creates a site; the optional parts are set by the scanner as it reads them.
    public init(kind: Kind, typeName: String, location: SourceLocation, name: Range<Int>, range: Range<Int>) {
        self.kind = kind
        self.typeName = typeName
        self.location = location
        self.name = name
        self.range = range
    }

    /// The argument with a label, if present.
    public func argument(_ label: String) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// Whether a dequeue passes an index path (`for:`), which Reusable's typed dequeues require.
    public var hasIndexPath: Bool { argument("for") != nil }

    /// The last component of `typeName`: what `CallSiteIndex` matches on.
    public var bareTypeName: String { TypeReference.lastComponent(of: typeName) }
}
