// MARK: - DiagnosticCheck

/// The Interface Builder cross-checks by their stable names: every diagnostic a check emits ends with its name in
/// brackets, and suppression comments and the configuration file's `checks` refer to it by that name.
///
/// The severity each check gives follows the README's "Severity policy" (an error only for what certainly fails at run
/// time); the configuration file may re-grade a check or turn it off.
public enum DiagnosticCheck: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A XIB the class is loaded from is not among the inputs.
    case missingXIB = "ib-missing-xib"
    /// A storyboard the class is instantiated from is not among the inputs.
    case missingStoryboard = "ib-missing-storyboard"
    /// The storyboard has no scene with the class's Storyboard ID, or no initial view controller.
    case missingScene = "ib-missing-scene"
    /// A XIB's root view (or collection view item) is of another class, or the XIB has no top-level view.
    case rootViewClass = "ib-root-view-class"
    /// A storyboard's initial view controller or the scene with the class's Storyboard ID is of another class.
    case sceneClass = "ib-scene-class"
    /// A XIB root's reuse identifier is set and differs from the one the class is registered under.
    case reuseIdentifier = "ib-reuse-identifier"
    /// A storyboard prototype of the class has another reuse identifier.
    case prototypeIdentifier = "ib-prototype-identifier"
    /// A XIB's File's Owner is of another class than the one that loads it.
    case filesOwnerClass = "ib-files-owner-class"
    /// An outlet of a XIB's File's Owner names no `@IBOutlet` of the class that loads it.
    case ownerOutlet = "ib-owner-outlet"
    /// A `NibOwnerLoadable` XIB whose root view has the owner's own class (recursion when `init(coder:)` loads it).
    case ownerRecursion = "ib-owner-recursion"
    /// A storyboard scene that could not be checked because its storyboard name is not knowable before run time.
    case uncheckedScene = "ib-unchecked-scene"
    /// An outlet or outlet collection of an object of a class in the sources names no property of the class's
    /// chain, or one Objective-C cannot see: key-value coding raises when the document loads.
    case unknownOutlet = "ib-unknown-outlet"
    /// An action sent to an object of a class in the sources names a selector no method of the class's chain has:
    /// 'unrecognized selector' on the event.
    case unknownAction = "ib-unknown-action"
    /// A user-defined runtime attribute names a key no property of the class's chain declares.
    case unknownRuntimeAttribute = "ib-unknown-runtime-attribute"
    /// An `@IBOutlet` of a class in the sources that no XIB or storyboard among the inputs connects, while some
    /// document has an object of the class: IBAnalyzer's "unused outlet". Off unless the configuration turns it on
    /// (`isOptIn`): an outlet may be connected by a document of another target, or set in code.
    case unusedOutlet = "ib-unused-outlet"

    /// Whether the check reports only when the configuration file's `checks` turns it on.
    public var isOptIn: Bool { self == .unusedOutlet }

    /// The stable name, as written in brackets, comments and the configuration file.
    public var name: String { rawValue }

    /// The check with this name, or `nil`.
    public init?(name: String) { self.init(rawValue: name) }

    /// Every name, sorted, for messages that list them.
    public static let names: [String] = allCases.map(\.rawValue).sorted()

    public static func < (lhs: DiagnosticCheck, rhs: DiagnosticCheck) -> Bool { lhs.rawValue < rhs.rawValue }
}
