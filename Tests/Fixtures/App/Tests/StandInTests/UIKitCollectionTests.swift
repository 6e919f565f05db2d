import Testing
import UIKit

/// Collection view registration and dequeueing, including registrations and decoration views.
@MainActor
struct UIKitCollectionTests {
    /// A two-index path for item 0.
    let first = IndexPath(item: 0, section: 0)

    /// A fresh collection view.
    func makeCollectionView() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Class-registered cells are created with `init(frame: .zero)`.
    @Test func classRegistrationUsesFrameInitializerWithZeroFrame() throws {
        let collection = makeCollectionView()
        collection.register(GridCell.self, forCellWithReuseIdentifier: "Grid")
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "Grid", for: first) as? GridCell)
        #expect(cell.createdBy == "init(frame:)")
        #expect(cell.initialFrame == .zero)
        #expect(cell.reuseIdentifier == "Grid")
    }

    /// Nib-registered cells are created with `init?(coder:)` and awoken.
    @Test func nibRegistrationUsesCoderAndAwakes() throws {
        StandInRegistry.registerNib(named: "NibGridCell", in: nil, StandInNib(rootObjects: [NibGridCell.self]))
        let collection = makeCollectionView()
        collection.register(UINib(nibName: "NibGridCell", bundle: nil), forCellWithReuseIdentifier: "N")
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "N", for: first) as? NibGridCell)
        #expect(cell.didAwake)
        #expect(cell.reuseIdentifier == "N")
    }

    /// A later registration replaces an earlier one; `nil` unregisters.
    @Test func cellReplacementAndUnregistering() {
        let collection = makeCollectionView()
        collection.register(GridCell.self, forCellWithReuseIdentifier: "C")
        collection.register(NibGridCell.self, forCellWithReuseIdentifier: "C")
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "C", for: first) is NibGridCell)
        collection.register(nil as AnyClass?, forCellWithReuseIdentifier: "C")
        #expect(collection.__standInCellRegistration(forIdentifier: "C") == nil)
    }

    /// Supplementary registrations are keyed on kind and identifier.
    @Test func supplementaryRegistrationIsPerKindAndIdentifier() throws {
        let collection = makeCollectionView()
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        collection.register(GridHeader.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "S")
        collection.register(Shelf.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "S")
        let made = try #require(
            collection.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "S", for: first) as? GridHeader)
        #expect(made.createdBy == "init(frame:)")
        #expect(made.reuseIdentifier == "S")
        #expect(collection.dequeueReusableSupplementaryView(ofKind: footer, withReuseIdentifier: "S", for: first) is Shelf)
        collection.register(nil as UINib?, forSupplementaryViewOfKind: footer, withReuseIdentifier: "S")
        #expect(collection.__standInSupplementaryRegistration(ofKind: footer, forIdentifier: "S") == nil)
        #expect(collection.__standInSupplementaryRegistration(ofKind: header, forIdentifier: "S") != nil)
    }

    /// Nib-registered supplementary views are created with `init?(coder:)`.
    @Test func supplementaryNibRegistrationUsesCoder() throws {
        StandInRegistry.registerNib(named: "GridHeader", in: nil, StandInNib(rootObjects: [GridHeader.self]))
        let collection = makeCollectionView()
        let kind = UICollectionView.elementKindSectionHeader
        collection.register(UINib(nibName: "GridHeader", bundle: nil), forSupplementaryViewOfKind: kind, withReuseIdentifier: "H")
        let view = try #require(
            collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: first) as? GridHeader)
        #expect(view.createdBy == "init(coder:)")
    }

    /// The element kind constants have UIKit's values.
    @Test func elementKindValues() {
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    /// Layouts create decoration views by class or nib and forget them on `nil`.
    @Test func decorationViewsByClassAndNib() throws {
        StandInRegistry.registerNib(named: "ShelfNib", in: nil, StandInNib(rootObjects: [GridHeader.self]))
        let layout = UICollectionViewFlowLayout()
        layout.register(Shelf.self, forDecorationViewOfKind: "shelf")
        #expect(layout.__standInDecorationView(ofKind: "shelf") is Shelf)
        layout.register(UINib(nibName: "ShelfNib", bundle: nil), forDecorationViewOfKind: "shelf")
        let view = try #require(layout.__standInDecorationView(ofKind: "shelf") as? GridHeader)
        #expect(view.createdBy == "init(coder:)")
        layout.register(nil as AnyClass?, forDecorationViewOfKind: "shelf")
        #expect(layout.__standInDecorationView(ofKind: "shelf") == nil)
    }

    /// A cell registration creates its cell class and runs the handler with the item.
    @Test func cellRegistrationConfiguresDequeuedCells() {
        let collection = makeCollectionView()
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<GridCell, Int> { cell, indexPath, item in
            #expect(cell.createdBy == "init(frame:)")
            configured.append(item * 10 + indexPath.item)
        }
        let cell = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 2, section: 0), item: 7)
        _ = collection.dequeueConfiguredReusableCell(using: registration, for: first, item: 1)
        #expect(cell.reuseIdentifier != nil)
        #expect(configured == [72, 10])
    }

    /// Nib cell registrations and supplementary registrations work like class ones.
    @Test func nibCellRegistrationAndSupplementaryRegistration() {
        StandInRegistry.registerNib(named: "RegisteredNibGridCell", in: nil, StandInNib(rootObjects: [NibGridCell.self]))
        let collection = makeCollectionView()
        let cells = UICollectionView.CellRegistration<NibGridCell, String>(
            cellNib: UINib(nibName: "RegisteredNibGridCell", bundle: nil)
        ) { cell, _, _ in
            #expect(cell.didAwake)
        }
        #expect(collection.dequeueConfiguredReusableCell(using: cells, for: first, item: "x").didAwake)
        var kinds: [String] = []
        let headers = UICollectionView.SupplementaryRegistration<GridHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, kind, _ in
            kinds.append(kind)
        }
        let header = collection.dequeueConfiguredReusableSupplementary(using: headers, for: first)
        #expect(header.createdBy == "init(frame:)")
        #expect(kinds == [UICollectionView.elementKindSectionHeader])
    }
}
