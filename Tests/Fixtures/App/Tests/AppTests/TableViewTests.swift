import Testing
import UIKit
@testable import App

/// Table view registration and dequeue through the generated API, checked against the stand-in's records.
@MainActor
struct TableViewTests {
    let indexPath = IndexPath(row: 0, section: 0)

    @Test func identifiersAreLiteralsEqualToReusablesRunTimeNames() {
        #expect(FeedCell.reuseIdentifier == "FeedCell")
        #expect(ProfileCell.reuseIdentifier == "ProfileCell")
        #expect(ProfileCell.nibName == "ProfileCell")
        #expect(SectionHeaderView.reuseIdentifier == String(describing: SectionHeaderView.self))
        #expect(PublicCell.reuseIdentifier == "PublicCell")
    }

    @Test func classRegistrationCreatesTheCellThroughTheStyleInitializer() throws {
        let tableView = UITableView()
        tableView.register(cellType: FeedCell.self)
        guard case .class(let registered)? = tableView.__standInCellRegistration(forIdentifier: "FeedCell") else {
            Issue.record("FeedCell is not registered by class")
            return
        }
        #expect(ObjectIdentifier(registered) == ObjectIdentifier(FeedCell.self))
        let cell: FeedCell = tableView.dequeueReusableCell(for: indexPath)
        #expect(cell.createdBy == "init(style:reuseIdentifier:)")
        #expect(cell.reuseIdentifier == "FeedCell")
    }

    @Test func nibRegistrationUsesTheNibNamedAfterTheClassInTheClassBundle() throws {
        let bundle = Bundle(for: ProfileCell.self)
        StandInRegistry.registerNib(named: "ProfileCell", in: bundle, StandInNib(rootObjects: [ProfileCell.self]))
        let tableView = UITableView()
        StandInRegistry.clearLog()
        ProfileCell.register(in: tableView)
        guard case .nib? = tableView.__standInCellRegistration(forIdentifier: "ProfileCell") else {
            Issue.record("ProfileCell is not registered by nib")
            return
        }
        #expect(StandInRegistry.log == [.nibCreated(name: "ProfileCell", bundlePath: bundle.bundlePath)])
        let cell = ProfileCell.dequeue(from: tableView, for: indexPath)
        #expect(type(of: cell) == ProfileCell.self)
    }

    @Test func subclassesKeepTheirOwnIdentifiersThroughTheParentMetatype() {
        let tableView = UITableView()
        let types: [MessageCell.Type] = [MessageCell.self, IncomingMessageCell.self, OutgoingMessageCell.self]
        #expect(types.map(\.reuseIdentifier) == ["MessageCell", "IncomingMessageCell", "OutgoingMessageCell"])
        for cellType in types { tableView.register(cellType: cellType) }
        for cellType in types {
            let cell = tableView.dequeueReusableCell(for: indexPath, cellType: cellType)
            #expect(type(of: cell) == cellType)
            #expect(cell.reuseIdentifier == cellType.reuseIdentifier)
        }
    }

    @Test func userOverridesFromReusablesReadmeAreUsed() {
        #expect(CustomIdentifierCell.reuseIdentifier == "VeryCustomReuseIdentifier")
        let tableView = UITableView()
        tableView.register(cellType: CustomIdentifierCell.self)
        #expect(tableView.__standInCellRegistration(forIdentifier: "VeryCustomReuseIdentifier") != nil)
        StandInRegistry.clearLog()
        _ = CustomNibCell.nib
        #expect(StandInRegistry.log == [.nibCreated(name: "SharedCellNib", bundlePath: Bundle(for: CustomNibCell.self).bundlePath)])
    }

    @Test func aUserWrittenNibNameIsTheNibTheGeneratedNibLoads() {
        StandInRegistry.clearLog()
        _ = RenamedNibCell.nib
        #expect(StandInRegistry.log == [.nibCreated(name: "SharedCells", bundlePath: Bundle(for: RenamedNibCell.self).bundlePath)])
    }

    @Test func headerFooterViewsByClassAndNib() throws {
        StandInRegistry.registerNib(named: "NibFooterView", in: Bundle(for: NibFooterView.self), StandInNib(rootObjects: [NibFooterView.self]))
        let tableView = UITableView()
        let missing: SectionHeaderView? = tableView.dequeueReusableHeaderFooterView()
        #expect(missing == nil)
        tableView.register(headerFooterViewType: SectionHeaderView.self)
        let header: SectionHeaderView? = tableView.dequeueReusableHeaderFooterView()
        #expect(header != nil)
        NibFooterView.register(in: tableView)
        guard case .nib? = tableView.__standInHeaderFooterRegistration(forIdentifier: "NibFooterView") else {
            Issue.record("NibFooterView is not registered by nib")
            return
        }
        let footer = NibFooterView.dequeue(from: tableView)
        #expect(type(of: footer) == NibFooterView.self)
    }

    @Test func reusableViewCellsRegisterThemselvesOnFirstDequeue() {
        let tableView = UITableView()
        let first: ListCell = tableView.dequeue(for: indexPath)
        let second: ListCell = tableView.dequeue(for: indexPath)
        #expect(first !== second)
        #expect(ListCell.defaultReuseIdentifier == "ListCell")
        guard case .class(let registered)? = tableView.__standInCellRegistration(forIdentifier: "ListCell") else {
            Issue.record("ListCell was not registered on first use")
            return
        }
        #expect(ObjectIdentifier(registered) == ObjectIdentifier(ListCell.self))
        let otherTable = UITableView()
        let third: ListCell = otherTable.dequeue(for: indexPath)
        #expect(third.reuseIdentifier == "ListCell")
    }
}
