import Testing
import UIKit
@testable import App

/// The generated `registration` factories (iOS 14) and `instantiate(creator:)` (iOS 13), as the README shows them.
@MainActor
struct ModernAPITests {
    let indexPath = IndexPath(item: 0, section: 0)

    func makeCollectionView() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Whether the stand-in loaded the named nib from the class's bundle.
    func loadedNib(_ name: String, of type: AnyClass) -> Bool {
        StandInRegistry.log.contains(.nibInstantiated(name: name, bundlePath: Bundle(for: type).bundlePath, owner: nil))
    }

    @Test func aCellRegistrationCreatesTheCellByClassAndConfiguresIt() {
        StandInRegistry.clearLog()
        let photoCell = PhotoCell.registration { (cell: PhotoCell, indexPath: IndexPath, item: String) in cell.configure(item) }
        let collectionView = makeCollectionView()
        let cell = collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: "sunset")
        #expect(type(of: cell) == PhotoCell.self)
        #expect(cell.photo == "sunset")
        #expect(StandInRegistry.log == [])
    }

    @Test func aNibCellRegistrationLoadsTheCellsNib() {
        StandInRegistry.registerNib(named: "NibPhotoCell", in: Bundle(for: NibPhotoCell.self), StandInNib(rootObjects: [NibPhotoCell.self]))
        StandInRegistry.clearLog()
        let photoCell = NibPhotoCell.registration { (cell: NibPhotoCell, indexPath: IndexPath, item: String) in cell.configure(item) }
        let cell = makeCollectionView().dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: "dune")
        #expect(type(of: cell) == NibPhotoCell.self)
        #expect(cell.photo == "dune")
        #expect(loadedNib("NibPhotoCell", of: NibPhotoCell.self))
    }

    @Test func aCellWithSubclassesRegistersTheClassItIsAskedFor() {
        StandInRegistry.registerNib(named: "NibCardCell", in: Bundle(for: NibCardCell.self), StandInNib(rootObjects: [NibCardCell.self]))
        StandInRegistry.clearLog()
        let collectionView = makeCollectionView()
        let cards = CardCell.registration { (cell: CardCell, _: IndexPath, item: Int) in cell.title = "card \(item)" }
        let wide = CardCell.registration { (cell: WideCardCell, _: IndexPath, item: Int) in cell.title = "wide \(item)" }
        let card = collectionView.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: 1)
        let wideCard = collectionView.dequeueConfiguredReusableCell(using: wide, for: indexPath, item: 2)
        #expect(type(of: card) == CardCell.self && card.title == "card 1")
        #expect(type(of: wideCard) == WideCardCell.self && wideCard.title == "wide 2")
        #expect(StandInRegistry.log == [])

        let nibCards = NibCardCell.registration { (cell: NibCardCell, _: IndexPath, item: Int) in cell.title = "nib \(item)" }
        let nibCard = collectionView.dequeueConfiguredReusableCell(using: nibCards, for: indexPath, item: 3)
        #expect(type(of: nibCard) == NibCardCell.self && nibCard.title == "nib 3")
        #expect(loadedNib("NibCardCell", of: NibCardCell.self))
    }

    @Test func supplementaryRegistrationsByClassAndByNibForEachKind() {
        StandInRegistry.registerNib(named: "BadgeView", in: Bundle(for: BadgeView.self), StandInNib(rootObjects: [BadgeView.self]))
        StandInRegistry.clearLog()
        let collectionView = makeCollectionView()
        var configured: [String] = []
        let header = SectionTitleView.registration(ofKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            configured.append("\(type(of: header)) \(kind) \(indexPath.item)")
        }
        let title = collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        #expect(type(of: title) == SectionTitleView.self)
        #expect(StandInRegistry.log == [])

        let footer = BadgeView.registration(ofKind: UICollectionView.elementKindSectionFooter) { badge, kind, indexPath in
            configured.append("\(type(of: badge)) \(kind) \(indexPath.item)")
        }
        let badge = collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: IndexPath(item: 4, section: 0))
        #expect(type(of: badge) == BadgeView.self)
        #expect(loadedNib("BadgeView", of: BadgeView.self))
        #expect(configured == [
            "SectionTitleView UICollectionElementKindSectionHeader 0", "BadgeView UICollectionElementKindSectionFooter 4",
        ])
    }

    @Test func aSupplementaryViewWithSubclassesRegistersTheClassItIsAskedFor() {
        StandInRegistry.registerNib(named: "NibBannerView", in: Bundle(for: NibBannerView.self), StandInNib(rootObjects: [NibBannerView.self]))
        StandInRegistry.clearLog()
        let collectionView = makeCollectionView()
        let banners = BannerView.registration(ofKind: "banner") { (view: BannerView, kind: String, _: IndexPath) in view.kind = kind }
        let banner = collectionView.dequeueConfiguredReusableSupplementary(using: banners, for: indexPath)
        #expect(type(of: banner) == BannerView.self && banner.kind == "banner")
        #expect(StandInRegistry.log == [])

        let nibBanners = BannerView.registration(ofKind: "nib-banner") { (view: NibBannerView, kind: String, _: IndexPath) in view.kind = kind }
        let nibBanner = collectionView.dequeueConfiguredReusableSupplementary(using: nibBanners, for: indexPath)
        #expect(type(of: nibBanner) == NibBannerView.self && nibBanner.kind == "nib-banner")
        #expect(loadedNib("NibBannerView", of: NibBannerView.self))
    }

    @Test func aStoryboardBasedControllerGetsItsDependencyFromTheCreator() {
        StandInRegistry.registerStoryboard(
            named: "ProfileViewController", in: Bundle(for: ProfileViewController.self),
            StandInStoryboard(initialViewController: ProfileViewController.self))
        StandInRegistry.clearLog()
        let profile = ProfileViewController.instantiate { coder in ProfileViewController(coder: coder, user: "ada") }
        #expect(type(of: profile) == ProfileViewController.self)
        #expect(profile.user == "ada")
        #expect(StandInRegistry.log == [
            .storyboardCreated(name: "ProfileViewController", bundlePath: Bundle(for: ProfileViewController.self).bundlePath),
            .viewControllerInstantiated(storyboard: "ProfileViewController", identifier: nil),
        ])
    }

    @Test func aStoryboardSceneBasedControllerGetsItsDependencyFromTheCreator() {
        StandInRegistry.registerStoryboard(
            named: "Photos", in: nil, StandInStoryboard(initialViewController: nil, scenes: ["PhotoViewController": PhotoViewController.self]))
        StandInRegistry.clearLog()
        let detail = PhotoViewController.instantiate { coder in PhotoViewController(coder: coder, photo: "sunset") }
        #expect(detail.photo == "sunset")
        #expect(StandInRegistry.log.contains(.viewControllerInstantiated(storyboard: "Photos", identifier: "PhotoViewController")))
    }

    @Test func aCreatorThatReturnsNilFallsBackToInitCoder() {
        StandInRegistry.registerStoryboard(
            named: "ProfileViewController", in: Bundle(for: ProfileViewController.self),
            StandInStoryboard(initialViewController: ProfileViewController.self))
        StandInRegistry.registerStoryboard(
            named: "Photos", in: nil, StandInStoryboard(initialViewController: nil, scenes: ["PhotoViewController": PhotoViewController.self]))
        var asked = 0
        let profile = ProfileViewController.instantiate { _ in asked += 1; return nil }
        let detail = PhotoViewController.instantiate { _ in asked += 1; return nil }
        #expect(asked == 2)
        #expect(profile.user == nil && detail.photo == nil)
        #expect(type(of: profile) == ProfileViewController.self && type(of: detail) == PhotoViewController.self)
    }
}
