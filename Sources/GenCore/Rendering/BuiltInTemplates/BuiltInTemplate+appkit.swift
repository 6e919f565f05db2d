// Written by Scripts/embed-templates from Templates/*.mustache: edit the templates, then run the script.

extension BuiltInTemplate {
    /// The text of Templates/appkit.mustache.
    static let appkitText = ####"""
        {{! reusable-gen's AppKit template. The context is documented field by field in Templates/README.md. }}
        {{! To change one part, inherit from this template and override a block (mixins, extras, typeExtras): see Templates/README.md. }}
        {{! When a run also writes a UIKit section, this section follows it: writesHeader is false and followsUIKitSection true. }}
        {{! Alone, the section is guarded against Mac Catalyst (which can import AppKit but not use its views); after a UIKit }}
        {{! section, by !canImport(UIKit), as in `#if canImport(UIKit) … #elseif canImport(AppKit)`, so the two never collide. }}
        {{#writesHeader}}
        {{header}}
        // swiftlint:disable all
        // swift-format-ignore-file
        {{/writesHeader}}

        {{#followsUIKitSection}}
        #if canImport(AppKit) && !canImport(UIKit)
        {{/followsUIKitSection}}
        {{^followsUIKitSection}}
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        {{/followsUIKitSection}}
        import AppKit
        {{#importsReusable}}
        import Reusable
        {{/importsReusable}}
        {{#declaresMixins}}
        {{$mixins}}

        // MARK: - Mixin protocols (the Reusable library's API in AppKit terms, isolated to the main actor)

        /// A view or item made by an identifier: table cell and row views, collection view items and supplementary views.
        @MainActor
        {{access}}protocol Reusable: AnyObject {
            /// The identifier the view or item is registered and made with.
            static var reuseIdentifier: String { get }
        }

        /// A view, collection view item or view controller whose contents come from a XIB.
        @MainActor
        {{access}}protocol NibLoadable: AnyObject {
            /// The nib holding the view or item.
            static var nib: NSNib { get }
        }

        /// A view or item registered and made with a nib.
        {{access}}typealias NibReusable = Reusable & NibLoadable

        /// A view that is the File's Owner of its XIB and adds the XIB's root views as its subviews.
        @MainActor
        {{access}}protocol NibOwnerLoadable: AnyObject {
            /// The nib whose File's Owner the view is.
            static var nib: NSNib { get }
        }

        /// A view controller that is the initial controller of its storyboard.
        @MainActor
        {{access}}protocol StoryboardBased: AnyObject {
            /// The storyboard whose initial controller is the controller.
            static var sceneStoryboard: NSStoryboard { get }
        }

        /// A view controller that is the scene `sceneIdentifier` of `sceneStoryboard`.
        @MainActor
        {{access}}protocol StoryboardSceneBased: AnyObject {
            /// The storyboard holding the scene.
            static var sceneStoryboard: NSStoryboard { get }
            /// The scene's Storyboard ID.
            static var sceneIdentifier: String { get }
        }

        // MARK: - Run-time defaults, used only by types reusable-gen cannot extend (private or local types)

        {{access}}extension Reusable {
            static var reuseIdentifier: String { String(describing: self) }
        }

        {{access}}extension NibLoadable {
            static var nib: NSNib {
                guard let nib = NSNib(nibNamed: String(describing: self), bundle: Bundle(for: self)) else {
                    fatalError("reusable-gen: no nib named '\(String(describing: self))' in \(Bundle(for: self).bundlePath) for \(self). Check that the XIB is part of the target.")
                }
                return nib
            }
        }

        {{access}}extension NibOwnerLoadable {
            static var nib: NSNib {
                guard let nib = NSNib(nibNamed: String(describing: self), bundle: Bundle(for: self)) else {
                    fatalError("reusable-gen: no nib named '\(String(describing: self))' in \(Bundle(for: self).bundlePath) for \(self). Check that the XIB is part of the target.")
                }
                return nib
            }
        }

        {{access}}extension StoryboardBased {
            static var sceneStoryboard: NSStoryboard { NSStoryboard(name: String(describing: self), bundle: Bundle(for: self)) }
        }

        {{access}}extension StoryboardSceneBased {
            static var sceneIdentifier: String { String(describing: self) }
        }

        // MARK: - Loading and instantiating

        {{access}}extension NibLoadable where Self: NSView {
            /// Creates the view from its nib, whose top-level objects must include a view of this class.
            static func loadFromNib() -> Self {
                var topLevelObjects: NSArray?
                if nib.instantiate(withOwner: nil, topLevelObjects: &topLevelObjects),
                   let view = (topLevelObjects ?? NSArray()).compactMap({ $0 as? Self }).first {
                    return view
                }
                fatalError("reusable-gen: the nib of \(self) has no top-level view of type \(self). Check the XIB's top-level view and its Custom Class.")
            }
        }

        {{access}}extension NibOwnerLoadable where Self: NSView {
            /// Loads the nib with this view as File's Owner, adds its root views as subviews pinned to the four edges,
            /// and returns them.
            @discardableResult
            func loadNibContent() -> [NSView] {
                var topLevelObjects: NSArray?
                guard Self.nib.instantiate(withOwner: self, topLevelObjects: &topLevelObjects) else {
                    fatalError("reusable-gen: the nib of \(Self.self) could not be loaded with it as File's Owner. Check the XIB's File's Owner class.")
                }
                var views: [NSView] = []
                for case let view as NSView in topLevelObjects ?? NSArray() {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate([
                        view.topAnchor.constraint(equalTo: topAnchor),
                        view.leadingAnchor.constraint(equalTo: leadingAnchor),
                        view.bottomAnchor.constraint(equalTo: bottomAnchor),
                        view.trailingAnchor.constraint(equalTo: trailingAnchor),
                    ])
                    views.append(view)
                }
                return views
            }
        }

        {{access}}extension StoryboardBased where Self: NSViewController {
            /// Creates the initial controller of `sceneStoryboard`, which must be of this class.
            static func instantiate() -> Self {
                guard let controller = sceneStoryboard.instantiateInitialController() as? Self else {
                    fatalError("reusable-gen: the initial controller of \(sceneStoryboard) is not of class \(self). Check the storyboard's Is Initial Controller scene and its Custom Class.")
                }
                return controller
            }
        }

        {{access}}extension StoryboardSceneBased where Self: NSViewController {
            /// Creates the scene `sceneIdentifier` of `sceneStoryboard`, which must be of this class.
            static func instantiate() -> Self {
                let controller = sceneStoryboard.instantiateController(withIdentifier: sceneIdentifier)
                guard let typed = controller as? Self else {
                    fatalError("reusable-gen: the scene '\(sceneIdentifier)' of \(sceneStoryboard) is a \(type(of: controller)), not a \(self). Check the scene's Custom Class.")
                }
                return typed
            }
        }

        // MARK: - NSTableView

        {{access}}extension NSTableView {
            /// Registers the nib of a cell view type under its `userInterfaceItemIdentifier` (AppKit registers table
            /// views' cell views by nib only).
            final func register<T: NSView>(cellType: T.Type) where T: Reusable & NibLoadable {
                register(cellType.nib, forIdentifier: cellType.userInterfaceItemIdentifier)
            }

            /// Makes a cell view registered with `register(cellType:)`, or defined with the type's identifier in the
            /// table view's XIB or storyboard.
            final func makeView<T: NSView>(cellType: T.Type = T.self, owner: Any? = nil) -> T where T: Reusable {
                guard let view = makeView(withIdentifier: cellType.userInterfaceItemIdentifier, owner: owner) else {
                    fatalError("reusable-gen: the table view has no view with identifier \(cellType.reuseIdentifier) for type \(cellType). Call register(cellType: \(cellType).self) first, or give a view in the table view's XIB/Storyboard the identifier \(cellType.reuseIdentifier).")
                }
                guard let typed = view as? T else {
                    fatalError("reusable-gen: failed to make a view with identifier \(cellType.reuseIdentifier) matching type \(cellType); got a \(type(of: view)). Check the Custom Class of the view in the nib registered for that identifier.")
                }
                return typed
            }

            /// Registers the nib of a row view type under its `userInterfaceItemIdentifier`.
            final func register<T: NSTableRowView>(rowViewType: T.Type) where T: Reusable & NibLoadable {
                register(cellType: rowViewType)
            }

            /// Makes a row view registered with `register(rowViewType:)`, or defined with the type's identifier in the
            /// table view's XIB or storyboard.
            final func makeView<T: NSTableRowView>(rowViewType: T.Type, owner: Any? = nil) -> T where T: Reusable {
                makeView(cellType: rowViewType, owner: owner)
            }
        }

        // MARK: - NSCollectionView

        {{access}}extension NSCollectionView {
            /// Registers an item class, or its nib when the class is `NibLoadable`, under its `userInterfaceItemIdentifier`.
            final func register<T: NSCollectionViewItem>(itemType: T.Type) where T: Reusable {
                if let nibType = itemType as? any NibLoadable.Type {
                    register(nibType.nib, forItemWithIdentifier: itemType.userInterfaceItemIdentifier)
                } else {
                    register(itemType, forItemWithIdentifier: itemType.userInterfaceItemIdentifier)
                }
            }

            /// Makes an item registered with `register(itemType:)`.
            final func makeItem<T: NSCollectionViewItem>(for indexPath: IndexPath, itemType: T.Type = T.self) -> T where T: Reusable {
                let item = makeItem(withIdentifier: itemType.userInterfaceItemIdentifier, for: indexPath)
                guard let typed = item as? T else {
                    fatalError("reusable-gen: failed to make an item with identifier \(itemType.reuseIdentifier) matching type \(itemType); got a \(type(of: item)). Check the Custom Class of the item in its XIB and that you registered the item beforehand.")
                }
                return typed
            }

            /// Registers a supplementary view class, or its nib when the class is `NibLoadable`, for an element kind.
            final func register<T: NSView>(supplementaryViewType: T.Type, ofKind elementKind: NSCollectionView.SupplementaryElementKind) where T: Reusable {
                if let nibType = supplementaryViewType as? any NibLoadable.Type {
                    register(nibType.nib, forSupplementaryViewOfKind: elementKind, withIdentifier: supplementaryViewType.userInterfaceItemIdentifier)
                } else {
                    register(supplementaryViewType, forSupplementaryViewOfKind: elementKind, withIdentifier: supplementaryViewType.userInterfaceItemIdentifier)
                }
            }

            /// Makes a supplementary view registered with `register(supplementaryViewType:ofKind:)`.
            final func makeSupplementaryView<T: NSView>(ofKind elementKind: NSCollectionView.SupplementaryElementKind, for indexPath: IndexPath, viewType: T.Type = T.self) -> T where T: Reusable {
                let view = makeSupplementaryView(ofKind: elementKind, withIdentifier: viewType.userInterfaceItemIdentifier, for: indexPath)
                guard let typed = view as? T else {
                    fatalError("reusable-gen: failed to make a supplementary view with identifier \(viewType.reuseIdentifier) matching type \(viewType); got a \(type(of: view)). Check the Custom Class of the view in its XIB and that you registered the supplementary view beforehand.")
                }
                return typed
            }
        }
        {{/mixins}}
        {{/declaresMixins}}
        {{$extras}}

        // MARK: - Additions to the Reusable API (always generated)

        {{access}}extension Reusable {
            /// `reuseIdentifier` as the identifier AppKit registers and makes views and items with.
            static var userInterfaceItemIdentifier: NSUserInterfaceItemIdentifier { NSUserInterfaceItemIdentifier(reuseIdentifier) }
        }

        // MARK: - Storyboard scenes created with their dependencies

        {{access}}extension StoryboardBased where Self: NSViewController {
            /// Creates the initial scene of `sceneStoryboard` with `creator`, which gets the scene's coder (to call an
            /// initializer taking dependencies); when it returns `nil`, the storyboard calls `init(coder:)`.
            @available(macOS 10.15, *)
            @MainActor
            static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self {
                guard let controller = sceneStoryboard.instantiateInitialController(creator: { (coder: NSCoder) -> NSViewController? in creator(coder) }) else {
                    fatalError("reusable-gen: \(sceneStoryboard) has no initial controller for \(self). Check the storyboard's Is Initial Controller scene.")
                }
                guard let typed = controller as? Self else {
                    fatalError("reusable-gen: the initial controller of \(sceneStoryboard) is a \(type(of: controller)), not a \(self). Check the storyboard's Is Initial Controller scene and its Custom Class.")
                }
                return typed
            }
        }

        {{access}}extension StoryboardSceneBased where Self: NSViewController {
            /// Creates the scene `sceneIdentifier` of `sceneStoryboard` with `creator`, which gets the scene's coder (to call
            /// an initializer taking dependencies); when it returns `nil`, the storyboard calls `init(coder:)`.
            @available(macOS 10.15, *)
            @MainActor
            static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self {
                let controller = sceneStoryboard.instantiateController(identifier: sceneIdentifier, creator: { (coder: NSCoder) -> NSViewController? in creator(coder) })
                guard let typed = controller as? Self else {
                    fatalError("reusable-gen: the scene '\(sceneIdentifier)' of \(sceneStoryboard) is a \(type(of: controller)), not a \(self). Check the scene's Custom Class.")
                }
                return typed
            }
        }
        {{/extras}}
        {{#types}}

        // MARK: - {{displayName}}
        {{#conditions}}
        #if {{condition}}
        {{/conditions}}

        {{#availability}}
        {{attribute}}
        {{/availability}}
        extension {{name}} {
        {{#literals}}
            /// {{documentation}}
        {{#isStored}}
            {{witnessAccess}}nonisolated static let {{member}} = {{value}}
        {{/isStored}}
        {{#isComputed}}
            {{witnessAccess}}nonisolated static var {{member}}: String { {{value}} }
        {{/isComputed}}
        {{#isDispatched}}
            {{witnessAccess}}nonisolated static var {{member}}: String {
                switch ObjectIdentifier(self) {
        {{#cases}}
        {{#conditions}}
        #if {{condition}}
        {{/conditions}}
                case ObjectIdentifier({{type}}.self): {{value}}
        {{#conditions}}
        #endif
        {{/conditions}}
        {{/cases}}
                default: String(describing: self)
                }
            }
        {{/isDispatched}}
        {{/literals}}
        {{#nib}}

            /// The nib `{{nibNameMember}}` in {{bundleDescription}}.
            {{witnessAccess}}static var nib: NSNib {
                let bundle = {{bundle}}
                guard let nib = NSNib(nibNamed: {{nibNameMember}}, bundle: bundle) else {
                    fatalError("reusable-gen: no nib named '\({{nibNameMember}})' in \(bundle.bundlePath) for \(self). Check that the XIB is part of the target.")
                }
                return nib
            }
        {{/nib}}
        {{#sceneStoryboard}}

            /// The storyboard `storyboardName` in {{bundleDescription}}.
            {{witnessAccess}}static var sceneStoryboard: NSStoryboard { NSStoryboard(name: storyboardName, bundle: {{bundle}}) }
        {{/sceneStoryboard}}
        {{! The helpers these call are declared with the mixins: an app with protocols of its own gets neither. }}
        {{#declaresMixins}}
        {{#tableCellView}}
        {{#byNib}}

            /// Registers the cell view's nib with `tableView` under `userInterfaceItemIdentifier`.
            {{memberAccess}}static func register(in tableView: NSTableView) {
                tableView.register(cellType: self)
            }
        {{/byNib}}

            /// Makes the cell view from `tableView`: from its registered nib, or the view with its identifier in the
            /// table view's XIB or storyboard.
            {{memberAccess}}static func make(from tableView: NSTableView, owner: Any? = nil) -> Self {
                tableView.makeView(cellType: self, owner: owner)
            }
        {{/tableCellView}}
        {{#tableRowView}}
        {{#byNib}}

            /// Registers the row view's nib with `tableView` under `userInterfaceItemIdentifier`.
            {{memberAccess}}static func register(in tableView: NSTableView) {
                tableView.register(rowViewType: self)
            }
        {{/byNib}}

            /// Makes the row view from `tableView`: from its registered nib, or the view with its identifier in the
            /// table view's XIB or storyboard.
            {{memberAccess}}static func make(from tableView: NSTableView, owner: Any? = nil) -> Self {
                tableView.makeView(rowViewType: self, owner: owner)
            }
        {{/tableRowView}}
        {{#collectionViewItem}}

            /// Registers the item with `collectionView` under `userInterfaceItemIdentifier`{{#byNib}}, with its nib{{/byNib}}.
            {{memberAccess}}static func register(in collectionView: NSCollectionView) {
                collectionView.register(itemType: self)
            }

            /// Makes the item from `collectionView`.
            {{memberAccess}}static func make(from collectionView: NSCollectionView, for indexPath: IndexPath) -> Self {
                collectionView.makeItem(for: indexPath, itemType: self)
            }
        {{/collectionViewItem}}
        {{#collectionSupplementaryView}}

            /// Registers the view with `collectionView` for `elementKind` under `userInterfaceItemIdentifier`{{#byNib}}, with its nib{{/byNib}}.
            {{memberAccess}}static func register(in collectionView: NSCollectionView, ofKind elementKind: NSCollectionView.SupplementaryElementKind) {
                collectionView.register(supplementaryViewType: self, ofKind: elementKind)
            }

            /// Makes the view for `elementKind` from `collectionView`.
            {{memberAccess}}static func make(from collectionView: NSCollectionView, ofKind elementKind: NSCollectionView.SupplementaryElementKind, for indexPath: IndexPath) -> Self {
                collectionView.makeSupplementaryView(ofKind: elementKind, for: indexPath, viewType: self)
            }
        {{/collectionSupplementaryView}}
        {{/declaresMixins}}
        {{#nibViewController}}

            /// Creates the controller with its nib `nibName`.
            {{memberAccess}}static func loadFromNib() -> {{name}} {
                {{name}}(nibName: nibName, bundle: {{bundle}})
            }
        {{/nibViewController}}
        {{$typeExtras}}
        {{/typeExtras}}
        }
        {{#conditions}}
        #endif
        {{/conditions}}
        {{/types}}

        #endif

        """####
}
