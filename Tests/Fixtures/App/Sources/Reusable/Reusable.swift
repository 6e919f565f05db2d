import UIKit

// A stand-in for the Reusable library (AliSoftware/Reusable 4.x): its public protocols and helpers with the
// library's names, labels, defaults and isolation (none: the library is built in Swift 5 mode, as SwiftPM builds
// it for an app). It lets the fixture prove that reusable-gen's output compiles and works next to the library.
// The real UIKit imports as `@preconcurrency`, which lets the library's nonisolated defaults call it; against the
// stricter stand-in UIKit those bodies run in `MainActor.assumeIsolated`, which behaves alike on the main thread.

// MARK: - Protocols

/// The library's `Reusable`.
public protocol Reusable: AnyObject {
    /// The reuse identifier.
    static var reuseIdentifier: String { get }
}

/// The library's `NibLoadable`.
public protocol NibLoadable: AnyObject {
    /// The nib.
    static var nib: UINib { get }
}

/// The library's `NibReusable`.
public typealias NibReusable = Reusable & NibLoadable

/// The library's `NibOwnerLoadable`.
public protocol NibOwnerLoadable: AnyObject {
    /// The nib.
    static var nib: UINib { get }
}

/// The library's `StoryboardBased`.
public protocol StoryboardBased: AnyObject {
    /// The storyboard.
    static var sceneStoryboard: UIStoryboard { get }
}

/// The library's `StoryboardSceneBased`.
public protocol StoryboardSceneBased: AnyObject {
    /// The storyboard.
    static var sceneStoryboard: UIStoryboard { get }
    /// The scene identifier.
    static var sceneIdentifier: String { get }
}

// MARK: - Run-time defaults

public extension Reusable {
    /// The class name, computed at run time.
    static var reuseIdentifier: String { String(describing: self) }
}

public extension NibLoadable {
    /// The nib named after the class, in the class's bundle.
    static var nib: UINib {
        let name = String(describing: self)
        let bundle = Bundle(for: self)
        return MainActor.assumeIsolated { UINib(nibName: name, bundle: bundle) }
    }
}

public extension NibOwnerLoadable {
    /// The nib named after the class, in the class's bundle.
    static var nib: UINib {
        let name = String(describing: self)
        let bundle = Bundle(for: self)
        return MainActor.assumeIsolated { UINib(nibName: name, bundle: bundle) }
    }
}

public extension StoryboardBased {
    /// The storyboard named after the class, in the class's bundle.
    static var sceneStoryboard: UIStoryboard {
        let name = String(describing: self)
        let bundle = Bundle(for: self)
        return MainActor.assumeIsolated { UIStoryboard(name: name, bundle: bundle) }
    }
}

public extension StoryboardSceneBased {
    /// The class name.
    static var sceneIdentifier: String { String(describing: self) }
}

public extension StoryboardBased where Self: UIViewController {
    /// The initial scene.
    static func instantiate() -> Self {
        let storyboard = sceneStoryboard
        return MainActor.assumeIsolated {
            guard let viewController = storyboard.instantiateInitialViewController() as? Self else {
                fatalError("The initialViewController of '\(storyboard)' is not of class '\(Self.self)'")
            }
            return viewController
        }
    }
}

// MARK: - UITableView

public extension UITableView {
    /// Registers a nib cell.
    final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable & NibLoadable {
        register(cellType.nib, forCellReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Registers a cell class.
    final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {
        register(cellType.self, forCellReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Dequeues a cell.
    final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T where T: Reusable {
        guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T else {
            fatalError("Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType.self).")
        }
        return cell
    }

    /// Registers a nib header-footer view.
    final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable & NibLoadable {
        register(headerFooterViewType.nib, forHeaderFooterViewReuseIdentifier: headerFooterViewType.reuseIdentifier)
    }

    /// Registers a header-footer view class.
    final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable {
        register(headerFooterViewType.self, forHeaderFooterViewReuseIdentifier: headerFooterViewType.reuseIdentifier)
    }

    /// Dequeues a header-footer view, or `nil`.
    final func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T? where T: Reusable {
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: viewType.reuseIdentifier) as? T? else {
            fatalError("Failed to dequeue a header/footer with identifier \(viewType.reuseIdentifier) matching type \(viewType.self).")
        }
        return view
    }
}

// MARK: - UICollectionView

public extension UICollectionView {
    /// Registers a nib cell.
    final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable & NibLoadable {
        register(cellType.nib, forCellWithReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Registers a cell class.
    final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable {
        register(cellType.self, forCellWithReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Dequeues a cell.
    final func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T where T: Reusable {
        let bareCell = dequeueReusableCell(withReuseIdentifier: cellType.reuseIdentifier, for: indexPath)
        guard let cell = bareCell as? T else {
            fatalError("Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType.self).")
        }
        return cell
    }
}
