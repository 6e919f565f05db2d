// MARK: - MixinSet

/// A set of mixins as bits, for the unions and tests the model builder and the renderer make for every class.
struct MixinSet: OptionSet, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set of one mixin.
    init(_ mixin: Mixin) { rawValue = 1 << Self.bitIndex(of: mixin) }

    /// The set of the given mixins.
    init(mixins: some Sequence<Mixin>) {
        var bits: UInt8 = 0
        for mixin in mixins { bits |= 1 << Self.bitIndex(of: mixin) }
        rawValue = bits
    }

    /// Not a mixin: the mark of a conformance through a protocol the sources declare with a library mixin's name but
    /// other requirements (a look-alike, `DeclaredAPI.isLookAlike`); a class marked so is left alone.
    static let lookAlike = MixinSet(rawValue: 1 << 7)

    /// The mixins in the set, sorted (as `Set<Mixin>.sorted()` lists them).
    var sorted: [Mixin] { Self.ordered.filter { contains(MixinSet($0)) } }

    private static let ordered = Mixin.allCases.sorted()

    private static func bitIndex(of mixin: Mixin) -> Int {
        switch mixin {
        case .nibLoadable: 0
        case .nibOwnerLoadable: 1
        case .reusable: 2
        case .reusableView: 3
        case .storyboardBased: 4
        case .storyboardSceneBased: 5
        }
    }
}
