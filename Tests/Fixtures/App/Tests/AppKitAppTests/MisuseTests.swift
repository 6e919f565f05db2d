import AppKit
import Foundation
import Testing
@testable import AppKitApp

/// Misuse traps with a message that says which identifier, which type and what to check; each runs in a
/// child process (Swift Testing exit tests), so the trap is observed, not skipped.
struct MisuseTests {
    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func makingAnUnregisteredCellViewTrapsWithWhatToDo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = StatusCellView.make(from: NSTableView())
            }
        }
        #expect(Self.stderr(result).contains("""
            reusable-gen: the table view has no view with identifier StatusCellView for type StatusCellView. \
            Call register(cellType: StatusCellView.self) first, or give a view in the table view's XIB/Storyboard \
            the identifier StatusCellView.
            """))
    }

    @Test func aCellViewOfTheWrongClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerNib(named: "Other", in: nil, StandInNib(rootObjects: [NSTableCellView.self]))
                let tableView = NSTableView()
                tableView.register(NSNib(nibNamed: "Other", bundle: nil), forIdentifier: NameCellView.userInterfaceItemIdentifier)
                _ = NameCellView.make(from: tableView)
            }
        }
        #expect(Self.stderr(result).contains(
            "reusable-gen: failed to make a view with identifier NameCellView matching type NameCellView; got a NSTableCellView."))
    }

    @Test func anItemOfTheWrongClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collectionView = NSCollectionView()
                collectionView.register(AlbumItem.self, forItemWithIdentifier: PhotoItem.userInterfaceItemIdentifier)
                _ = PhotoItem.make(from: collectionView, for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains(
            "reusable-gen: failed to make an item with identifier PhotoItem matching type PhotoItem; got a AlbumItem."))
    }

    @Test func aMissingNibTrapsWithItsNameAndBundle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = BadgeView.loadFromNib()
            }
        }
        #expect(Self.stderr(result).contains("reusable-gen: no nib named 'BadgeView' in \(Bundle(for: BadgeView.self).bundlePath) for BadgeView."))
    }

    @Test func aNibWithoutAViewOfTheClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerNib(named: "BadgeView", in: nil, StandInNib(rootObjects: [NSView.self]))
                _ = BadgeView.loadFromNib()
            }
        }
        #expect(Self.stderr(result).contains("reusable-gen: the nib of BadgeView has no top-level view of type BadgeView."))
    }

    @Test func aStoryboardWhoseInitialControllerIsAnotherClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(
                    named: "LoginViewController", in: nil, StandInStoryboard(initialController: DetailsViewController.self))
                _ = LoginViewController.instantiate()
            }
        }
        #expect(Self.stderr(result).contains("is not of class LoginViewController"))
    }

    @Test func aCreatorForAnInitialControllerOfAnotherClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(
                    named: "ProfileViewController", in: Bundle(for: ProfileViewController.self),
                    StandInStoryboard(initialController: DetailsViewController.self))
                _ = ProfileViewController.instantiate { _ in nil }
            }
        }
        #expect(Self.stderr(result).contains("""
            is a DetailsViewController, not a ProfileViewController. Check the storyboard's Is Initial Controller scene \
            and its Custom Class.
            """), "\(Self.stderr(result))")
    }

    @Test func aCreatorForASceneOfAnotherClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(named: "Photos", in: nil, StandInStoryboard(
                    initialController: nil, scenes: ["PhotoViewController": DetailsViewController.self]))
                _ = PhotoViewController.instantiate { _ in nil }
            }
        }
        #expect(Self.stderr(result).contains("""
            is a DetailsViewController, not a PhotoViewController. Check the scene's Custom Class.
            """), "\(Self.stderr(result))")
    }
}
