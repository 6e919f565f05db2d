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

    @Test func aClassAdoptingAnAppsIdentifierProtocolAndAMixinHasItsOwnIdentifier() {
        #expect(SwitchRowCell.reuseIdentifier == "SwitchRowCell")
        #expect(PlainRowCell.reuseIdentifier == "PlainRowCell")
        // Through the app's protocol, the identifier is the one its extension computes.
        let appTypes: [any ReusableTableCell.Type] = [SwitchRowCell.self, PlainRowCell.self, ThemedCell.self]
        #expect(appTypes.map { $0.reuseIdentifier } == ["SwitchRowCell", "PlainRowCell", "ThemedCell"])
        #expect(SwitchRowCell.nib.__standInNibName == "SwitchRowCell")
        let tableView = UITableView()
        tableView.register(cellType: SwitchRowCell.self)
        guard case .nib? = tableView.__standInCellRegistration(forIdentifier: "SwitchRowCell") else {
            Issue.record("SwitchRowCell is not registered by nib")
            return
        }
        tableView.register(cellType: PlainRowCell.self)
        guard case .class(let type)? = tableView.__standInCellRegistration(forIdentifier: "PlainRowCell") else {
            Issue.record("PlainRowCell is not registered by class")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(PlainRowCell.self))
    }

    @Test func aFrameworkClassExtensionsIdentifierIsInherited() {
        #expect(NoteHeader.reuseIdentifier == "NoteHeader")
        let tableView = UITableView()
        tableView.register(headerFooterViewType: NoteHeader.self)
        #expect(tableView.dequeueHeaderFooterView(NoteHeader.self).reuseIdentifier == "NoteHeader")
    }
}
