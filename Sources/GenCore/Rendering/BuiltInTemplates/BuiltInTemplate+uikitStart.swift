// Written by Scripts/embed-templates from Templates/*.mustache: edit the templates, then run the script.

extension BuiltInTemplate {
    /// Lines 1 to 305 of Templates/uikit.mustache.
    static let uikitStartText = ####"""
        {{! reusable-gen's UIKit template. The context is documented field by field in Templates/README.md. }}
        {{! To change one part, inherit from this template and override a block (mixins, extras, typeExtras): see Templates/README.md. }}
        {{#writesHeader}}
        {{header}}
        // swiftlint:disable all
        // swift-format-ignore-file
        {{/writesHeader}}

        #if canImport(UIKit)
        import UIKit
        {{#importsReusable}}
        import Reusable
        {{/importsReusable}}
        {{#declaresMixins}}
        {{$mixins}}
        {{#declaresProtocols}}

        // MARK: - Mixin protocols (the Reusable library's API, isolated to the main actor)
        {{/declaresProtocols}}
        {{#declares.reusable}}

        /// A view dequeued by an identifier: table and collection view cells, header-footer and supplementary views.
        @MainActor
        {{access}}protocol Reusable: AnyObject {
            /// The identifier the view is registered and dequeued with.
            static var reuseIdentifier: String { get }
        }
        {{/declares.reusable}}
        {{#declares.nibLoadable}}

        /// A view or view controller whose contents come from a XIB.
        @MainActor
        {{access}}protocol NibLoadable: AnyObject {
            /// The nib holding the view.
            static var nib: UINib { get }
        }
        {{/declares.nibLoadable}}
        {{#declares.nibReusable}}

        /// A cell registered and dequeued with a nib.
        {{access}}typealias NibReusable = Reusable & NibLoadable
        {{/declares.nibReusable}}
        {{#declares.nibOwnerLoadable}}

        /// A view that is the File's Owner of its XIB and adds the XIB's root views as its subviews.
        @MainActor
        {{access}}protocol NibOwnerLoadable: AnyObject {
            /// The nib whose File's Owner the view is.
            static var nib: UINib { get }
        }
        {{/declares.nibOwnerLoadable}}
        {{#declares.storyboardBased}}

        /// A view controller that is the initial scene of its storyboard.
        @MainActor
        {{access}}protocol StoryboardBased: AnyObject {
            /// The storyboard whose initial scene is the controller.
            static var sceneStoryboard: UIStoryboard { get }
        }
        {{/declares.storyboardBased}}
        {{#declares.storyboardSceneBased}}

        /// A view controller that is the scene `sceneIdentifier` of `sceneStoryboard`.
        @MainActor
        {{access}}protocol StoryboardSceneBased: AnyObject {
            /// The storyboard holding the scene.
            static var sceneStoryboard: UIStoryboard { get }
            /// The scene's Storyboard ID.
            static var sceneIdentifier: String { get }
        }
        {{/declares.storyboardSceneBased}}
        {{#declaresProtocols}}

        // MARK: - Run-time defaults, used only by types reusable-gen cannot extend (private or local types)
        {{/declaresProtocols}}
        {{#declares.reusable}}

        {{access}}extension Reusable {
            static var reuseIdentifier: String { String(describing: self) }
        }
        {{/declares.reusable}}
        {{#declares.nibLoadable}}

        {{access}}extension NibLoadable {
            static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
        }
        {{/declares.nibLoadable}}
        {{#declares.nibOwnerLoadable}}

        {{access}}extension NibOwnerLoadable {
            static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
        }
        {{/declares.nibOwnerLoadable}}
        {{#declares.storyboardBased}}

        {{access}}extension StoryboardBased {
            static var sceneStoryboard: UIStoryboard { UIStoryboard(name: String(describing: self), bundle: Bundle(for: self)) }
        }
        {{/declares.storyboardBased}}
        {{#declares.storyboardSceneBased}}

        {{access}}extension StoryboardSceneBased {
            static var sceneIdentifier: String { String(describing: self) }
        }
        {{/declares.storyboardSceneBased}}
        {{#helpers.loading}}

        // MARK: - Loading and instantiating
        {{/helpers.loading}}
        {{#helpers.loadFromNib}}

        {{access}}extension NibLoadable where Self: UIView {
            /// Creates the view from its nib, whose first root view must be of this class.
        {{^declares.nibLoadable}}
            // The app declares NibLoadable itself, maybe without main-actor isolation; this helper uses UIKit.
            @MainActor
        {{/declares.nibLoadable}}
            static func loadFromNib() -> Self {
                guard let view = nib.instantiate(withOwner: nil, options: nil).first as? Self else {
                    fatalError("reusable-gen: the nib \(nib) has no root view of type \(self). Check the XIB's first top-level view and its Custom Class.")
                }
                return view
            }
        }
        {{/helpers.loadFromNib}}
        {{#helpers.loadNibContent}}

        {{access}}extension NibOwnerLoadable where Self: UIView {
            /// Adds the nib's root views as subviews pinned to the four edges, with this view as File's Owner,
            /// and returns them.
        {{^declares.nibOwnerLoadable}}
            // The app declares NibOwnerLoadable itself, maybe without main-actor isolation; this helper uses UIKit.
            @MainActor
        {{/declares.nibOwnerLoadable}}
            @discardableResult
            func loadNibContent() -> [UIView] {
                let attributes: [NSLayoutConstraint.Attribute] = [.top, .leading, .bottom, .trailing]
                var views: [UIView] = []
                for case let view as UIView in Self.nib.instantiate(withOwner: self, options: nil) {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate(attributes.map { attribute in
                        NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: self, attribute: attribute, multiplier: 1, constant: 0)
                    })
                    views.append(view)
                }
                return views
            }
        }
        {{/helpers.loadNibContent}}
        {{#helpers.instantiateInitial}}

        {{access}}extension StoryboardBased where Self: UIViewController {
            /// Creates the initial scene of `sceneStoryboard`, which must be of this class.
        {{^declares.storyboardBased}}
            // The app declares StoryboardBased itself, maybe without main-actor isolation; this helper uses UIKit.
            @MainActor
        {{/declares.storyboardBased}}
            static func instantiate() -> Self {
                guard let viewController = sceneStoryboard.instantiateInitialViewController() as? Self else {
                    fatalError("reusable-gen: the initial view controller of \(sceneStoryboard) is not of class \(self). Check the storyboard's Is Initial View Controller scene and its Custom Class.")
                }
                return viewController
            }
        }
        {{/helpers.instantiateInitial}}
        {{#helpers.instantiateScene}}

        {{access}}extension StoryboardSceneBased where Self: UIViewController {
            /// Creates the scene `sceneIdentifier` of `sceneStoryboard`, which must be of this class.
        {{^declares.storyboardSceneBased}}
            // The app declares StoryboardSceneBased itself, maybe without main-actor isolation; this helper uses UIKit.
            @MainActor
        {{/declares.storyboardSceneBased}}
            static func instantiate() -> Self {
                let viewController = sceneStoryboard.instantiateViewController(withIdentifier: sceneIdentifier)
                guard let typed = viewController as? Self else {
                    fatalError("reusable-gen: the scene '\(sceneIdentifier)' of \(sceneStoryboard) is a \(type(of: viewController)), not a \(self). Check the scene's Custom Class.")
                }
                return typed
            }
        }
        {{/helpers.instantiateScene}}
        {{#helpers.tableView}}

        // MARK: - UITableView

        {{access}}extension UITableView {
        {{#helpers.registerTableCell}}
            /// Registers a cell class, or its nib when the class is `NibLoadable`, under its `reuseIdentifier`.
            final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable {
        {{#nibLoadable}}
                if let nibType = cellType as? any NibLoadable.Type {
                    register(nibType.nib, forCellReuseIdentifier: cellType.reuseIdentifier)
                } else {
                    register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
                }
        {{/nibLoadable}}
        {{^nibLoadable}}
                register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
        {{/nibLoadable}}
            }
        {{/helpers.registerTableCell}}
        {{#helpers.dequeueTableCell}}

            /// Dequeues a cell registered with `register(cellType:)`.
            final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T where T: Reusable {
                let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath)
                guard let typed = cell as? T else {
                    fatalError("reusable-gen: failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType); got a \(type(of: cell)). Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the cell beforehand.")
                }
                return typed
            }
        {{/helpers.dequeueTableCell}}
        {{#helpers.registerHeaderFooter}}

            /// Registers a header-footer view class, or its nib when the class is `NibLoadable`, under its `reuseIdentifier`.
            final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable {
        {{#nibLoadable}}
                if let nibType = headerFooterViewType as? any NibLoadable.Type {
                    register(nibType.nib, forHeaderFooterViewReuseIdentifier: headerFooterViewType.reuseIdentifier)
                } else {
                    register(headerFooterViewType, forHeaderFooterViewReuseIdentifier: headerFooterViewType.reuseIdentifier)
                }
        {{/nibLoadable}}
        {{^nibLoadable}}
                register(headerFooterViewType, forHeaderFooterViewReuseIdentifier: headerFooterViewType.reuseIdentifier)
        {{/nibLoadable}}
            }
        {{/helpers.registerHeaderFooter}}
        {{#helpers.dequeueHeaderFooter}}

            /// Dequeues a header-footer view, or returns `nil` when none is registered (the Reusable library's API).
            final func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T? where T: Reusable {
                guard let view = dequeueReusableHeaderFooterView(withIdentifier: viewType.reuseIdentifier) else { return nil }
                guard let typed = view as? T else {
                    fatalError("reusable-gen: failed to dequeue a header/footer with identifier \(viewType.reuseIdentifier) matching type \(viewType); got a \(type(of: view)). Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the header/footer beforehand.")
                }
                return typed
            }
        {{/helpers.dequeueHeaderFooter}}
        }
        {{/helpers.tableView}}
        {{#helpers.collectionView}}

        // MARK: - UICollectionView

        {{access}}extension UICollectionView {
        {{#helpers.registerCollectionCell}}
            /// Registers a cell class, or its nib when the class is `NibLoadable`, under its `reuseIdentifier`.
            final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable {
        {{#nibLoadable}}
                if let nibType = cellType as? any NibLoadable.Type {
                    register(nibType.nib, forCellWithReuseIdentifier: cellType.reuseIdentifier)
                } else {
                    register(cellType, forCellWithReuseIdentifier: cellType.reuseIdentifier)
                }
        {{/nibLoadable}}
        {{^nibLoadable}}
                register(cellType, forCellWithReuseIdentifier: cellType.reuseIdentifier)
        {{/nibLoadable}}
            }
        {{/helpers.registerCollectionCell}}
        {{#helpers.dequeueCollectionCell}}

            /// Dequeues a cell registered with `register(cellType:)`.
            final func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T where T: Reusable {
                let cell = dequeueReusableCell(withReuseIdentifier: cellType.reuseIdentifier, for: indexPath)
                guard let typed = cell as? T else {
                    fatalError("reusable-gen: failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType); got a \(type(of: cell)). Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the cell beforehand.")
                }
                return typed
            }
        {{/helpers.dequeueCollectionCell}}
        {{#helpers.registerSupplementary}}

            /// Registers a supplementary view class, or its nib when the class is `NibLoadable`, for an element kind.
            final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String) where T: Reusable {
        {{#nibLoadable}}
                if let nibType = supplementaryViewType as? any NibLoadable.Type {
                    register(nibType.nib, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: supplementaryViewType.reuseIdentifier)
                } else {
                    register(supplementaryViewType, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: supplementaryViewType.reuseIdentifier)
                }
        {{/nibLoadable}}
        {{^nibLoadable}}
                register(supplementaryViewType, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: supplementaryViewType.reuseIdentifier)
        {{/nibLoadable}}
            }
        {{/helpers.registerSupplementary}}
        {{#helpers.dequeueSupplementary}}

            /// Dequeues a supplementary view registered with `register(supplementaryViewType:ofKind:)`.
            final func dequeueReusableSupplementaryView<T: UICollectionReusableView>(ofKind elementKind: String, for indexPath: IndexPath, viewType: T.Type = T.self) -> T where T: Reusable {
                let view = dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: viewType.reuseIdentifier, for: indexPath)
                guard let typed = view as? T else {
                    fatalError("reusable-gen: failed to dequeue a supplementary view with identifier \(viewType.reuseIdentifier) matching type \(viewType); got a \(type(of: view)). Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the supplementary view beforehand.")
                }
                return typed
            }
        {{/helpers.dequeueSupplementary}}
        }
        {{/helpers.collectionView}}
        {{/mixins}}
        {{/declaresMixins}}

        """####
}
