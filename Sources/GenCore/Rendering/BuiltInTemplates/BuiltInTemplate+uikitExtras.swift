// Written by Scripts/embed-templates from Templates/*.mustache: edit the templates, then run the script.

extension BuiltInTemplate {
    /// Lines 306 to 629 of Templates/uikit.mustache.
    static let uikitExtrasText = ####"""
        {{$extras}}

        // MARK: - Additions to the Reusable API (always generated)

        {{#declaresReusableView}}
        /// A cell that registers itself the first time it is dequeued (ReusableCells' API).
        @MainActor
        {{access}}protocol ReusableView: AnyObject {
            /// The identifier the cell is registered and dequeued with.
            static var defaultReuseIdentifier: String { get }
        }

        {{access}}extension ReusableView {
            static var defaultReuseIdentifier: String { String(describing: self) }
        }
        {{/declaresReusableView}}

        {{#helpers.creators}}
        // MARK: - Storyboard scenes created with their dependencies
        {{/helpers.creators}}
        {{#helpers.instantiateInitialCreator}}

        {{access}}extension StoryboardBased where Self: UIViewController {
            /// Creates the initial scene of `sceneStoryboard` with `creator`, which gets the scene's coder (to call an
            /// initializer taking dependencies); when it returns `nil`, the storyboard calls `init(coder:)`.
            @available(iOS 13.0, tvOS 13.0, *)
            @MainActor
            static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self {
                guard let viewController = sceneStoryboard.instantiateInitialViewController(creator: { (coder: NSCoder) -> UIViewController? in creator(coder) }) else {
                    fatalError("reusable-gen: \(sceneStoryboard) has no initial view controller for \(self). Check the storyboard's Is Initial View Controller scene.")
                }
                guard let typed = viewController as? Self else {
                    fatalError("reusable-gen: the initial view controller of \(sceneStoryboard) is a \(type(of: viewController)), not a \(self). Check the storyboard's Is Initial View Controller scene and its Custom Class.")
                }
                return typed
            }
        }
        {{/helpers.instantiateInitialCreator}}
        {{#helpers.instantiateSceneCreator}}

        {{access}}extension StoryboardSceneBased where Self: UIViewController {
            /// Creates the scene `sceneIdentifier` of `sceneStoryboard` with `creator`, which gets the scene's coder (to call
            /// an initializer taking dependencies); when it returns `nil`, the storyboard calls `init(coder:)`.
            @available(iOS 13.0, tvOS 13.0, *)
            @MainActor
            static func instantiate(creator: @escaping (NSCoder) -> Self?) -> Self {
                let viewController = sceneStoryboard.instantiateViewController(identifier: sceneIdentifier, creator: { (coder: NSCoder) -> UIViewController? in creator(coder) })
                guard let typed = viewController as? Self else {
                    fatalError("reusable-gen: the scene '\(sceneIdentifier)' of \(sceneStoryboard) is a \(type(of: viewController)), not a \(self). Check the scene's Custom Class.")
                }
                return typed
            }
        }
        {{/helpers.instantiateSceneCreator}}
        {{#helpers.tableViewAdditions}}

        {{access}}extension UITableView {
        {{#helpers.dequeueHeaderFooterView}}
            /// Dequeues a header-footer view that must have been registered: the non-optional sibling of
            /// `dequeueReusableHeaderFooterView(_:)`.
            final func dequeueHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T where T: Reusable {
                guard let view = dequeueReusableHeaderFooterView(viewType) else {
                    fatalError("reusable-gen: no header/footer view is registered with identifier \(viewType.reuseIdentifier) for type \(viewType). Call register(headerFooterViewType: \(viewType).self) first.")
                }
                return view
            }
        {{/helpers.dequeueHeaderFooterView}}
        {{#helpers.tableViewDequeue}}

            /// Dequeues a `ReusableView` cell, registering its class (or nib) the first time this table view dequeues it.
            final func dequeue<T: UITableViewCell>(for indexPath: IndexPath) -> T where T: ReusableView {
                if ReusableViewRegistrations.isFirstUse(of: T.defaultReuseIdentifier, in: self) {
        {{#nibLoadable}}
                    if let nibType = T.self as? any NibLoadable.Type {
                        register(nibType.nib, forCellReuseIdentifier: T.defaultReuseIdentifier)
                    } else {
                        register(T.self, forCellReuseIdentifier: T.defaultReuseIdentifier)
                    }
        {{/nibLoadable}}
        {{^nibLoadable}}
                    register(T.self, forCellReuseIdentifier: T.defaultReuseIdentifier)
        {{/nibLoadable}}
                }
                let cell = dequeueReusableCell(withIdentifier: T.defaultReuseIdentifier, for: indexPath)
                guard let typed = cell as? T else {
                    fatalError("reusable-gen: failed to dequeue a cell with identifier \(T.defaultReuseIdentifier) matching type \(T.self); got a \(type(of: cell)).")
                }
                return typed
            }
        {{/helpers.tableViewDequeue}}
        }
        {{/helpers.tableViewAdditions}}

        {{#helpers.collectionViewDequeue}}
        {{access}}extension UICollectionView {
            /// Dequeues a `ReusableView` cell, registering its class (or nib) the first time this collection view dequeues it.
            final func dequeue<T: UICollectionViewCell>(for indexPath: IndexPath) -> T where T: ReusableView {
                if ReusableViewRegistrations.isFirstUse(of: T.defaultReuseIdentifier, in: self) {
        {{#nibLoadable}}
                    if let nibType = T.self as? any NibLoadable.Type {
                        register(nibType.nib, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
                    } else {
                        register(T.self, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
                    }
        {{/nibLoadable}}
        {{^nibLoadable}}
                    register(T.self, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
        {{/nibLoadable}}
                }
                let cell = dequeueReusableCell(withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
                guard let typed = cell as? T else {
                    fatalError("reusable-gen: failed to dequeue a cell with identifier \(T.defaultReuseIdentifier) matching type \(T.self); got a \(type(of: cell)).")
                }
                return typed
            }
        }
        {{/helpers.collectionViewDequeue}}
        {{#helpers.decorationView}}

        // MARK: - UICollectionViewLayout

        {{access}}extension UICollectionViewLayout {
            /// Registers a decoration view class, or its nib when the class is `NibLoadable`, for an element kind.
            final func register<T: UICollectionReusableView>(decorationViewType: T.Type, ofKind elementKind: String) {
        {{#nibLoadable}}
                if let nibType = decorationViewType as? any NibLoadable.Type {
                    register(nibType.nib, forDecorationViewOfKind: elementKind)
                } else {
                    register(decorationViewType, forDecorationViewOfKind: elementKind)
                }
        {{/nibLoadable}}
        {{^nibLoadable}}
                register(decorationViewType, forDecorationViewOfKind: elementKind)
        {{/nibLoadable}}
            }
        }
        {{/helpers.decorationView}}

        {{#declaresReusableView}}
        // MARK: - First-use registrations of ReusableView cells

        /// Which identifiers each live table or collection view has registered through `dequeue(for:)`.
        @MainActor
        private enum ReusableViewRegistrations {
            private final class Owner {
                weak var object: AnyObject?
                var identifiers: Set<String> = []
                init(_ object: AnyObject) { self.object = object }
            }

            private static var owners: [ObjectIdentifier: Owner] = [:]

            /// Whether `identifier` is seen for the first time in `object` (and records it).
            static func isFirstUse(of identifier: String, in object: AnyObject) -> Bool {
                let key = ObjectIdentifier(object)
                if let owner = owners[key], owner.object === object {
                    return owner.identifiers.insert(identifier).inserted
                }
                owners = owners.filter { $0.value.object != nil }
                let owner = Owner(object)
                owner.identifiers.insert(identifier)
                owners[key] = owner
                return true
            }
        }
        {{/declaresReusableView}}
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
            {{witnessAccess}}static var nib: UINib { UINib(nibName: {{nibNameMember}}, bundle: {{bundle}}) }
        {{/nib}}
        {{#sceneStoryboard}}

            /// The storyboard `storyboardName` in {{bundleDescription}}.
            {{witnessAccess}}static var sceneStoryboard: UIStoryboard { UIStoryboard(name: storyboardName, bundle: {{bundle}}) }
        {{/sceneStoryboard}}
        {{#tableViewCell}}

            /// Registers the cell with `tableView` under `reuseIdentifier`{{#byNib}}, with its nib{{/byNib}}.
            {{memberAccess}}static func register(in tableView: UITableView) {
                tableView.register(cellType: self)
            }

            /// Dequeues the cell from `tableView`.
            {{memberAccess}}static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {
                tableView.dequeueReusableCell(for: indexPath, cellType: self)
            }
        {{/tableViewCell}}
        {{#headerFooterView}}

            /// Registers the header-footer view with `tableView` under `reuseIdentifier`{{#byNib}}, with its nib{{/byNib}}.
            {{memberAccess}}static func register(in tableView: UITableView) {
                tableView.register(headerFooterViewType: self)
            }

            /// Dequeues the header-footer view from `tableView`; it must have been registered.
            {{memberAccess}}static func dequeue(from tableView: UITableView) -> Self {
                tableView.dequeueHeaderFooterView(self)
            }
        {{/headerFooterView}}
        {{#collectionViewCell}}

            /// Registers the cell with `collectionView` under `reuseIdentifier`{{#byNib}}, with its nib{{/byNib}}.
            {{memberAccess}}static func register(in collectionView: UICollectionView) {
                collectionView.register(cellType: self)
            }

            /// Dequeues the cell from `collectionView`.
            {{memberAccess}}static func dequeue(from collectionView: UICollectionView, for indexPath: IndexPath) -> Self {
                collectionView.dequeueReusableCell(for: indexPath, cellType: self)
            }
        {{/collectionViewCell}}
        {{#supplementaryView}}

            /// Registers the view with `collectionView` for `elementKind` under `reuseIdentifier`{{#byNib}}, with its nib{{/byNib}}.
            {{memberAccess}}static func register(in collectionView: UICollectionView, ofKind elementKind: String) {
                collectionView.register(supplementaryViewType: self, ofKind: elementKind)
            }

            /// Dequeues the view for `elementKind` from `collectionView`.
            {{memberAccess}}static func dequeue(from collectionView: UICollectionView, ofKind elementKind: String, for indexPath: IndexPath) -> Self {
                collectionView.dequeueReusableSupplementaryView(ofKind: elementKind, for: indexPath, viewType: self)
            }

            /// Registers the view as the decoration view for `elementKind` of `layout`.
            {{memberAccess}}static func register(asDecorationIn layout: UICollectionViewLayout, ofKind elementKind: String) {
                layout.register(decorationViewType: self, ofKind: elementKind)
            }
        {{/supplementaryView}}
        {{#cellRegistration}}

            /// A registration for `dequeueConfiguredReusableCell(using:for:item:)` that creates the cell {{#byNib}}from its nib{{/byNib}}{{#bySubclassNib}}by class (from the nib of a `NibLoadable` subclass){{/bySubclassNib}}{{#byClass}}by class{{/byClass}} and configures it with `handler`; make it once, outside the cell provider.
        {{#availability}}
            {{attribute}}
        {{/availability}}
            {{memberAccess}}static func registration{{genericParameters}}(handler: @escaping UICollectionView.CellRegistration<{{registered}}, {{item}}>.Handler) -> UICollectionView.CellRegistration<{{registered}}, {{item}}> {
        {{#byNib}}
                UICollectionView.CellRegistration(cellNib: {{registered}}.nib, handler: handler)
        {{/byNib}}
        {{#bySubclassNib}}
                if let nibType = {{registered}}.self as? any NibLoadable.Type {
                    return UICollectionView.CellRegistration(cellNib: nibType.nib, handler: handler)
                }
                return UICollectionView.CellRegistration(handler: handler)
        {{/bySubclassNib}}
        {{#byClass}}
                UICollectionView.CellRegistration(handler: handler)
        {{/byClass}}
            }
        {{/cellRegistration}}
        {{#supplementaryRegistration}}

            /// A registration for `dequeueConfiguredReusableSupplementary(using:for:)` that creates the view for `elementKind` {{#byNib}}from its nib{{/byNib}}{{#bySubclassNib}}by class (from the nib of a `NibLoadable` subclass){{/bySubclassNib}}{{#byClass}}by class{{/byClass}} and configures it with `handler`; make it once, outside the supplementary view provider.
        {{#availability}}
            {{attribute}}
        {{/availability}}
            {{memberAccess}}static func registration{{genericParameters}}(ofKind elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<{{registered}}>.Handler) -> UICollectionView.SupplementaryRegistration<{{registered}}> {
        {{#byNib}}
                UICollectionView.SupplementaryRegistration(supplementaryNib: {{registered}}.nib, elementKind: elementKind, handler: handler)
        {{/byNib}}
        {{#bySubclassNib}}
                if let nibType = {{registered}}.self as? any NibLoadable.Type {
                    return UICollectionView.SupplementaryRegistration(supplementaryNib: nibType.nib, elementKind: elementKind, handler: handler)
                }
                return UICollectionView.SupplementaryRegistration(elementKind: elementKind, handler: handler)
        {{/bySubclassNib}}
        {{#byClass}}
                UICollectionView.SupplementaryRegistration(elementKind: elementKind, handler: handler)
        {{/byClass}}
            }
        {{/supplementaryRegistration}}
        {{#nibViewController}}

            /// Creates the controller from its nib `nibName`.
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
