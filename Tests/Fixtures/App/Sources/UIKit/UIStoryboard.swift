// MARK: - UIStoryboard

/// Stand-in for `UIStoryboard`: loads fake storyboards registered with
/// `StandInRegistry.registerStoryboard`; scenes are created through `init?(coder:)`.
@MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    private let name: String
    /// The bundle passed at creation.
    private let bundle: Bundle?
    /// The storyboard's scenes.
    private let contents: StandInStoryboard

    /// The stand-in's designated initializer.
    private init(name: String, bundle: Bundle?, contents: StandInStoryboard) {
        self.name = name
        self.bundle = bundle
        self.contents = contents
        super.init()
    }

    /// Creates a storyboard object for the named storyboard; raises if it does not exist.
    /// - Parameters:
    ///   - name: The storyboard's name, without extension.
    ///   - storyboardBundleOrNil: The bundle, or `nil` for the main bundle.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        StandInRegistry.record(.storyboardCreated(name: name, bundlePath: storyboardBundleOrNil?.bundlePath))
        guard let contents = StandInRegistry.storyboard(named: name, in: storyboardBundleOrNil) else {
            standInRaise(
                "NSInvalidArgumentException",
                "Could not find a storyboard named '\(name)' in bundle \(standInDescription(of: storyboardBundleOrNil))")
        }
        self.init(name: name, bundle: storyboardBundleOrNil, contents: contents)
    }

    /// The storyboard name passed at creation. Test hook; not a UIKit API.
    public var __standInName: String { name }

    /// The bundle passed at creation. Test hook; not a UIKit API.
    public var __standInBundle: Bundle? { bundle }

    /// Creates the initial view controller, or returns `nil` if there is none.
    open func instantiateInitialViewController() -> UIViewController? {
        StandInRegistry.record(.viewControllerInstantiated(storyboard: name, identifier: nil))
        return contents.initialViewController.flatMap { make($0, creator: nil as ((NSCoder) -> UIViewController?)?) }
    }

    /// Creates the view controller with the given storyboard identifier; raises if none exists.
    /// - Parameter identifier: The scene's storyboard ID.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        make(sceneClass(identifier), creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// Creates the initial view controller, optionally through `creator`.
    /// - Parameter creator: Custom creation from the coder; `nil` or a `nil` result falls back
    ///   to the class's `init?(coder:)`.
    @MainActor @preconcurrency
    public func instantiateInitialViewController<ViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? where ViewController: UIViewController {
        StandInRegistry.record(.viewControllerInstantiated(storyboard: name, identifier: nil))
        guard let type = contents.initialViewController else { return nil }
        return cast(make(type, creator: creator), identifier: nil)
    }

    /// Creates the identified view controller, optionally through `creator`; raises if missing.
    /// - Parameters:
    ///   - identifier: The scene's storyboard ID.
    ///   - creator: Custom creation from the coder; `nil` or a `nil` result falls back to the
    ///     class's `init?(coder:)`.
    @MainActor @preconcurrency
    public func instantiateViewController<ViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController where ViewController: UIViewController {
        cast(make(sceneClass(identifier), creator: creator), identifier: identifier)
    }

    // MARK: - Private

    /// The class of an identified scene; logs the request and raises if it does not exist.
    private func sceneClass(_ identifier: String) -> UIViewController.Type {
        StandInRegistry.record(.viewControllerInstantiated(storyboard: name, identifier: identifier))
        guard let type = contents.scenes[identifier] else {
            standInRaise(
                "NSInvalidArgumentException",
                "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return type
    }

    /// Creates a scene through the creator or `init?(coder:)`, then wires it up like UIKit.
    private func make<C>(_ type: UIViewController.Type, creator: ((NSCoder) -> C?)?) -> UIViewController {
        let coder = StandInCoder(source: "storyboard '\(name)'")
        let created = (creator?(coder) as? UIViewController) ?? type.init(coder: coder)
        guard let controller = created else {
            standInRaise(
                "NSInternalInconsistencyException",
                "init(coder:) of \(type) returned nil while loading storyboard '\(name)'")
        }
        controller.standInStoryboard = self
        controller.awakeFromNib()
        return controller
    }

    /// Casts a created scene to the caller's expected type, raising like a failed `as!`.
    private func cast<ViewController>(_ controller: UIViewController, identifier: String?) -> ViewController {
        guard let typed = controller as? ViewController else {
            let scene = identifier.map { "'\($0)'" } ?? "initial view controller"
            standInRaise(
                "NSInternalInconsistencyException",
                "Storyboard (\(name)) scene \(scene) is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }
}
