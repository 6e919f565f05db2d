// Linux stand-in for AppKit. Declarations mirror the macOS SDK (see uikit-api.md); behaviour is
// minimal but real. Test-only hooks use names no real AppKit API has (`StandIn…`, `__standIn…`).

/// `import AppKit` re-exports Foundation on macOS; the stand-in does the same.
@_exported import Foundation

// MARK: - Exceptions

/// Stops the process the way an uncaught Objective-C exception would, with AppKit's wording.
///
/// Writes `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'` to standard
/// error and then traps with the reason as the message.
/// - Parameters:
///   - name: The exception name, e.g. `NSInternalInconsistencyException`.
///   - reason: The exception's reason text.
func standInRaise(_ name: String, _ reason: String) -> Never {
    let text = "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n"
    FileHandle.standardError.write(Data(text.utf8))
    fatalError(reason)
}

/// The description AppKit prints for a bundle in exception reasons (`NSBundle <path> (loaded)`).
/// - Parameter bundle: The bundle to describe; `nil` stands for the main bundle.
func standInDescription(of bundle: Bundle?) -> String {
    "NSBundle <\((bundle ?? Bundle.main).bundlePath)> (loaded)"
}

// MARK: - Coder

/// The coder handed to `init?(coder:)` when the stand-in loads an object from a nib or storyboard.
///
/// It carries no archived values; decoding methods keep `NSCoder`'s abstract behaviour.
public final class StandInCoder: NSCoder {
    /// What the object is being loaded from, e.g. `nib 'ProfileCell'` or `storyboard 'Main'`.
    public let source: String

    /// Creates a coder describing where the decoded object comes from.
    /// - Parameter source: A human-readable origin used in diagnostics.
    public init(source: String) {
        self.source = source
        super.init()
    }

    /// Keyed coding, as Interface Builder archives use.
    public override var allowsKeyedCoding: Bool { true }

    /// The archive holds no values.
    public override func containsValue(forKey key: String) -> Bool { false }
}

// MARK: - Identifiers

/// Stand-in for `NSUserInterfaceItemIdentifier`: a typed string identifying views and items.
///
/// Like the SDK's, it is not `ExpressibleByStringLiteral`.
public struct NSUserInterfaceItemIdentifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string value.
    public var rawValue: String

    /// Creates an identifier from its string value.
    /// - Parameter rawValue: The string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from its string value.
    /// - Parameter rawValue: The string value.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

// MARK: - IndexPath

extension IndexPath {
    /// Creates an index path for a collection view item (AppKit overlay).
    /// - Parameters:
    ///   - item: The item.
    ///   - section: The section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (first index); the index path must have exactly two indices.
    public var section: Int {
        get { standInPair().0 }
        set { self = IndexPath(indexes: [newValue, standInPair().1]) }
    }

    /// The item (second index); the index path must have exactly two indices.
    public var item: Int {
        get { standInPair().1 }
        set { self = IndexPath(indexes: [standInPair().0, newValue]) }
    }

    /// The two indices, trapping like the SDK's precondition otherwise.
    private func standInPair() -> (Int, Int) {
        precondition(count == 2, "Invalid index path: must contain exactly two indices (section, item).")
        return (self[0], self[1])
    }
}
