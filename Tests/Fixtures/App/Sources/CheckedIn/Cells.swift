import UIKit

/// A cell whose generated code is checked in (`CheckedIn+ReusableGen.swift`) instead of built by the plugin.
final class ArchivedCell: UITableViewCell, Reusable {}

/// A scene whose generated code is checked in.
final class ArchiveViewController: UIViewController, StoryboardBased {}
