import Testing
import UIKit

/// Nibs with owners, storyboards, view controllers and Auto Layout.
@MainActor
struct UIKitNibStoryboardTests {
    /// A nib creates its root objects, wires the owner, and logs name, bundle and owner.
    @Test func nibInstantiatesRootObjectsConnectsOwnerAndLogsRequest() throws {
        let bundle = Bundle(for: OwnerView.self)
        StandInRegistry.registerNib(named: "OwnerView", in: bundle, StandInNib(rootObjects: [UIView.self]) { owner, objects in
            (owner as? OwnerView)?.contentView = objects.first as? UIView
        })
        let owner = OwnerView(frame: .zero)
        let nib = UINib(nibName: "OwnerView", bundle: bundle)
        #expect(StandInRegistry.log.last == .nibCreated(name: "OwnerView", bundlePath: bundle.bundlePath))
        let objects = nib.instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 1)
        #expect(owner.contentView === objects.first as? UIView)
        #expect(StandInRegistry.log.last == .nibInstantiated(
            name: "OwnerView", bundlePath: bundle.bundlePath, owner: ObjectIdentifier(owner)))
    }

    /// A File's Owner can add its nib content and pin it with activated anchors.
    @Test func ownerPinsNibContentWithAnchors() throws {
        StandInRegistry.registerNib(named: "PinnedOwner", in: nil, StandInNib(rootObjects: [UIView.self, UIView.self]))
        let owner = OwnerView(frame: .zero)
        let views = UINib(nibName: "PinnedOwner", bundle: nil).instantiate(withOwner: owner).compactMap { $0 as? UIView }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            owner.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: owner.topAnchor),
                owner.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
                owner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
        #expect(owner.subviews.count == 2)
        #expect(owner.constraints.count == 8)
        #expect(owner.constraints.allSatisfy { $0.isActive })
        let constraint = NSLayoutConstraint(
            item: views[0], attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 44)
        constraint.priority = .defaultHigh
        #expect(constraint.priority == UILayoutPriority(750))
        constraint.isActive = true
        #expect(views[0].constraints.contains { $0 === constraint })
        constraint.isActive = false
        #expect(views[0].constraints.isEmpty)
    }

    /// `Bundle.loadNibNamed(_:owner:options:)` loads from the receiver.
    @Test func bundleLoadNibNamedUsesReceiverBundle() {
        StandInRegistry.registerNib(named: "BundleNib", in: .main, StandInNib(rootObjects: [NibCell.self]))
        let objects = Bundle.main.loadNibNamed("BundleNib", owner: nil)
        #expect(objects?.first is NibCell)
    }

    /// Initial and identified scenes are created with `init?(coder:)` and logged.
    @Test func storyboardInitialAndIdentifiedScenesUseCoder() throws {
        StandInRegistry.registerStoryboard(
            named: "Main", in: nil,
            StandInStoryboard(initialViewController: InitialViewController.self, scenes: ["Detail": DetailViewController.self]))
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let initial = try #require(storyboard.instantiateInitialViewController() as? InitialViewController)
        #expect(initial.createdBy == "init(coder:)")
        #expect(initial.didAwake)
        #expect(initial.storyboard === storyboard)
        let detail = try #require(storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailViewController)
        #expect(detail.detailID == nil)
        #expect(Array(StandInRegistry.log.suffix(3)) == [
            .storyboardCreated(name: "Main", bundlePath: nil),
            .viewControllerInstantiated(storyboard: "Main", identifier: nil),
            .viewControllerInstantiated(storyboard: "Main", identifier: "Detail"),
        ])
    }

    /// The generic creator variants use the creator, or `init?(coder:)` when it returns `nil`.
    @Test func genericCreatorVariants() throws {
        let bundle = Bundle(for: DetailViewController.self)
        StandInRegistry.registerStoryboard(
            named: "Details", in: bundle,
            StandInStoryboard(initialViewController: DetailViewController.self, scenes: ["Detail": DetailViewController.self]))
        let storyboard = UIStoryboard(name: "Details", bundle: bundle)
        let injected: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            DetailViewController(coder: coder, detailID: 42)
        }
        #expect(injected.detailID == 42)
        let plain: DetailViewController = storyboard.instantiateViewController(identifier: "Detail")
        #expect(plain.detailID == nil)
        let initial: DetailViewController? = storyboard.instantiateInitialViewController { coder in
            DetailViewController(coder: coder, detailID: 7)
        }
        #expect(initial?.detailID == 7)
        let fallback: DetailViewController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(fallback?.detailID == nil && fallback != nil)
    }

    /// A storyboard without an initial scene returns `nil`.
    @Test func storyboardWithoutInitialSceneReturnsNil() {
        StandInRegistry.registerStoryboard(named: "NoInitial", in: nil, StandInStoryboard(initialViewController: nil))
        #expect(UIStoryboard(name: "NoInitial", bundle: nil).instantiateInitialViewController() == nil)
    }

    /// A controller loads its view from its nib with itself as owner.
    @Test func viewControllerLoadsViewFromNibWithItselfAsOwner() {
        StandInRegistry.registerNib(named: "NibViewController", in: .main, StandInNib(rootObjects: [OwnerView.self]))
        let controller = NibViewController(nibName: "NibViewController", bundle: .main)
        #expect(!controller.isViewLoaded)
        #expect(controller.view is OwnerView)
        #expect(controller.didLoad)
        #expect(controller.nibName == "NibViewController")
        #expect(StandInRegistry.log.last == .nibInstantiated(
            name: "NibViewController", bundlePath: Bundle.main.bundlePath, owner: ObjectIdentifier(controller)))
    }

    /// Table and collection view controllers create their views.
    @Test func containerControllersCreateTheirViews() {
        #expect(UITableViewController(style: .grouped).tableView.style == .grouped)
        #expect(UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).collectionView != nil)
    }
}
