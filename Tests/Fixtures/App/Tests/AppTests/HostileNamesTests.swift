import Testing
import UIKit
@testable import App

/// Hostile names from `HostileNames.swift` come out of the generated code as inert literals equal to Reusable's
/// run-time names, and registration and dequeue work with them.
@MainActor
struct HostileNamesTests {
    @Test func identifiersAreTheNamesExactly() {
        #expect(`Main"); exit(1); //`.reuseIdentifier == #"Main"); exit(1); //"#)
        #expect(`my cell`.reuseIdentifier == "my cell")
        #expect(`my cell`.nibName == "my cell")
        #expect(`class`.storyboardName == "class")
        #expect(`Header // not a comment */`.reuseIdentifier == "Header // not a comment */")
        #expect(ConditionalHostileCell.reuseIdentifier == "ConditionalHostileCell")
        #expect(HostileIdentifierCell.reuseIdentifier == #"Main"); exit(1); //"#)
    }

    @Test func aNameWithADotKeepsTheRunTimeDefault() {
        #expect(`Dotted.Cell`.reuseIdentifier == String(describing: `Dotted.Cell`.self))
    }

    @Test func hostileCellsRegisterAndDequeue() {
        let tableView = UITableView()
        tableView.register(cellType: `Main"); exit(1); //`.self)
        let cell: `Main"); exit(1); //` = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == `Main"); exit(1); //`.self)
    }
}
