import Reusable
import Testing
import UIKit
@testable import ReusableClient

/// The generated file next to the Reusable library: literals from the generator, helpers from the library.
@MainActor
struct LibraryClientTests {
    let indexPath = IndexPath(row: 0, section: 0)

    @Test func generatedLiteralsWitnessTheLibrarysProtocols() {
        #expect(LibraryCell.reuseIdentifier == "LibraryCell")
        #expect(LibraryNibCell.nibName == "LibraryNibCell")
        #expect(LibraryViewController.storyboardName == "LibraryViewController")
        func identifier<T: Reusable>(of type: T.Type) -> String { type.reuseIdentifier }
        #expect(identifier(of: LibraryCell.self) == "LibraryCell")
    }

    @Test func typedFactoriesUseTheLibrarysHelpers() throws {
        StandInRegistry.registerNib(named: "LibraryNibCell", in: Bundle(for: LibraryNibCell.self),
                                    StandInNib(rootObjects: [LibraryNibCell.self]))
        let tableView = UITableView()
        LibraryCell.register(in: tableView)
        LibraryNibCell.register(in: tableView)
        guard case .class? = tableView.__standInCellRegistration(forIdentifier: "LibraryCell"),
              case .nib? = tableView.__standInCellRegistration(forIdentifier: "LibraryNibCell") else {
            Issue.record("registrations are not by class and nib")
            return
        }
        #expect(type(of: LibraryCell.dequeue(from: tableView, for: indexPath)) == LibraryCell.self)
        #expect(type(of: LibraryNibCell.dequeue(from: tableView, for: indexPath)) == LibraryNibCell.self)
        LibraryHeader.register(in: tableView)
        #expect(type(of: LibraryHeader.dequeue(from: tableView)) == LibraryHeader.self)
        let listCell: LibraryListCell = tableView.dequeue(for: indexPath)
        #expect(listCell.reuseIdentifier == "LibraryListCell")
    }

    @Test func theLibrarysInstantiateFindsTheStoryboard() {
        StandInRegistry.registerStoryboard(named: "LibraryViewController", in: Bundle(for: LibraryViewController.self),
                                           StandInStoryboard(initialViewController: LibraryViewController.self))
        #expect(type(of: LibraryViewController.instantiate()) == LibraryViewController.self)
    }

    @Test func generatedRegistrationsAndCreatorsWorkWithTheLibrarysProtocols() {
        let bundle = Bundle(for: LibraryPhotoCell.self)
        StandInRegistry.registerNib(named: "LibraryPhotoCell", in: bundle, StandInNib(rootObjects: [LibraryPhotoCell.self]))
        StandInRegistry.clearLog()
        let photoCell = LibraryPhotoCell.registration { (cell: LibraryPhotoCell, _: IndexPath, item: String) in cell.photo = item }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let cell = collectionView.dequeueConfiguredReusableCell(using: photoCell, for: IndexPath(item: 0, section: 0), item: "sunset")
        #expect(type(of: cell) == LibraryPhotoCell.self && cell.photo == "sunset")
        #expect(StandInRegistry.log.contains(.nibInstantiated(name: "LibraryPhotoCell", bundlePath: bundle.bundlePath, owner: nil)))

        StandInRegistry.registerStoryboard(named: "LibraryViewController", in: Bundle(for: LibraryViewController.self),
                                           StandInStoryboard(initialViewController: LibraryViewController.self))
        var asked = 0
        let controller = LibraryViewController.instantiate { coder in asked += 1; return LibraryViewController(coder: coder) }
        #expect(type(of: controller) == LibraryViewController.self && asked == 1)
    }
}
