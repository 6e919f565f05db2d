/// What a conformance brings to the classes that declare it.
struct Conformance {
    var mixins: MixinSet
    var members: [DeclaredMember]
}
