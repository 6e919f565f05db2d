// MARK: - Fake nibs and storyboards

/// A fake nib: what `UINib.instantiate(withOwner:options:)` creates for one nib name and bundle.
public struct StandInNib {
    /// The classes of the nib's top-level objects, in order; each is created with
    /// `init?(coder:)` and then receives `awakeFromNib()`.
    public var rootObjects: [UIView.Type]
    /// Optional outlet wiring run after the objects are created and before `awakeFromNib()`:
    /// receives the owner passed to `instantiate` (the nib's File's Owner) and the new objects.
    public var connect: (@MainActor (_ owner: Any?, _ topLevelObjects: [Any]) -> Void)?
    /// The reuse identifier set in Interface Builder on the nib's cell or reusable view, if any.
    /// Dequeueing through a registration under a different identifier raises, as UIKit does.
    public var reuseIdentifier: String?

    /// Describes a nib's top-level objects and outlet wiring.
    /// - Parameters:
    ///   - rootObjects: The top-level view classes.
    ///   - reuseIdentifier: The reuse identifier set on the root cell or reusable view, if any.
    ///   - connect: Optional outlet wiring for the owner and the created objects.
    public init(
        rootObjects: [UIView.Type],
        reuseIdentifier: String? = nil,
        connect: (@MainActor (_ owner: Any?, _ topLevelObjects: [Any]) -> Void)? = nil
    ) {
        self.rootObjects = rootObjects
        self.reuseIdentifier = reuseIdentifier
        self.connect = connect
    }
}

/// A fake storyboard: the classes of its initial scene and its identified scenes.
public struct StandInStoryboard {
    /// The initial view controller's class, if the storyboard has an initial scene.
    public var initialViewController: UIViewController.Type?
    /// Scenes by storyboard identifier.
    public var scenes: [String: UIViewController.Type]

    /// Describes a storyboard.
    /// - Parameters:
    ///   - initialViewController: The initial scene's class, if any.
    ///   - scenes: The identified scenes.
    public init(initialViewController: UIViewController.Type?, scenes: [String: UIViewController.Type] = [:]) {
        self.initialViewController = initialViewController
        self.scenes = scenes
    }
}

// MARK: - Log

/// One request the stand-in received, recorded so tests can check names, bundles and identifiers.
///
/// `bundlePath` is the path of the bundle the caller passed, or `nil` when it passed `nil`
/// (lookups then use `Bundle.main`).
public enum StandInEvent: Equatable, Sendable {
    /// `UINib(nibName:bundle:)` was called.
    case nibCreated(name: String, bundlePath: String?)
    /// A named nib was instantiated with the given owner (its object identity, if any).
    case nibInstantiated(name: String, bundlePath: String?, owner: ObjectIdentifier?)
    /// `UIStoryboard(name:bundle:)` was called.
    case storyboardCreated(name: String, bundlePath: String?)
    /// A storyboard scene was instantiated; `identifier` is `nil` for the initial scene.
    case viewControllerInstantiated(storyboard: String, identifier: String?)
}

// MARK: - Registry

/// Test-only registry of fake nibs and storyboards, plus a log of what was asked of them.
///
/// Main-actor isolated like everything in UIKit, so it is never shared unsafely.
/// Entries are keyed on the name and the bundle's `bundlePath` (`nil` means `Bundle.main`).
@MainActor
public enum StandInRegistry {
    /// Fake nibs by name and bundle path.
    private static var nibs: [Key: StandInNib] = [:]
    /// Fake storyboards by name and bundle path.
    private static var storyboards: [Key: StandInStoryboard] = [:]

    /// Every request received since the last `reset()`, oldest first.
    public private(set) static var log: [StandInEvent] = []

    /// A name in a bundle.
    private struct Key: Hashable {
        let name: String
        let bundlePath: String
    }

    /// Makes `UINib(nibName: name, bundle: bundle)` load the given fake nib.
    /// - Parameters:
    ///   - name: The nib name (without extension).
    ///   - bundle: The bundle the nib lives in; `nil` means `Bundle.main`.
    ///   - nib: The nib's contents.
    public static func registerNib(named name: String, in bundle: Bundle?, _ nib: StandInNib) {
        nibs[key(name, bundle)] = nib
    }

    /// Makes `UIStoryboard(name: name, bundle: bundle)` load the given fake storyboard.
    /// - Parameters:
    ///   - name: The storyboard name (without extension).
    ///   - bundle: The bundle the storyboard lives in; `nil` means `Bundle.main`.
    ///   - storyboard: The storyboard's scenes.
    public static func registerStoryboard(named name: String, in bundle: Bundle?, _ storyboard: StandInStoryboard) {
        storyboards[key(name, bundle)] = storyboard
    }

    /// Forgets every fake nib and storyboard and clears the log.
    public static func reset() {
        nibs = [:]
        storyboards = [:]
        log = []
    }

    /// Clears the log only.
    public static func clearLog() {
        log = []
    }

    // MARK: - Internal lookups

    /// Appends an event to the log.
    static func record(_ event: StandInEvent) {
        log.append(event)
    }

    /// The fake nib registered for a name and bundle.
    static func nib(named name: String, in bundle: Bundle?) -> StandInNib? {
        nibs[key(name, bundle)]
    }

    /// The fake storyboard registered for a name and bundle.
    static func storyboard(named name: String, in bundle: Bundle?) -> StandInStoryboard? {
        storyboards[key(name, bundle)]
    }

    /// The registry key for a name and a bundle (`nil` resolves to `Bundle.main`).
    private static func key(_ name: String, _ bundle: Bundle?) -> Key {
        Key(name: name, bundlePath: (bundle ?? Bundle.main).bundlePath)
    }
}
