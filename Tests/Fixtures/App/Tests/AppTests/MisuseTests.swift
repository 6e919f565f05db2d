import Foundation
import Testing
import UIKit
@testable import App

/// Misuse traps with a message that says which identifier, which type and what to check; each runs in a
/// child process (Swift Testing exit tests), so the trap is observed, not skipped.
struct MisuseTests {
    static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func dequeueingAnUnregisteredCellTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = FeedCell.dequeue(from: UITableView(), for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains("unable to dequeue a cell with identifier FeedCell"))
    }

    @Test func aCellOfTheWrongClassTrapsWithReusablesAdvice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = UITableView()
                tableView.register(PublicCell.self, forCellReuseIdentifier: "FeedCell")
                _ = FeedCell.dequeue(from: tableView, for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(Self.stderr(result).contains("""
            reusable-gen: failed to dequeue a cell with identifier FeedCell matching type FeedCell; got a PublicCell. \
            Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the cell beforehand.
            """))
    }

    @Test func theNonOptionalHeaderFooterDequeueTrapsWhenNothingIsRegistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = SectionHeaderView.dequeue(from: UITableView())
            }
        }
        #expect(Self.stderr(result).contains("""
            reusable-gen: no header/footer view is registered with identifier SectionHeaderView for type \
            SectionHeaderView. Call register(headerFooterViewType: SectionHeaderView.self) first.
            """))
    }

    @Test func aNibWithTheWrongRootViewTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerNib(named: "CardView", in: Bundle(for: CardView.self), StandInNib(rootObjects: [UIView.self]))
                _ = CardView.loadFromNib()
            }
        }
        #expect(Self.stderr(result).contains("has no root view of type CardView"))
    }

    @Test func aStoryboardWhoseInitialSceneIsAnotherClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(
                    named: "LoginViewController", in: Bundle(for: LoginViewController.self),
                    StandInStoryboard(initialViewController: DetailsViewController.self))
                _ = LoginViewController.instantiate()
            }
        }
        #expect(Self.stderr(result).contains("is not of class LoginViewController"))
    }

    @Test func aCreatorForAnInitialSceneOfAnotherClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(
                    named: "ProfileViewController", in: Bundle(for: ProfileViewController.self),
                    StandInStoryboard(initialViewController: DetailsViewController.self))
                _ = ProfileViewController.instantiate { _ in nil }
            }
        }
        #expect(Self.stderr(result).contains("""
            is a DetailsViewController, not a ProfileViewController. Check the storyboard's Is Initial View Controller \
            scene and its Custom Class.
            """), "\(Self.stderr(result))")
    }

    @Test func aCreatorForAStoryboardWithoutInitialSceneTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(
                    named: "ProfileViewController", in: Bundle(for: ProfileViewController.self),
                    StandInStoryboard(initialViewController: nil))
                _ = ProfileViewController.instantiate { coder in ProfileViewController(coder: coder, user: "ada") }
            }
        }
        #expect(Self.stderr(result).contains("""
            has no initial view controller for ProfileViewController. Check the storyboard's Is Initial View Controller scene.
            """), "\(Self.stderr(result))")
    }

    @Test func aCreatorForASceneOfAnotherClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(
                    named: "Photos", in: nil,
                    StandInStoryboard(initialViewController: nil, scenes: ["PhotoViewController": DetailsViewController.self]))
                _ = PhotoViewController.instantiate { _ in nil }
            }
        }
        #expect(Self.stderr(result).contains("reusable-gen: the scene 'PhotoViewController' of "), "\(Self.stderr(result))")
        #expect(Self.stderr(result).contains("""
            is a DetailsViewController, not a PhotoViewController. Check the scene's Custom Class.
            """), "\(Self.stderr(result))")
    }
}
