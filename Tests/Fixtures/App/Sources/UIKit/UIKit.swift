// Linux stand-in for UIKit. Declarations mirror the iOS SDK (see uikit-api.md); behaviour is
// minimal but real. Test-only hooks use names no real UIKit API has (`StandIn…`, `__standIn…`).

/// `import UIKit` re-exports Foundation on Apple platforms; the stand-in does the same.
@_exported import Foundation

// MARK: - Exceptions

/// Stops the process the way an uncaught Objective-C exception would, with UIKit's wording.
///
/// Writes `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'` to standard
/// error (as the Objective-C runtime does) and then traps with the reason as the message.
/// - Parameters:
///   - name: The exception name, e.g. `NSInternalInconsistencyException`.
///   - reason: The exception's reason text.
func standInRaise(_ name: String, _ reason: String) -> Never {
    let text = "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n"
    FileHandle.standardError.write(Data(text.utf8))
    fatalError(reason)
}

/// The description UIKit prints for a bundle in exception reasons (`NSBundle <path> (loaded)`).
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
