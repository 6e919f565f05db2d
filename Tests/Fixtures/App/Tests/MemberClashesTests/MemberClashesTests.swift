import Testing
import UIKit
@testable import MemberClashes

/// Members the user wrote with generated names (issue 28, shape (e)).
@MainActor
struct MemberClashesTests {
    @Test func aNibOfAnotherTypeStaysTheUsersAndTheProtocolsDefaultRegisters() {
        #expect(PhotoCell.nib == "Photo")
        let tableView = UITableView()
        PhotoCell.register(in: tableView)
        guard case .nib(let nib)? = tableView.__standInCellRegistration(forIdentifier: "PhotoCell") else {
            Issue.record("PhotoCell is not registered by nib")
            return
        }
        #expect(nib.__standInNibName == "PhotoCell")
    }

    @Test func membersOfTheRightTypeAreTheUsers() {
        #expect(TagCell.reuseIdentifier == "Tag")
        #expect(TagsViewController.sceneIdentifier == "Tags")
    }
}
