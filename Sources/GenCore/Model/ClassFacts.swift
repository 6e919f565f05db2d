// MARK: - Class facts

/// What the model knows about one class declaration once its superclasses are resolved.
struct ClassFacts {
    var kind: TypeKind
    var chain: [String]
    var ownMixins: MixinSet
    var inheritedMixins: MixinSet
    var members: [DeclaredMember]
    var inheritedMembers: Set<DeclaredMember.Name>
    /// The unknown class through which the superclass chain leaves the sources, if it does.
    var unknownBase: String?
    /// `#if` conditions of extensions that add mixins, beyond the class's own (and its superclasses').
    var extraConditions: [String] = []
    /// Where the class's mixins are declared when its own declaration does not list them: the extension that adds
    /// them, or the declaration (or extension) of the superclass it inherits them from; `nil` otherwise.
    var mixinOrigin: SourceLocation? = nil
    /// The names a XIB's outlets may connect to, declared by the class and its ancestors in the sources; `nil`
    /// when `@objcMembers` on one of them makes every property one.
    var outlets: Set<String>? = []

    var allMixins: MixinSet { ownMixins.union(inheritedMixins) }
}
