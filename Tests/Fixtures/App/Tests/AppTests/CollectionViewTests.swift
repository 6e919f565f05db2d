import Testing
import UIKit
@testable import App

/// Collection view cells, supplementary and decoration views through the generated API.
@MainActor
struct CollectionViewTests {
    let indexPath = IndexPath(item: 0, section: 0)

    func makeCollectionView() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    @Test func cellsByClassAndByNib() {
        StandInRegistry.registerNib(named: "NibPhotoCell", in: Bundle(for: NibPhotoCell.self), StandInNib(rootObjects: [NibPhotoCell.self]))
        let collectionView = makeCollectionView()
        PhotoCell.register(in: collectionView)
        NibPhotoCell.register(in: collectionView)
        guard case .class? = collectionView.__standInCellRegistration(forIdentifier: "PhotoCell"),
              case .nib? = collectionView.__standInCellRegistration(forIdentifier: "NibPhotoCell") else {
            Issue.record("registrations are not by class and nib")
            return
        }
        #expect(type(of: PhotoCell.dequeue(from: collectionView, for: indexPath)) == PhotoCell.self)
        #expect(type(of: NibPhotoCell.dequeue(from: collectionView, for: indexPath)) == NibPhotoCell.self)
    }

    @Test func genericNestedConditionalAndAvailableCells() {
        #expect(GenericCell<Int>.reuseIdentifier == "GenericCell<Int>")
        #expect(GenericCell<String>.reuseIdentifier == "GenericCell<String>")
        #expect(Gallery.ThumbnailCell.reuseIdentifier == "ThumbnailCell")
        #expect(FlaggedCell.reuseIdentifier == "FlaggedCell")
        #expect(ModernCell.reuseIdentifier == "ModernCell")
        let collectionView = makeCollectionView()
        collectionView.register(cellType: GenericCell<Int>.self)
        collectionView.register(cellType: GenericCell<String>.self)
        let intCell: GenericCell<Int> = collectionView.dequeueReusableCell(for: indexPath)
        let stringCell: GenericCell<String> = collectionView.dequeueReusableCell(for: indexPath)
        #expect(type(of: intCell) == GenericCell<Int>.self && type(of: stringCell) == GenericCell<String>.self)
    }

    @Test func supplementaryViewsByClassAndNib() {
        StandInRegistry.registerNib(named: "BadgeView", in: Bundle(for: BadgeView.self), StandInNib(rootObjects: [BadgeView.self]))
        let collectionView = makeCollectionView()
        let kind = UICollectionView.elementKindSectionFooter
        SectionTitleView.register(in: collectionView, ofKind: kind)
        BadgeView.register(in: collectionView, ofKind: "badge")
        #expect(type(of: SectionTitleView.dequeue(from: collectionView, ofKind: kind, for: indexPath)) == SectionTitleView.self)
        #expect(type(of: BadgeView.dequeue(from: collectionView, ofKind: "badge", for: indexPath)) == BadgeView.self)
    }

    @Test func decorationViewsRegisterWithTheLayout() {
        let layout = UICollectionViewFlowLayout()
        SeparatorView.register(asDecorationIn: layout, ofKind: "separator")
        guard case .class(let registered)? = layout.__standInDecorationRegistration(ofKind: "separator") else {
            Issue.record("SeparatorView is not registered as a decoration view")
            return
        }
        #expect(ObjectIdentifier(registered) == ObjectIdentifier(SeparatorView.self))
    }

    @Test func reusableViewCollectionCellsRegisterThemselves() {
        let collectionView = makeCollectionView()
        let cell: ListCollectionCell = collectionView.dequeue(for: indexPath)
        #expect(cell.reuseIdentifier == "ListCollectionCell")
    }
}
