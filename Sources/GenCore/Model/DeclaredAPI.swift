// MARK: - DeclaredAPI

/// What the sources declare themselves of the API the generated file uses: the mixin protocols (a copy of the
/// Reusable library's files, or look-alikes) and the generic helpers. The generator declares only what is missing
/// and names nothing that does not exist.
public struct DeclaredAPI: Sendable, Hashable {
    /// The Reusable-library protocols the sources declare at file scope, by mixin (`ReusableView` is not one of
    /// them: see `Model.declaresReusableView`).
    public var protocols: [Mixin: DeclaredProtocol] = [:]
    /// Whether the sources declare a file-scope `NibReusable` (typealias or protocol).
    public var declaresNibReusable = false
    /// A file-scope `protocol NibReusable` of the sources that does not refine both `Reusable` and `NibLoadable`
    /// (the library's `NibReusable` is their composition): its adopters are left alone.
    public var nibReusableProtocol: NibReusableProtocol?
    /// The generated file's helpers (`generatedHelpers`) the sources declare themselves, as `ExtendedType.fullName`:
    /// `UITableView.register(cellType:)`, `NibLoadable.loadFromNib()`.
    public var helpers: Set<String> = []

    /// Where the sources declare `NibReusable` as a protocol of their own, and the library protocols it does not
    /// refine.
    public struct NibReusableProtocol: Sendable, Hashable {
        public var location: SourceLocation
        public var lacking: [Mixin]
    }

    /// The protocols of the Reusable library, in the order the generated file declares them.
    public static let libraryProtocols: [Mixin] = [
        .reusable, .nibLoadable, .nibOwnerLoadable, .storyboardBased, .storyboardSceneBased,
    ]

    /// A generic helper of the generated file.
    struct Helper {
        /// Its field in the template context's `helpers`.
        var field: String
        /// `Host.fullName`, as in `helpers`.
        var name: String
        /// The mixins whose library requirements it uses.
        var needs: [Mixin]
        /// Whether the Reusable library declares it (then an `import Reusable` supplies it).
        var isLibrary: Bool
    }

    /// The generic helpers the UIKit template declares, each unless the sources declare one of its full name.
    static let generatedHelpers: [Helper] = [
        Helper(field: "loadFromNib", name: "NibLoadable.loadFromNib()", needs: [.nibLoadable], isLibrary: true),
        Helper(
            field: "loadNibContent", name: "NibOwnerLoadable.loadNibContent()", needs: [.nibOwnerLoadable],
            isLibrary: true),
        Helper(
            field: "instantiateInitial", name: "StoryboardBased.instantiate()", needs: [.storyboardBased],
            isLibrary: true),
        Helper(
            field: "instantiateScene", name: "StoryboardSceneBased.instantiate()", needs: [.storyboardSceneBased],
            isLibrary: true),
        Helper(
            field: "registerTableCell", name: "UITableView.register(cellType:)", needs: [.reusable], isLibrary: true),
        Helper(
            field: "dequeueTableCell", name: "UITableView.dequeueReusableCell(for:cellType:)", needs: [.reusable],
            isLibrary: true),
        Helper(
            field: "registerHeaderFooter", name: "UITableView.register(headerFooterViewType:)", needs: [.reusable],
            isLibrary: true),
        Helper(
            field: "dequeueHeaderFooter", name: "UITableView.dequeueReusableHeaderFooterView(_:)", needs: [.reusable],
            isLibrary: true),
        Helper(
            field: "registerCollectionCell", name: "UICollectionView.register(cellType:)", needs: [.reusable],
            isLibrary: true),
        Helper(
            field: "dequeueCollectionCell", name: "UICollectionView.dequeueReusableCell(for:cellType:)",
            needs: [.reusable], isLibrary: true),
        Helper(
            field: "registerSupplementary", name: "UICollectionView.register(supplementaryViewType:ofKind:)",
            needs: [.reusable], isLibrary: true),
        Helper(
            field: "dequeueSupplementary",
            name: "UICollectionView.dequeueReusableSupplementaryView(ofKind:for:viewType:)", needs: [.reusable],
            isLibrary: true),
        Helper(
            field: "instantiateInitialCreator", name: "StoryboardBased.instantiate(creator:)",
            needs: [.storyboardBased], isLibrary: false),
        Helper(
            field: "instantiateSceneCreator", name: "StoryboardSceneBased.instantiate(creator:)",
            needs: [.storyboardSceneBased], isLibrary: false),
        Helper(
            field: "dequeueHeaderFooterView", name: "UITableView.dequeueHeaderFooterView(_:)", needs: [.reusable],
            isLibrary: false),
        Helper(
            field: "decorationView", name: "UICollectionViewLayout.register(decorationViewType:ofKind:)", needs: [],
            isLibrary: false),
        // ReusableCells' first-use dequeue, declared with `ReusableView` (`Model.declaresReusableView`).
        Helper(field: "tableViewDequeue", name: "UITableView.dequeue(for:)", needs: [], isLibrary: false),
        Helper(field: "collectionViewDequeue", name: "UICollectionView.dequeue(for:)", needs: [], isLibrary: false),
    ]

