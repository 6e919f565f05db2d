import Synchronization

// MARK: - Fake nibs and storyboards

/// A fake nib: what `NSNib.instantiate(withOwner:topLevelObjects:)` creates for one nib name and
/// bundle.
public struct StandInNib: Sendable {
    /// The classes of the nib's top-level objects (views, view controllers, collection view
    /// items), in order; each is created with `init?(coder:)` and then receives `awakeFromNib()`.
    public var rootObjects: [NSResponder.Type]
    /// Optional outlet wiring run after the objects are created and before `awakeFromNib()`:
    /// receives the owner passed to `instantiate` (the nib's File's Owner) and the new objects.
    public var connect: (@MainActor @Sendable (_ owner: Any?, _ topLevelObjects: [Any]) -> Void)?

    /// Describes a nib's top-level objects and outlet wiring.
    /// - Parameters:
    ///   - rootObjects: The top-level object classes.
    ///   - connect: Optional outlet wiring for the owner and the created objects.
    public init(
        rootObjects: [NSResponder.Type],
        connect: (@MainActor @Sendable (_ owner: Any?, _ topLevelObjects: [Any]) -> Void)? = nil
    ) {
        self.rootObjects = rootObjects
        self.connect = connect
    }
}

/// A fake storyboard: the classes of its initial scene and its identified scenes.
public struct StandInStoryboard: Sendable {
    /// The initial controller's class, if the storyboard has an initial scene.
    public var initialController: NSViewController.Type?
    /// Scenes by storyboard identifier.
    public var scenes: [String: NSViewController.Type]

    /// Describes a storyboard.
    /// - Parameters:
    ///   - initialController: The initial scene's class, if any.
    ///   - scenes: The identified scenes.
    public init(initialController: NSViewController.Type?, scenes: [String: NSViewController.Type] = [:]) {
        self.initialController = initialController
        self.scenes = scenes
    }
}

// MARK: - Log

/// One request the stand-in received, recorded so tests can check names, bundles and identifiers.
///
/// `bundlePath` is the path of the bundle the caller passed, or `nil` when it passed `nil`.
public enum StandInEvent: Equatable, Sendable {
    /// `NSNib(nibNamed:bundle:)` was called; `found` tells whether it returned a nib.
    case nibCreated(name: String, bundlePath: String?, found: Bool)
    /// A named nib was instantiated with the given owner (its object identity, if any).
    case nibInstantiated(name: String, bundlePath: String?, owner: ObjectIdentifier?)
    /// `NSStoryboard(name:bundle:)` was called.
    case storyboardCreated(name: String, bundlePath: String?)
    /// A storyboard scene was instantiated; `identifier` is `nil` for the initial scene.
    case controllerInstantiated(storyboard: String, identifier: String?)
}

// MARK: - Registry

/// Test-only registry of fake nibs and storyboards, plus a log of what was asked of them.
///
/// Nonisolated and protected by a `Mutex`, because `NSNib` and `NSStoryboard` are nonisolated
/// in AppKit. Entries are keyed on the name and the bundle's `bundlePath` (`nil` means
/// `Bundle.main`).
public enum StandInRegistry {
    /// A name in a bundle.
    private struct Key: Hashable {
        let name: String
        let bundlePath: String
    }

    /// Everything the registry holds.
    private struct State {
        var nibs: [Key: StandInNib] = [:]
        var storyboards: [Key: StandInStoryboard] = [:]
        var log: [StandInEvent] = []
    }

    /// The registry's state.
    private static let state = Mutex(State())

    /// Every request received since the last `reset()`, oldest first.
    public static var log: [StandInEvent] {
        state.withLock { $0.log }
    }

    /// Makes `NSNib(nibNamed: name, bundle: bundle)` load the given fake nib.
    /// - Parameters:
    ///   - name: The nib name (without extension).
    ///   - bundle: The bundle the nib lives in; `nil` means `Bundle.main`.
    ///   - nib: The nib's contents.
    public static func registerNib(named name: String, in bundle: Bundle?, _ nib: StandInNib) {
        let key = key(name, bundle)
        state.withLock { $0.nibs[key] = nib }
    }

    /// Makes `NSStoryboard(name: name, bundle: bundle)` load the given fake storyboard.
    /// - Parameters:
    ///   - name: The storyboard name (without extension).
    ///   - bundle: The bundle the storyboard lives in; `nil` means `Bundle.main`.
    ///   - storyboard: The storyboard's scenes.
    public static func registerStoryboard(named name: String, in bundle: Bundle?, _ storyboard: StandInStoryboard) {
        let key = key(name, bundle)
        state.withLock { $0.storyboards[key] = storyboard }
    }

    /// Forgets every fake nib and storyboard and clears the log.
    public static func reset() {
        state.withLock { $0 = State() }
    }

    /// Clears the log only.
    public static func clearLog() {
        state.withLock { $0.log = [] }
    }

    // MARK: - Internal lookups

    /// Appends an event to the log.
    static func record(_ event: StandInEvent) {
        state.withLock { $0.log.append(event) }
    }

    /// The fake nib registered for a name and bundle.
    static func nib(named name: String, in bundle: Bundle?) -> StandInNib? {
        let key = key(name, bundle)
        return state.withLock { $0.nibs[key] }
    }

    /// The fake storyboard registered for a name and bundle.
    static func storyboard(named name: String, in bundle: Bundle?) -> StandInStoryboard? {
        let key = key(name, bundle)
        return state.withLock { $0.storyboards[key] }
    }

    /// The registry key for a name and a bundle (`nil` resolves to `Bundle.main`).
    private static func key(_ name: String, _ bundle: Bundle?) -> Key {
        Key(name: name, bundlePath: (bundle ?? Bundle.main).bundlePath)
    }
}
