import Testing
import UIKit
@testable import EdgeCases

/// What the generated code does for the shapes in EdgeCases.swift.
@MainActor
struct EdgeCasesTests {
    @Test func nestedInGenericTypesUseTheRunTimeName() {
        #expect(Section<Int>.HeaderCell.reuseIdentifier == "HeaderCell")
        #expect(Box<String>.ItemCell.nibName == "ItemCell")
        #expect(Wrapper<Int>.SubCell.reuseIdentifier == "SubCell")
        #expect(BaseRowCell.reuseIdentifier == "BaseRowCell")
    }

    @Test func genericBasesNameEachSubclassesNib() {
        #expect(GenericBaseCell<Int>.nibName == "GenericBaseCell")
        #expect(IntCell.nibName == "IntCell")
        #expect(IntCell.reuseIdentifier == "IntCell")
    }

    @Test func hierarchiesMixingNibMixinsShareOneMember() {
        #expect(OwnerBaseView.nibName == "OwnerBaseView")
        #expect(LoadedSubView.nibName == "LoadedSubView")
    }

    @Test func aliasesAndCompositionsResolve() {
        let tableView = UITableView()
        AliasedCell.register(in: tableView)
        #expect(tableView.__standInCellRegistration(forIdentifier: "AliasedCell") != nil)
        #expect(MultiLineCell.nibName == "MultiLineCell")
    }

    @Test func aProtocolExtensionsIdentifierIsNotShadowed() {
        #expect(ThemedRowCell.reuseIdentifier == "Themed.ThemedRowCell")
        let tableView = UITableView()
        ThemedRowCell.register(in: tableView)
        #expect(tableView.__standInCellRegistration(forIdentifier: "Themed.ThemedRowCell") != nil)
    }

    @Test func customIdentifiersAvoidTheBareNameClash() {
        #expect(Feed.Cell.reuseIdentifier == "Cell")
        #expect(Search.Cell.reuseIdentifier == "SearchCell")
        #expect(HomeCell.reuseIdentifier == "HomeCell")
    }
}
