// MARK: - NSStoryboard

/// Stand-in for `NSStoryboard`: nonisolated, like AppKit's; loads fake storyboards registered
/// with `StandInRegistry.registerStoryboard`. Scenes are created through `init?(coder:)` inside
/// `MainActor.assumeIsolated` (trapping off the main thread).
///
/// Deviation: only view controller scenes; the `NSWindowController` overloads are omitted.
open class NSStoryboard: NSObject {
    /// A storyboard file name.
    public typealias Name = String
    /// A scene's storyboard identifier.
    public typealias SceneIdentifier = String

    /// The storyboard's name.
    private let name: Name
    /// The bundle passed at creation.
    private let bundle: Bundle?
    /// The storyboard's scenes.
    private let contents: StandInStoryboard

    /// The stand-in's designated initializer.
    private init(name: Name, bundle: Bundle?, contents: StandInStoryboard) {
        self.name = name
        self.bundle = bundle
        self.contents = contents
        super.init()
    }

    /// Creates a storyboard object for the named storyboard; raises if it does not exist.
    /// - Parameters:
    ///   - name: The storyboard's name, without extension.
    ///   - storyboardBundleOrNil: The bundle, or `nil` for the main bundle.
    public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        StandInRegistry.record(.storyboardCreated(name: name, bundlePath: storyboardBundleOrNil?.bundlePath))
        guard let contents = StandInRegistry.storyboard(named: name, in: storyboardBundleOrNil) else {
            standInRaise(
                "NSInvalidArgumentException",
                "Could not find a storyboard named '\(name)' in bundle \(standInDescription(of: storyboardBundleOrNil))")
        }
        self.init(name: name, bundle: storyboardBundleOrNil, contents: contents)
    }

    /// The storyboard name passed at creation. Test hook; not an AppKit API.
    public var __standInName: String { name }

    /// The bundle passed at creation. Test hook; not an AppKit API.
    public var __standInBundle: Bundle? { bundle }

    /// Creates the initial controller, or returns `nil` if there is none.
    open func instantiateInitialController() -> Any? {
        StandInRegistry.record(.controllerInstantiated(storyboard: name, identifier: nil))
        guard let type = contents.initialController else { return nil }
        return make(type, creator: nil as ((NSCoder) -> NSViewController?)?)
    }

    /// Creates the controller with the given identifier; raises if none exists.
    /// - Parameter identifier: The scene's storyboard ID.
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        make(sceneClass(identifier), creator: nil as ((NSCoder) -> NSViewController?)?)
    }

    /// Creates the initial view controller, optionally through `creator`.
    /// - Parameter creator: Custom creation from the coder; `nil` or a `nil` result falls back to
    ///   the class's `init?(coder:)`.
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSViewController {
        StandInRegistry.record(.controllerInstantiated(storyboard: name, identifier: nil))
        guard let type = contents.initialController else { return nil }
        return cast(make(type, creator: creator), identifier: nil)
    }

    /// Creates the identified view controller, optionally through `creator`; raises if missing.
    /// - Parameters:
    ///   - identifier: The scene's storyboard ID.
    ///   - creator: Custom creation from the coder; `nil` or a `nil` result falls back to the
    ///     class's `init?(coder:)`.
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSViewController {
        cast(make(sceneClass(identifier), creator: creator), identifier: identifier)
    }

    // MARK: - Private

    /// The class of an identified scene; logs the request and raises if it does not exist.
    private func sceneClass(_ identifier: String) -> NSViewController.Type {
        StandInRegistry.record(.controllerInstantiated(storyboard: name, identifier: identifier))
        guard let type = contents.scenes[identifier] else {
            standInRaise(
                "NSInvalidArgumentException",
                "Storyboard (\(name)) doesn't contain a controller with identifier '\(identifier)'")
        }
        return type
    }

    /// Creates a scene through the creator or `init?(coder:)` on the main actor.
    private func make<C: NSViewController>(
        _ type: NSViewController.Type, creator: ((NSCoder) -> C?)?
    ) -> NSViewController {
        let name = name
        // `assumeIsolated` traps off the main thread, so these values stay on the calling thread.
        nonisolated(unsafe) let creator = creator
        nonisolated(unsafe) let storyboard = self
        return MainActor.assumeIsolated {
            let coder = StandInCoder(source: "storyboard '\(name)'")
            guard let controller = creator?(coder) ?? type.init(coder: coder) else {
                standInRaise(
                    "NSInternalInconsistencyException",
                    "init(coder:) of \(type) returned nil while loading storyboard '\(name)'")
            }
            controller.standInStoryboard = storyboard
            controller.awakeFromNib()
            return controller
        }
    }

    /// Casts a created scene to the caller's expected type, raising like a failed `as!`.
    private func cast<Controller>(_ controller: NSViewController, identifier: String?) -> Controller {
        guard let typed = controller as? Controller else {
            let scene = identifier.map { "'\($0)'" } ?? "initial controller"
            standInRaise(
                "NSInternalInconsistencyException",
                "Storyboard (\(name)) scene \(scene) is not a \(Controller.self)")
        }
        return typed
    }
}