    /// The full names of `generatedHelpers`: the only functions `helpers` records.
    static let generatedHelperNames = Set(generatedHelpers.map(\.name))

    /// The types whose extensions can declare one of `generatedHelpers` (`UITableView`, `NibLoadable`, …).
    static let helperHosts = Set(generatedHelpers.map { String($0.name.prefix { $0 != "." }) })

    /// Whether the sources declare the mixin's protocol with requirements the generated code cannot satisfy or use.
    public func isLookAlike(_ mixin: Mixin) -> Bool { protocols[mixin].map { !$0.fits } ?? false }

    /// Whether the sources declare a helper (`UITableView.register(cellType:)`).
    public func declares(helper: String) -> Bool { helpers.contains(helper) }
}

/// A mixin protocol as the sources declare it.
public struct DeclaredProtocol: Sendable, Hashable {
    public var mixin: Mixin
    public var location: SourceLocation
    /// Whether the protocol is `@MainActor`: then a main-actor member (`nib`, `sceneStoryboard`) of an adopter can
    /// satisfy its requirements in Swift 6.
    public var isMainActor: Bool
    /// The protocol's effective access: a public adopter's witnesses of a public protocol must be public too.
    public var access: DeclaredAccess
    /// The library's requirements the protocol lacks or declares with another type, as the note words them
    /// (`'static var reuseIdentifier: String'`); empty when the protocol fits the generated code.
    public var missing: [String]
    /// What the protocol's body declares.
    public var requirements: [ProtocolRequirement]

    /// Whether the generated code can use the protocol as the library's (it has the library's requirements).
    public var fits: Bool { missing.isEmpty }
}

extension Mixin {
    /// The static properties the Reusable library's protocol requires, with the types that satisfy them (the
    /// UIKit and the AppKit one).
    var libraryRequirements: [(name: String, types: [String])] {
        switch self {
        case .reusable: [("reuseIdentifier", ["String"])]
        case .nibLoadable, .nibOwnerLoadable: [("nib", ["UINib", "NSNib"])]
        case .storyboardBased: [("sceneStoryboard", ["UIStoryboard", "NSStoryboard"])]
        case .storyboardSceneBased:
            [("sceneStoryboard", ["UIStoryboard", "NSStoryboard"]), ("sceneIdentifier", ["String"])]
        case .reusableView: [("defaultReuseIdentifier", ["String"])]
        }
    }
}

extension DeclaredMember.Name {
    /// The types a user-written member of this name must have to serve the mixins (`nib`: `UINib` or `NSNib`).
    var expectedTypes: [String] {
        switch self {
        case .reuseIdentifier, .nibName, .sceneIdentifier, .defaultReuseIdentifier: ["String"]
        case .nib: ["UINib", "NSNib"]
        case .sceneStoryboard: ["UIStoryboard", "NSStoryboard"]
        }
    }

    /// The mixins that use a member of this name.
    var mixins: [Mixin] {
        switch self {
        case .reuseIdentifier: [.reusable]
        case .nib, .nibName: [.nibLoadable, .nibOwnerLoadable]
        case .sceneStoryboard: [.storyboardBased, .storyboardSceneBased]
        case .sceneIdentifier: [.storyboardSceneBased]
        case .defaultReuseIdentifier: [.reusableView]
        }
    }
}

/// The last component of a type as written, without a module qualifier (`Swift.String` → `String`); `nil` for a
/// type that is not a plain name (`UINib?`, `[String]`).
func plainTypeName(_ written: String) -> String? {
    let last = TypeReference.lastComponent(of: written)
    let isPlain =
        !last.isEmpty
        && last.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    return isPlain && !written.contains(" ") ? last : nil
}
