import UIKit

// Classes whose names, conditions and attributes try to break out of the generated file (issue 10). The generated
// code must carry them only as escaped literals and identifiers, and compile with warnings as errors.

// MARK: - Raw identifiers

/// A cell whose raw-identifier name closes a string literal and calls `exit` if pasted unescaped.
final class `Main"); exit(1); //`: UITableViewCell, Reusable {}

/// A collection cell with a space in its name, loaded from a nib of the same name.
final class `my cell`: UICollectionViewCell, NibReusable {}

/// A cell whose name contains a dot: generated code cannot spell it, so it keeps the run-time defaults.
final class `Dotted.Cell`: UITableViewCell, Reusable {}

/// A storyboard-based controller whose name is a keyword.
final class `class`: UIViewController, StoryboardBased {}

/// A header whose name has a line-comment opener and a block-comment closer.
final class `Header // not a comment */`: UITableViewHeaderFooterView, Reusable {}

// MARK: - Conditions and attributes

#if FIXTURE_FLAG && !os(Windows) // a comment after the condition: "); exit(1); /*
/// A cell under a condition with a trailing comment, and with availability text that looks like code.
@available(iOS, introduced: 12.0, message: "Main\"); exit(1); //")
@available(macOS, introduced: 10.15, message: "back\\slash \u{202E} \"); exit(1); /* ")
final class ConditionalHostileCell: UITableViewCell, Reusable {}
#elseif os(Windows)
/// The same name in another branch: each branch gets its own members under its own condition.
final class ConditionalHostileCell: UITableViewCell, Reusable {}
#endif

// MARK: - Hostile literals the user wrote

/// A cell whose own identifier literal is hostile; the generator uses the user's member and never copies it.
final class HostileIdentifierCell: UITableViewCell, Reusable {
    static var reuseIdentifier: String {
        return "Main\"); exit(1); //"
    }
}
