import Testing
import UIKit
@testable import App

/// Every usage example of the Reusable library's README, written as it is there, against the generated API.
@MainActor
struct ReusableReadmeTests {
    @Test func tableViewUsage() {
        let tableView = UITableView()
        let indexPath = IndexPath(row: 0, section: 0)
        tableView.register(cellType: FeedCell.self)
        let cell = tableView.dequeueReusableCell(for: indexPath) as FeedCell
        let typed: FeedCell = tableView.dequeueReusableCell(for: indexPath)
        let explicit = tableView.dequeueReusableCell(for: indexPath, cellType: FeedCell.self)
        #expect([cell, typed, explicit].allSatisfy { $0.reuseIdentifier == "FeedCell" })
        tableView.register(headerFooterViewType: SectionHeaderView.self)
        let header: SectionHeaderView? = tableView.dequeueReusableHeaderFooterView()
        let explicitHeader = tableView.dequeueReusableHeaderFooterView(SectionHeaderView.self)
        #expect(header != nil && explicitHeader != nil)
    }

    @Test func collectionViewUsage() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let indexPath = IndexPath(item: 0, section: 0)
        collectionView.register(cellType: PhotoCell.self)
        collectionView.register(supplementaryViewType: SectionTitleView.self, ofKind: UICollectionView.elementKindSectionHeader)
        let cell = collectionView.dequeueReusableCell(for: indexPath) as PhotoCell
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, for: indexPath) as SectionTitleView
        let explicit = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, for: indexPath, viewType: SectionTitleView.self)
        #expect(cell.reuseIdentifier == "PhotoCell")
        #expect(view.reuseIdentifier == "SectionTitleView" && explicit.reuseIdentifier == "SectionTitleView")
    }

    @Test func nibBasedViewsAndControllers() {
        StandInRegistry.registerNib(named: "CardView", in: Bundle(for: CardView.self), StandInNib(rootObjects: [CardView.self]))
        StandInRegistry.registerNib(named: "AvatarView", in: Bundle(for: AvatarView.self), StandInNib(rootObjects: [UIView.self, UIView.self]))
        let myView = CardView.loadFromNib()
        #expect(type(of: myView) == CardView.self)
        StandInRegistry.clearLog()
        let avatar = AvatarView(frame: .zero)
        #expect(avatar.loadedViews.count == 2)
        #expect(avatar.subviews.map(ObjectIdentifier.init) == avatar.loadedViews.map(ObjectIdentifier.init))
        #expect(avatar.loadedViews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(avatar.constraints.count == 8)
        #expect(StandInRegistry.log.last == .nibInstantiated(
            name: "AvatarView", bundlePath: Bundle(for: AvatarView.self).bundlePath, owner: ObjectIdentifier(avatar)))
    }

    @Test func nibOwnerContentLoadsFromInitWithCoder() throws {
        StandInRegistry.registerNib(named: "AvatarView", in: Bundle(for: AvatarView.self), StandInNib(rootObjects: [UIView.self]))
        StandInRegistry.registerNib(named: "ProfileHeader", in: nil, StandInNib(rootObjects: [AvatarView.self]))
        StandInRegistry.clearLog()
        let objects = UINib(nibName: "ProfileHeader", bundle: nil).instantiate(withOwner: nil, options: nil)
        let avatar = try #require(objects.first as? AvatarView)
        #expect(avatar.subviews.count == 1)
        #expect(avatar.constraints.count == 4)
        #expect(StandInRegistry.log.contains(.nibInstantiated(
            name: "AvatarView", bundlePath: Bundle(for: AvatarView.self).bundlePath, owner: ObjectIdentifier(avatar))))
    }

    @Test func storyboardBasedControllers() {
        StandInRegistry.registerStoryboard(
            named: "LoginViewController", in: Bundle(for: LoginViewController.self),
            StandInStoryboard(initialViewController: LoginViewController.self))
        StandInRegistry.registerStoryboard(named: "Main", in: nil, StandInStoryboard(
            initialViewController: nil, scenes: ["SettingsViewController": SettingsViewController.self]))
        StandInRegistry.registerStoryboard(named: "Onboarding", in: nil, StandInStoryboard(
            initialViewController: nil, scenes: ["OnboardingStep1": OnboardingViewController.self]))
        StandInRegistry.clearLog()
        let login = LoginViewController.instantiate()
        let settings = SettingsViewController.instantiate()
        let onboarding = OnboardingViewController.instantiate()
        #expect(type(of: login) == LoginViewController.self)
        #expect(type(of: settings) == SettingsViewController.self)
        #expect(type(of: onboarding) == OnboardingViewController.self)
        #expect(StandInRegistry.log.contains(.storyboardCreated(
            name: "LoginViewController", bundlePath: Bundle(for: LoginViewController.self).bundlePath)))
        #expect(StandInRegistry.log.contains(.viewControllerInstantiated(storyboard: "Main", identifier: "SettingsViewController")))
        #expect(StandInRegistry.log.contains(.viewControllerInstantiated(storyboard: "Onboarding", identifier: "OnboardingStep1")))
    }

    @Test func nibLoadableViewController() {
        let details = DetailsViewController.loadFromNib()
        #expect(details.nibName == "DetailsViewController")
        #expect(details.nibBundle?.bundlePath == Bundle(for: DetailsViewController.self).bundlePath)
    }
}
