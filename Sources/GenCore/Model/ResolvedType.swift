// MARK: - ResolvedType

/// A class the generator writes code for, with everything the templates need resolved across the module.
public struct ResolvedType: Sendable, Hashable {
    /// The qualified name: `Outer.Inner`.
    public var name: String
    /// The class's own name: `Inner`.
    public var bareName: String
    public var kind: TypeKind
    /// Every base mixin the class adopts, directly or through extensions, typealiases, protocols or superclasses.
    public var mixins: [Mixin]
    /// The mixins the class inherits from an adopting superclass (a subset of `mixins`).
    public var inheritedMixins: [Mixin]
    public var location: SourceLocation
    /// Enclosing `#if` conditions, outermost first.
    public var conditions: [String]
    /// The effective access: the declared one, limited by the enclosing declarations.
    public var access: DeclaredAccess
    public var isFinal: Bool
    public var genericParameters: String?
    /// The class or one of its enclosing types is generic: its members cannot be stored statics, and its name
    /// cannot be written without generic arguments.
    public var isInGenericContext = false
    /// The generic parameter clauses of the class and of every type it is nested in, as written: names a generated
    /// generic method must not reuse (Swift 6 forbids shadowing an outer generic parameter).
    public var genericParametersInScope: [String] = []
    /// The `@available` attributes of the enclosing types and the class, outermost first: the generated extension
    /// repeats them.
    public var availability: [String] = []
    public var whereClause: String?
    public var attributes: [String]
    /// The superclass names from the direct superclass up to the first class outside the sources.
    public var superclassChain: [String]
    /// Static members the user wrote for the class or in its extensions.
    public var providedMembers: [DeclaredMember]
    /// Members an ancestor provides, which the class inherits.
    public var inheritedMembers: [DeclaredMember.Name]
    /// Adopting classes in the sources whose superclass chain contains this class, sorted by name.
    public var subclasses: [String]
    /// The UI framework the class's file imports: `appKit` for AppKit or Cocoa without UIKit, `uiKit` for UIKit,
    /// else `nil`. Decides the framework of a class of `unknown` kind (see `framework(forcing:)`).
    public var importedFramework: Framework? = nil
    /// The names a XIB's outlets may connect to (`@IBOutlet`, `@objc` and `@NSManaged` instance properties of the
    /// class and its ancestors in the sources), sorted; `nil` when `@objcMembers` makes every property one.
    public var outlets: [String]? = []
    /// The instance properties and methods the class's body and its extensions declare, as Objective-C sees them
    /// (not its ancestors'): what Interface Builder connections may name.
    public var objectiveC = ObjectiveCMembers()
    /// Where the class's mixins are declared when its own declaration does not list them (an extension, or a
    /// superclass's declaration or extension), so that a diagnostic about the mixin can point there.
    public var mixinOrigin: SourceLocation? = nil
    /// Another declaration of the class under the same `#if` conditions gets the generated extension, or none does
    /// (the copies differ): the renderer writes nothing for this one (`ModuleResolver.markDuplicates`).
    public var isLeftOutAsDuplicate = false

    /// The framework the class is written for: its kind's, else the forced one, else its file's import (UIKit
    /// when the file imports neither).
    public func framework(forcing forced: Framework? = nil) -> Framework {
        kind.framework ?? forced ?? importedFramework ?? .uiKit
    }

    /// The Objective-C runtime name given with `@objc(Name)`, if any.
    public var objectiveCName: String? {
        for attribute in attributes where attribute.hasPrefix("@objc(") && attribute.hasSuffix(")") {
            let name = attribute.dropFirst("@objc(".count).dropLast()
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// Whether the user wrote the member for this class or an ancestor.
    public func provides(_ member: DeclaredMember.Name) -> Bool {
        providedMembers.contains { $0.name == member } || inheritedMembers.contains(member)
    }

    /// The literal value of a member the user wrote for this class, if it is one.
    public func literal(of member: DeclaredMember.Name) -> String? {
        providedMembers.first { $0.name == member }?.literal
    }
}
