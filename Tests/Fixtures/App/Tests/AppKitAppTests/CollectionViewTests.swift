import AppKit
import Testing
@testable import AppKitApp

/// Collection view items and supplementary views through the generated API.
@MainActor
struct CollectionViewTests {
    let indexPath = IndexPath(item: 0, section: 0)

    @Test func itemsRegisteredByClassAreCreatedThroughTheNibNameInitializer() {
        let collectionView = NSCollectionView()
        PhotoItem.register(in: collectionView)
        guard case .class(let registered)? = collectionView.__standInItemRegistration(forIdentifier: PhotoItem.userInterfaceItemIdentifier) else {
            Issue.record("PhotoItem is not registered by class")
            return
        }
        #expect(ObjectIdentifier(registered) == ObjectIdentifier(PhotoItem.self))
        let item = PhotoItem.make(from: collectionView, for: indexPath)
        #expect(item.createdBy == "init(nibName:bundle:)")
        #expect(item.identifier == NSUserInterfaceItemIdentifier("PhotoItem"))
        let typed: PhotoItem = collectionView.makeItem(for: indexPath)
        #expect(typed !== item)
    }

    @Test func itemsRegisteredByNibUseTheNibNamedAfterTheClass() {
        let bundle = Bundle(for: AlbumItem.self)
        StandInRegistry.registerNib(named: "AlbumItem", in: bundle, StandInNib(rootObjects: [AlbumItem.self]))
        let collectionView = NSCollectionView()
        StandInRegistry.clearLog()
        collectionView.register(itemType: AlbumItem.self)
        #expect(StandInRegistry.log == [.nibCreated(name: "AlbumItem", bundlePath: bundle.bundlePath, found: true)])
        guard case .nib(let nib)? = collectionView.__standInItemRegistration(forIdentifier: AlbumItem.userInterfaceItemIdentifier) else {
            Issue.record("AlbumItem is not registered by nib")
            return
        }
        #expect(nib.__standInNibName == "AlbumItem")
        let item = collectionView.makeItem(for: indexPath, itemType: AlbumItem.self)
        #expect(type(of: item) == AlbumItem.self)
    }

    @Test func userOverridesFromReusablesReadmeAreUsed() {
        #expect(CustomIdentifierItem.reuseIdentifier == "VeryCustomReuseIdentifier")
        let collectionView = NSCollectionView()
        CustomIdentifierItem.register(in: collectionView)
        #expect(collectionView.__standInItemRegistration(forIdentifier: NSUserInterfaceItemIdentifier("VeryCustomReuseIdentifier")) != nil)
        let item = CustomIdentifierItem.make(from: collectionView, for: indexPath)
        #expect(item.identifier?.rawValue == "VeryCustomReuseIdentifier")
    }

    @Test func supplementaryViewsByClassAndNib() {
        StandInRegistry.registerNib(named: "SectionFooterView", in: nil, StandInNib(rootObjects: [SectionFooterView.self]))
        let collectionView = NSCollectionView()
        let header = NSCollectionView.elementKindSectionHeader
        let footer = NSCollectionView.elementKindSectionFooter
        SectionHeaderView.register(in: collectionView, ofKind: header)
        collectionView.register(supplementaryViewType: SectionFooterView.self, ofKind: footer)
        guard case .class? = collectionView.__standInSupplementaryRegistration(ofKind: header, forIdentifier: SectionHeaderView.userInterfaceItemIdentifier),
              case .nib? = collectionView.__standInSupplementaryRegistration(ofKind: footer, forIdentifier: SectionFooterView.userInterfaceItemIdentifier) else {
            Issue.record("the header must be registered by class and the footer by nib")
            return
        }
        let madeHeader = SectionHeaderView.make(from: collectionView, ofKind: header, for: indexPath)
        let madeFooter: SectionFooterView = collectionView.makeSupplementaryView(ofKind: footer, for: indexPath)
        #expect(madeHeader.identifier?.rawValue == "SectionHeaderView")
        #expect(type(of: madeFooter) == SectionFooterView.self)
    }
}
