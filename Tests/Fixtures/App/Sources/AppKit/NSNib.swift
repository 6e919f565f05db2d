// MARK: - NSNib

/// `AutoreleasingUnsafeMutablePointer` exists only with Objective-C interop; on Linux the
/// stand-in spells `NSNib`'s out-parameter with this alias of `UnsafeMutablePointer`, so call
/// sites written for the SDK (`&topLevelObjects` with `var topLevelObjects: NSArray?`) compile.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

/// Stand-in for `NSNib`: nonisolated, like AppKit's; loads fake nibs registered with
/// `StandInRegistry.registerNib`.
///
/// Its objects are main-actor views and controllers, so `instantiate` runs its work inside
/// `MainActor.assumeIsolated` and traps when called off the main thread (AppKit does not support
/// loading nibs off the main thread either).
open class NSNib: NSObject {
    /// A nib file name.
    public typealias Name = String

    /// Where the nib's contents come from.
    private enum Source {
        case named(String, StandInNib)
        case data(Data)
    }

    /// The nib's source.
    private let source: Source

    /// The bundle passed at creation (`nil` means `Bundle.main`). Test hook; not an AppKit API.
    public let __standInBundle: Bundle?

    /// The nib name passed to `init?(nibNamed:bundle:)`, or `nil` for a data nib. Test hook.
    public var __standInNibName: String? {
        if case .named(let name, _) = source { return name }
        return nil
    }

    /// Loads the named nib; returns `nil` if it cannot be located (no fake nib is registered).
    /// - Parameters:
    ///   - nibName: The nib name, without extension.
    ///   - bundle: The bundle, or `nil` for the main bundle.
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        let contents = StandInRegistry.nib(named: nibName, in: bundle)
        StandInRegistry.record(.nibCreated(name: nibName, bundlePath: bundle?.bundlePath, found: contents != nil))
        guard let contents else { return nil }
        source = .named(nibName, contents)
        __standInBundle = bundle
        super.init()
    }

    /// Creates a nib from nib data. The stand-in cannot decode nib data: instantiating such a
    /// nib returns `false`.
    /// - Parameters:
    ///   - nibData: The nib data.
    ///   - bundle: The bundle for resources, or `nil` for the main bundle.
    public init(nibData: Data, bundle: Bundle?) {
        source = .data(nibData)
        __standInBundle = bundle
        super.init()
    }

    /// Creates the nib's top-level objects (through `init?(coder:)`), connects them to the owner,
    /// sends them and the owner (if it is an `NSResponder`) `awakeFromNib()`, and stores them in
    /// `topLevelObjects`.
    /// - Parameters:
    ///   - owner: The File's Owner.
    ///   - topLevelObjects: Receives the top-level objects, in nib order.
    /// - Returns: Whether the nib was loaded.
    open func instantiate(
        withOwner owner: Any?, topLevelObjects: AutoreleasingUnsafeMutablePointer<NSArray?>?
    ) -> Bool {
        guard case .named(let name, let contents) = source else { return false }
        StandInRegistry.record(.nibInstantiated(
            name: name, bundlePath: __standInBundle?.bundlePath,
            owner: (owner as AnyObject?).map(ObjectIdentifier.init)))
        // `assumeIsolated` traps off the main thread, so these values stay on the calling thread.
        nonisolated(unsafe) let owner = owner
        nonisolated(unsafe) let topLevelObjects = topLevelObjects
        return MainActor.assumeIsolated {
            let coder = StandInCoder(source: "nib '\(name)'")
            let objects: [NSResponder] = contents.rootObjects.compactMap { $0.init(coder: coder) }
            contents.connect?(owner, objects)
            for object in objects { object.awakeFromNib() }
            // AppKit (unlike UIKit) also sends `awakeFromNib()` to the File's Owner on every load.
            (owner as? NSResponder)?.awakeFromNib()
            topLevelObjects?.pointee = NSArray(array: objects)
            return true
        }
    }

    // MARK: - Internal

    /// Instantiates the nib and returns its top-level objects as a Swift array.
    /// - Parameter owner: The File's Owner.
    @MainActor
    func standInObjects(owner: Any?) -> [Any] {
        var objects: NSArray?
        guard instantiate(withOwner: owner, topLevelObjects: &objects), let objects else { return [] }
        return objects.map { $0 }
    }
}
