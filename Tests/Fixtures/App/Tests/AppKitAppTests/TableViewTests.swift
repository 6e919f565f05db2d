import AppKit
import Testing
@testable import AppKitApp

/// Table view registration and making through the generated API, checked against the stand-in's records.
@MainActor
struct TableViewTests {
    @Test func identifiersAreLiteralsEqualToReusablesRunTimeNames() {
        #expect(NameCellView.reuseIdentifier == "NameCellView")
        #expect(NameCellView.userInterfaceItemIdentifier == NSUserInterfaceItemIdentifier("NameCellView"))
        #expect(NameCellView.nibName == "NameCellView")
        #expect(StatusCellView.reuseIdentifier == String(describing: StatusCellView.self))
        #expect(StripeRowView.reuseIdentifier == "StripeRowView")
    }

    @Test func cellViewsAreRegisteredWithTheNibNamedAfterTheClassInTheClassBundle() throws {
        let bundle = Bundle(for: NameCellView.self)
        StandInRegistry.registerNib(named: "NameCellView", in: bundle, StandInNib(rootObjects: [NameCellView.self]))
        let tableView = NSTableView()
        StandInRegistry.clearLog()
        NameCellView.register(in: tableView)
        #expect(StandInRegistry.log == [.nibCreated(name: "NameCellView", bundlePath: bundle.bundlePath, found: true)])
        let nib = try #require(tableView.registeredNibsByIdentifier?[NSUserInterfaceItemIdentifier("NameCellView")])
        #expect(nib.__standInNibName == "NameCellView")
        let owner = NSView()
        let cell = NameCellView.make(from: tableView, owner: owner)
        #expect(type(of: cell) == NameCellView.self)
        #expect(cell.didAwake)
        #expect(cell.identifier == NSUserInterfaceItemIdentifier("NameCellView"))
        #expect(StandInRegistry.log.last == .nibInstantiated(
            name: "NameCellView", bundlePath: bundle.bundlePath, owner: ObjectIdentifier(owner)))
    }

    @Test func genericHelpersMirrorReusablesNames() {
        StandInRegistry.registerNib(named: "NameCellView", in: nil, StandInNib(rootObjects: [NameCellView.self]))
        let tableView = NSTableView()
        tableView.register(cellType: NameCellView.self)
        let typed: NameCellView = tableView.makeView(owner: nil)
        let explicit = tableView.makeView(cellType: NameCellView.self)
        #expect(typed.identifier == explicit.identifier)
    }

    @Test func cellViewsDefinedInTheTableAreMadeByTheirIdentifier() {
        StandInRegistry.registerNib(named: "TableWithStatusCell", in: nil, StandInNib(rootObjects: [StatusCellView.self]))
        let tableView = NSTableView()
        tableView.register(NSNib(nibNamed: "TableWithStatusCell", bundle: nil), forIdentifier: StatusCellView.userInterfaceItemIdentifier)
        let cell = StatusCellView.make(from: tableView)
        #expect(type(of: cell) == StatusCellView.self)
    }

    @Test func subclassesKeepTheirOwnIdentifiersAndNibsThroughTheParentMetatype() {
        let types: [MessageCellView.Type] = [MessageCellView.self, IncomingMessageCellView.self, OutgoingMessageCellView.self]
        #expect(types.map(\.reuseIdentifier) == ["MessageCellView", "IncomingMessageCellView", "OutgoingMessageCellView"])
        #expect(types.map(\.nibName) == ["MessageCellView", "IncomingMessageCellView", "OutgoingMessageCellView"])
        for cellType in types {
            StandInRegistry.registerNib(named: cellType.nibName, in: Bundle(for: cellType), StandInNib(rootObjects: [cellType]))
        }
        let tableView = NSTableView()
        for cellType in types { tableView.register(cellType: cellType) }
        for cellType in types {
            let cell = tableView.makeView(cellType: cellType, owner: nil)
            #expect(type(of: cell) == cellType)
            #expect(cell.identifier?.rawValue == cellType.reuseIdentifier)
        }
    }

    @Test func rowViewsAreRegisteredByNibAndMade() {
        StandInRegistry.registerNib(named: "StripeRowView", in: Bundle(for: StripeRowView.self), StandInNib(rootObjects: [StripeRowView.self]))
        let tableView = NSTableView()
        StripeRowView.register(in: tableView)
        #expect(tableView.registeredNibsByIdentifier?.keys.map(\.rawValue) == ["StripeRowView"])
        let row = StripeRowView.make(from: tableView)
        #expect(type(of: row) == StripeRowView.self)
        let viaHelper = tableView.makeView(rowViewType: StripeRowView.self)
        #expect(viaHelper !== row)
    }
}
