import AppKit
import Testing

/// AppKit stand-in behaviour. Nonisolated AppKit APIs (`NSNib`, `NSStoryboard`, layout) are
/// exercised from the main actor, where AppKit requires them to run.
@MainActor
struct AppKitTests {
    /// A two-index path for item 0.
    let first = IndexPath(item: 0, section: 0)

    /// Both initializers of the identifier build the same value.
    @Test func identifierIsRawRepresentable() {
        #expect(NSUserInterfaceItemIdentifier("A") == NSUserInterfaceItemIdentifier(rawValue: "A"))
    }

    /// An unknown nib name gives `nil`, and the request is logged.
    @Test func nibNamedReturnsNilForUnknownNibAndLogs() {
        #expect(NSNib(nibNamed: "Unknown", bundle: .main) == nil)
        #expect(StandInRegistry.log.last == .nibCreated(name: "Unknown", bundlePath: Bundle.main.bundlePath, found: false))
    }

    /// Instantiating fills the out-parameter, wires and awakes the owner, and its content can be pinned.
    @Test func nibInstantiateFillsTopLevelObjectsAndConnectsOwner() throws {
        let bundle = Bundle(for: BadgeView.self)
        StandInRegistry.registerNib(named: "BadgeView", in: bundle, StandInNib(rootObjects: [NSView.self]) { owner, objects in
            (owner as? BadgeView)?.content = objects.first as? NSView
        })
        let owner = BadgeView(frame: .zero)
        let nib = try #require(NSNib(nibNamed: "BadgeView", bundle: bundle))
        var objects: NSArray?
        #expect(nib.instantiate(withOwner: owner, topLevelObjects: &objects))
        let content = try #require(owner.content)
        #expect(owner.awakeCount == 1)
        #expect(objects?.count == 1 && objects?.firstObject as? NSView === content)
        content.translatesAutoresizingMaskIntoConstraints = false
        owner.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: owner.topAnchor),
            content.bottomAnchor.constraint(equalTo: owner.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: owner.trailingAnchor),
        ])
        #expect(owner.constraints.count == 4)
        #expect(StandInRegistry.log.last == .nibInstantiated(
            name: "BadgeView", bundlePath: bundle.bundlePath, owner: ObjectIdentifier(owner)))
    }

    /// Table views make views only for registered nibs, set their identifier, and unregister with `nil`.
    @Test func tableViewMakesViewsFromRegisteredNibs() throws {
        StandInRegistry.registerNib(named: "NameCellView", in: nil, StandInNib(rootObjects: [NameCellView.self]))
        let table = NSTableView(frame: .zero)
        let identifier = NSUserInterfaceItemIdentifier("Name")
        #expect(table.makeView(withIdentifier: identifier, owner: nil) == nil)
        #expect(table.registeredNibsByIdentifier == nil)
        table.register(NSNib(nibNamed: "NameCellView", bundle: nil), forIdentifier: identifier)
        let view = try #require(table.makeView(withIdentifier: identifier, owner: self as AnyObject?) as? NameCellView)
        #expect(view.didAwake)
        #expect(view.identifier == identifier)
        #expect(table.registeredNibsByIdentifier?[identifier]?.__standInNibName == "NameCellView")
        table.register(nil, forIdentifier: identifier)
        #expect(table.makeView(withIdentifier: identifier, owner: nil) == nil)
    }

    /// Items come from `init(nibName:bundle:)` for classes and from the nib for nibs.
    @Test func collectionViewItemsByClassAndNib() throws {
        StandInRegistry.registerNib(named: "NibItem", in: nil, StandInNib(rootObjects: [NibItem.self, NSView.self]))
        let collection = NSCollectionView(frame: .zero)
        let photo = NSUserInterfaceItemIdentifier("Photo")
        collection.register(PhotoItem.self, forItemWithIdentifier: photo)
        let item = try #require(collection.makeItem(withIdentifier: photo, for: first) as? PhotoItem)
        #expect(item.createdBy == "init(nibName:bundle:)")
        #expect(item.nibName == nil && item.identifier == photo)
        #expect(item.view.frame == .zero)
        collection.register(NSNib(nibNamed: "NibItem", bundle: nil), forItemWithIdentifier: photo)
        #expect(collection.makeItem(withIdentifier: photo, for: first) is NibItem)
        collection.register(nil as AnyClass?, forItemWithIdentifier: photo)
        #expect(collection.__standInItemRegistration(forIdentifier: photo) == nil)
    }

    /// Supplementary views come from `init(frame:)` for classes and `init?(coder:)` for nibs.
    @Test func collectionViewSupplementaryViewsByClassAndNib() throws {
        StandInRegistry.registerNib(named: "Header", in: nil, StandInNib(rootObjects: [SectionHeaderView.self]))
        let collection = NSCollectionView(frame: .zero)
        let kind = NSCollectionView.elementKindSectionHeader
        let id = NSUserInterfaceItemIdentifier("Header")
        collection.register(SectionHeaderView.self, forSupplementaryViewOfKind: kind, withIdentifier: id)
        let header = try #require(
            collection.makeSupplementaryView(ofKind: kind, withIdentifier: id, for: first) as? SectionHeaderView)
        #expect(header.createdBy == "init(frame:)")
        collection.register(NSNib(nibNamed: "Header", bundle: nil), forSupplementaryViewOfKind: kind, withIdentifier: id)
        let fromNib = try #require(
            collection.makeSupplementaryView(ofKind: kind, withIdentifier: id, for: first) as? SectionHeaderView)
        #expect(fromNib.createdBy == "init(coder:)")
        #expect(fromNib.identifier == id)
    }

    /// Storyboard scenes are created through `init?(coder:)` or the creator block, and logged.
    @Test func storyboardScenesUseCoderAndCreators() throws {
        StandInRegistry.registerStoryboard(
            named: "Main", in: .main,
            StandInStoryboard(initialController: MainViewController.self, scenes: ["Main": MainViewController.self]))
        let storyboard = NSStoryboard(name: "Main", bundle: .main)
        let initial = try #require(storyboard.instantiateInitialController() as? MainViewController)
        #expect(initial.token == nil && initial.storyboard === storyboard)
        #expect(storyboard.instantiateController(withIdentifier: "Main") is MainViewController)
        let injected: MainViewController = storyboard.instantiateController(identifier: "Main") { coder in
            MainViewController(coder: coder, token: "t")
        }
        #expect(injected.token == "t")
        let typed: MainViewController? = storyboard.instantiateInitialController()
        #expect(typed != nil)
        #expect(Array(StandInRegistry.log.suffix(5)) == [
            .storyboardCreated(name: "Main", bundlePath: Bundle.main.bundlePath),
            .controllerInstantiated(storyboard: "Main", identifier: nil),
            .controllerInstantiated(storyboard: "Main", identifier: "Main"),
            .controllerInstantiated(storyboard: "Main", identifier: "Main"),
            .controllerInstantiated(storyboard: "Main", identifier: nil),
        ])
    }

    /// A controller without a nib name loads the nib named after its class.
    @Test func viewControllerLoadsNibNamedAfterClass() {
        StandInRegistry.registerNib(named: "PanelViewController", in: nil, StandInNib(rootObjects: [BadgeView.self]))
        let controller = PanelViewController()
        #expect(controller.view is BadgeView)
        #expect(controller.didLoad)
    }

    /// The IndexPath overlay reads and writes the two indices.
    @Test func indexPathOverlay() {
        var path = IndexPath(item: 1, section: 2)
        path.item = 4
        #expect(path.item == 4 && path.section == 2)
    }
}

