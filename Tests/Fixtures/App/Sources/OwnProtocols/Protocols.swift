import UIKit

// Issue 28, shape (a): the app declares every mixin protocol itself, with the Reusable library's requirements, and
// writes its own helpers under its own names. The generated file declares no protocol and none of these helpers, and
// declares the library's generic helpers the app lacks (`register(cellType:)`, …), which its per-type methods call.

// MARK: - The app's own copy of the protocols

/// The app's `Reusable`: the library's requirement, nonisolated, with the library's default.
protocol Reusable: AnyObject {
    static var reuseIdentifier: String { get }
}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

/// The app's `NibLoadable`, main-actor isolated as a Swift 6 app writes it.
@MainActor
protocol NibLoadable: AnyObject {
    static var nib: UINib { get }
}

extension NibLoadable {
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
}

/// The app's `NibReusable`.
typealias NibReusable = Reusable & NibLoadable

/// The app's `NibOwnerLoadable`.
@MainActor
protocol NibOwnerLoadable: AnyObject {
    static var nib: UINib { get }
}

extension NibOwnerLoadable {
    static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
}

/// The app's `StoryboardBased`.
@MainActor
protocol StoryboardBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
}

extension StoryboardBased {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: String(describing: self), bundle: Bundle(for: self)) }
}

/// The app's `StoryboardSceneBased`.
@MainActor
protocol StoryboardSceneBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
    static var sceneIdentifier: String { get }
}

extension StoryboardSceneBased {
    static var sceneIdentifier: String { String(describing: self) }
}

// MARK: - The app's own helpers, under its own names

extension UITableView {
    /// Registers a cell class under its identifier (the app's name for `register(cellType:)`).
    func registerCell<T: UITableViewCell>(type: T.Type) where T: Reusable {
        register(type, forCellReuseIdentifier: type.reuseIdentifier)
    }

    /// Dequeues a cell (the app's name for `dequeueReusableCell(for:cellType:)`).
    func dequeueCell<T: UITableViewCell>(for indexPath: IndexPath) -> T where T: Reusable {
        guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
            fatalError("no \(T.self) registered as \(T.reuseIdentifier)")
        }
        return cell
    }
}

extension NibOwnerLoadable where Self: UIView {
    /// The app's own `loadNibContent()`: the generated file must not declare it again.
    func loadNibContent() {
        for case let view as UIView in Self.nib.instantiate(withOwner: self, options: nil) {
            addSubview(view)
        }
    }
}
