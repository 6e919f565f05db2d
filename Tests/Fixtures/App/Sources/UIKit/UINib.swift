// MARK: - UINib

/// Stand-in for `UINib`: loads fake nibs registered with `StandInRegistry.registerNib`.
///
/// Like UIKit, creating a nib never fails; an unknown nib raises when it is instantiated.
@MainActor
open class UINib: NSObject {
    /// Keys for the options dictionary of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string value.
        public var rawValue: String

        /// Creates a key from its string value.
        /// - Parameter rawValue: The key's string value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Objects to connect to placeholders in the nib, by placeholder identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Where the nib's contents come from.
    private enum Source {
        case named(String)
        case data(Data)
    }

    /// The nib's source.
    private let source: Source

    /// The bundle passed at creation (`nil` means `Bundle.main`). Test hook; not a UIKit API.
    public let __standInBundle: Bundle?

    /// The nib name passed to `init(nibName:bundle:)`, or `nil` for a data nib. Test hook.
    public var __standInNibName: String? {
        if case .named(let name) = source { return name }
        return nil
    }

    /// The stand-in's designated initializer.
    private init(source: Source, bundle: Bundle?) {
        self.source = source
        self.__standInBundle = bundle
        super.init()
    }

    /// Creates a nib object for the nib file with the given name in a bundle.
    /// - Parameters:
    ///   - name: The nib file's name, without extension.
    ///   - bundleOrNil: The bundle to search, or `nil` for the main bundle.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(source: .named(name), bundle: bundleOrNil)
        StandInRegistry.record(.nibCreated(name: name, bundlePath: bundleOrNil?.bundlePath))
    }

    /// Creates a nib object from nib data. The stand-in cannot decode nib data: instantiating
    /// such a nib raises.
    /// - Parameters:
    ///   - data: The nib data.
    ///   - bundleOrNil: The bundle for resources, or `nil` for the main bundle.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(source: .data(data), bundle: bundleOrNil)
    }

    /// Creates the nib's top-level objects (through `init?(coder:)`), connects them to the
    /// owner, sends them `awakeFromNib()`, and returns them.
    /// - Parameters:
    ///   - ownerOrNil: The File's Owner.
    ///   - optionsOrNil: Options; ignored by the stand-in.
    /// - Returns: The top-level objects, in nib order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard case .named(let name) = source else {
            standInRaise(
                "NSInternalInconsistencyException",
                "Could not load NIB from data in bundle: '\(standInDescription(of: __standInBundle))' "
                    + "(the UIKit stand-in cannot decode nib data)")
        }
        StandInRegistry.record(.nibInstantiated(
            name: name, bundlePath: __standInBundle?.bundlePath,
            owner: (ownerOrNil as AnyObject?).map(ObjectIdentifier.init)))
        guard let nib = StandInRegistry.nib(named: name, in: __standInBundle) else {
            standInRaise(
                "NSInternalInconsistencyException",
                "Could not load NIB in bundle: '\(standInDescription(of: __standInBundle))' with name '\(name)'")
        }
        let coder = StandInCoder(source: "nib '\(name)'")
        let objects: [UIView] = nib.rootObjects.compactMap { $0.init(coder: coder) }
        nib.connect?(ownerOrNil, objects)
        for object in objects { object.awakeFromNib() }
        return objects
    }

    // MARK: - Reuse registrations

    /// Instantiates the nib as a cell/reusable-view nib: exactly one top-level object of `T`,
    /// whose Interface Builder reuse identifier (if set) matches the registered one.
    /// - Parameters:
    ///   - identifier: The reuse identifier the nib was registered for.
    ///   - kind: UIKit's class name in the message, e.g. `UITableViewCell`.
    func instantiateReusable<T: UIView>(_: T.Type, identifier: String, kind: String) -> T {
        let objects = instantiate(withOwner: nil, options: nil)
        if let name = __standInNibName,
            let inNib = StandInRegistry.nib(named: name, in: __standInBundle)?.reuseIdentifier, inNib != identifier
        {
            let what = kind == "UITableViewCell" ? "cell reuse indentifier" : "view reuse identifier"
            standInRaise(
                "NSInternalInconsistencyException",
                "\(what) in nib (\(inNib)) does not match the identifier used to register the nib (\(identifier))")
        }
        guard objects.count == 1, let view = objects[0] as? T else {
            standInRaise(
                "NSInternalInconsistencyException",
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one "
                    + "top level object which must be a \(kind) instance")
        }
        return view
    }
}

// MARK: - Bundle

extension Bundle {
    /// Loads the named nib with the given owner and returns its top-level objects.
    ///
    /// Isolation of the SDK declaration is unconfirmed; the stand-in makes it `@MainActor`
    /// because it creates views.
    /// - Parameters:
    ///   - name: The nib name.
    ///   - owner: The File's Owner.
    ///   - options: Options; ignored.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