/// AppKit stand-in traps, checked in child processes.
struct AppKitTrapTests {
    /// Making an item for an unregistered identifier raises.
    @Test func unregisteredItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSCollectionView(frame: .zero).makeItem(
                    withIdentifier: NSUserInterfaceItemIdentifier("Missing"), for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(standardErrorText(of: result).contains(
            "no item class or nib is registered for identifier Missing"))
    }

    /// Unknown storyboards and scene identifiers raise with AppKit-style reasons.
    @Test func unknownStoryboardAndSceneTrap() async {
        let missing = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NSStoryboard(name: "Missing", bundle: nil)
        }
        #expect(standardErrorText(of: missing).contains(
            "Could not find a storyboard named 'Missing' in bundle"))
        let scene = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            StandInRegistry.registerStoryboard(named: "Main", in: nil, StandInStoryboard(initialController: nil))
            _ = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "X")
        }
        #expect(standardErrorText(of: scene).contains(
            "Storyboard (Main) doesn't contain a controller with identifier 'X'"))
    }

    /// A controller whose nib cannot be loaded raises when its view is loaded.
    @Test func viewControllerWithoutNibTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = NSViewController(nibName: "NoSuchNib", bundle: nil).view }
        }
        #expect(standardErrorText(of: result).contains(
            "could not load the nibName: NoSuchNib in bundle (null)."))
    }
}
