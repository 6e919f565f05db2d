import Testing
import UIKit
@testable import OwnProtocols

/// The generated code next to the app's own copy of the protocols and its own helpers (issue 28, shape (a)).
@MainActor
struct OwnProtocolsTests {
    @Test func theGeneratedRegistrationServesTheAppsOwnDequeue() {
        let tableView = UITableView()
        ProfileCell.register(in: tableView)
        guard case .class(let registered)? = tableView.__standInCellRegistration(forIdentifier: "ProfileCell") else {
            Issue.record("ProfileCell is not registered by class")
            return
        }
        #expect(ObjectIdentifier(registered) == ObjectIdentifier(ProfileCell.self))
        let cell: ProfileCell = tableView.dequeueCell(for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "ProfileCell")
    }

    @Test func theAppsOwnRegistrationServesTheGeneratedDequeue() {
        let tableView = UITableView()
        tableView.registerCell(type: ProfileCell.self)
        let cell = ProfileCell.dequeue(from: tableView, for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == ProfileCell.self)
    }

    @Test func aNibCellOfTheAppsNibReusableRegistersItsGeneratedNib() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        PhotoCell.register(in: collectionView)
        guard case .nib(let nib)? = collectionView.__standInCellRegistration(forIdentifier: "PhotoCell") else {
            Issue.record("PhotoCell is not registered by nib")
            return
        }
        #expect(nib.__standInNibName == "PhotoCell")
    }

    @Test func literalsSatisfyTheAppsProtocols() {
        #expect(ProfileCell.reuseIdentifier == "ProfileCell")
        #expect(AvatarView.nibName == "AvatarView")
        #expect(CardView.nib.__standInNibName == "CardView")
        #expect(LoginViewController.storyboardName == "LoginViewController")
        #expect(SettingsViewController.sceneIdentifier == "SettingsViewController")
    }
}
