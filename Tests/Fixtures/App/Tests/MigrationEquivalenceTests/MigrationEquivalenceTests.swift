import Foundation
import MigrationAfter
import MigrationBefore
import Testing
import UIKit

/// The app before `reusable-gen migrate` and the same app after it register the same classes and nibs under the
/// same identifiers, create the same nibs from the same bundles, and dequeue the same classes.
@MainActor
struct MigrationEquivalenceTests {
    /// Everything one version of the app did with its views, as text.
    struct Behaviour: Equatable {
        var tableRegistrations: [String]
        var collectionRegistrations: [String]
        var nibs: [StandInEvent]
        var tableViews: [String]
        var collectionViews: [String]
    }

    static func describe(_ registration: StandInRegistration?) -> String {
        switch registration {
        case .class(let type)?: "class \(String(describing: type))"
        case .nib?: "nib"
        case nil: "none"
        }
    }

    /// Runs one version: registers, records what is registered under each identifier, then dequeues.
    static func behaviour(
        nib: (UIView.Type, Bundle),
        setUpTable: (UITableView) -> Void,
        setUpCollection: (UICollectionView) -> Void,
        tableViews: (UITableView, IndexPath) -> [String],
        collectionViews: (UICollectionView, IndexPath) -> [String]
    ) -> Behaviour {
        StandInRegistry.reset()
        StandInRegistry.registerNib(named: "EpisodeCell", in: nib.1, StandInNib(rootObjects: [nib.0], reuseIdentifier: "EpisodeCell"))
        let tableView = UITableView(frame: .zero, style: .plain)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        setUpTable(tableView)
        setUpCollection(collectionView)
        let nibs = StandInRegistry.log.filter { if case .nibCreated = $0 { true } else { false } }
        let kind = UICollectionView.elementKindSectionHeader
        return Behaviour(
            tableRegistrations: ["ProfileCell", "EpisodeCell", "LoaderCell"].map { "\($0): " + describe(tableView.__standInCellRegistration(forIdentifier: $0)) }
                + ["SectionHeader: " + describe(tableView.__standInHeaderFooterRegistration(forIdentifier: "SectionHeader"))],
            collectionRegistrations: ["PhotoCell: " + describe(collectionView.__standInCellRegistration(forIdentifier: "PhotoCell")),
                "GalleryHeader: " + describe(collectionView.__standInSupplementaryRegistration(ofKind: kind, forIdentifier: "GalleryHeader"))],
            nibs: nibs,
            tableViews: tableViews(tableView, IndexPath(row: 0, section: 0)),
            collectionViews: collectionViews(collectionView, IndexPath(item: 0, section: 0)))
    }

    @Test func beforeAndAfterMigrationBehaveTheSame() {
        let before = Self.behaviour(
            nib: MigrationBefore.Screens.episodeNib,
            setUpTable: MigrationBefore.Screens.setUp, setUpCollection: MigrationBefore.Screens.setUp,
            tableViews: MigrationBefore.Screens.tableViews, collectionViews: MigrationBefore.Screens.collectionViews)
        let after = Self.behaviour(
            nib: MigrationAfter.Screens.episodeNib,
            setUpTable: MigrationAfter.Screens.setUp, setUpCollection: MigrationAfter.Screens.setUp,
            tableViews: MigrationAfter.Screens.tableViews, collectionViews: MigrationAfter.Screens.collectionViews)
        #expect(before.tableRegistrations == [
            "ProfileCell: class ProfileCell", "EpisodeCell: nib", "LoaderCell: class LoaderCell", "SectionHeader: class SectionHeader",
        ])
        #expect(before.collectionRegistrations == ["PhotoCell: class PhotoCell", "GalleryHeader: class GalleryHeader"])
        #expect(before.tableViews == ["ProfileCell", "EpisodeCell", "LoaderCell", "SectionHeader"])
        #expect(before.collectionViews == ["PhotoCell", "GalleryHeader"])
        #expect(before.nibs.count == 1)
        #expect(after.tableRegistrations == before.tableRegistrations)
        #expect(after.collectionRegistrations == before.collectionRegistrations)
        #expect(after.tableViews == before.tableViews)
        #expect(after.collectionViews == before.collectionViews)
        // The same nib name from each module's own bundle (the two targets are two modules here).
        #expect(after.nibs.map(Self.nibName) == before.nibs.map(Self.nibName))
    }

    /// The second table: identifiers in constants and a raw-value enum, "Cell" kept by its class, a dequeue without a
    /// cast, an `as?` dequeue, a nib held in a local constant, a dequeue without an index path.
    static func moreBehaviour(
        nib: (UIView.Type, Bundle), setUp: (UITableView) -> Void, tableViews: (UITableView, IndexPath) -> [String],
        identifiers: [String]
    ) -> (registrations: [String], nibs: [String], views: [String]) {
        StandInRegistry.reset()
        StandInRegistry.registerNib(named: "BadgeCell", in: nib.1, StandInNib(rootObjects: [nib.0], reuseIdentifier: nil))
        let tableView = UITableView(frame: .zero, style: .plain)
        setUp(tableView)
        let registrations = identifiers.map { "\($0): " + describe(tableView.__standInCellRegistration(forIdentifier: $0)) }
        let nibs = StandInRegistry.log.filter { if case .nibCreated = $0 { true } else { false } }.map(nibName)
        return (registrations, nibs, tableViews(tableView, IndexPath(row: 0, section: 0)))
    }

    @Test func moreShapesBehaveTheSameBeforeAndAfterMigration() {
        let before = Self.moreBehaviour(
            nib: MigrationBefore.MoreScreens.badgeNib, setUp: MigrationBefore.MoreScreens.setUp,
            tableViews: MigrationBefore.MoreScreens.tableViews, identifiers: MigrationBefore.MoreScreens.identifiers)
        let after = Self.moreBehaviour(
            nib: MigrationAfter.MoreScreens.badgeNib, setUp: MigrationAfter.MoreScreens.setUp,
            tableViews: MigrationAfter.MoreScreens.tableViews, identifiers: MigrationBefore.MoreScreens.identifiers)
        #expect(before.registrations == [
            "SwitchCell: class SwitchCell", "Cell: class ListCell", "RowCell: class RowCell", "BadgeCell: nib",
        ])
        #expect(before.nibs == ["BadgeCell"])
        #expect(before.views == ["SwitchCell", "ListCell", "RowCell", "BadgeCell"])
        #expect(after.registrations == before.registrations)
        #expect(after.nibs == before.nibs)
        #expect(after.views == before.views)
    }

    /// The third table: identifier protocols of the app's own, a framework extension's identifier, a capitalized
    /// constant, a local constant only the registration read, a `guard let … as?` whose cast cannot fail.
    static func appProtocolBehaviour(
        nibs: [(String, UIView.Type, Bundle)], setUp: (UITableView) -> Void,
        tableViews: (UITableView, IndexPath) -> [String], identifiers: [String], header: String
    ) -> (registrations: [String], nibs: [String], views: [String]) {
        StandInRegistry.reset()
        for (name, type, bundle) in nibs {
            StandInRegistry.registerNib(named: name, in: bundle, StandInNib(rootObjects: [type], reuseIdentifier: nil))
        }
        let tableView = UITableView(frame: .zero, style: .plain)
        setUp(tableView)
        let registrations =
            identifiers.map { "\($0): " + describe(tableView.__standInCellRegistration(forIdentifier: $0)) }
            + ["\(header): " + describe(tableView.__standInHeaderFooterRegistration(forIdentifier: header))]
        let nibs = StandInRegistry.log.filter { if case .nibCreated = $0 { true } else { false } }.map(nibName)
        return (registrations, nibs, tableViews(tableView, IndexPath(row: 0, section: 0)))
    }

    @Test func appIdentifierProtocolsBehaveTheSameBeforeAndAfterMigration() {
        let before = Self.appProtocolBehaviour(
            nibs: MigrationBefore.AppProtocolScreens.nibs, setUp: MigrationBefore.AppProtocolScreens.setUp,
            tableViews: MigrationBefore.AppProtocolScreens.tableViews,
            identifiers: MigrationBefore.AppProtocolScreens.identifiers,
            header: MigrationBefore.AppProtocolScreens.headerIdentifier)
        let after = Self.appProtocolBehaviour(
            nibs: MigrationAfter.AppProtocolScreens.nibs, setUp: MigrationAfter.AppProtocolScreens.setUp,
            tableViews: MigrationAfter.AppProtocolScreens.tableViews,
            identifiers: MigrationBefore.AppProtocolScreens.identifiers,
            header: MigrationAfter.AppProtocolScreens.headerIdentifier)
        #expect(before.registrations == [
            "ToggleRowCellId: nib", "LinkRowCell: nib", "ConsentCell: class ConsentCell", "Allergen: class AllergenCell",
            "NotesHeader: class NotesHeader",
        ])
        #expect(before.nibs == ["ToggleRowCell", "LinkRowCell"])
        #expect(before.views == ["ToggleRowCell", "LinkRowCell", "ConsentCell", "NotesHeader", "AllergenCell"])
        #expect(after.registrations == before.registrations)
        #expect(after.nibs == before.nibs)
        #expect(after.views == before.views)
    }

    /// The fourth table: cells registered in a loop over metatypes and dequeued by the app's own `identifier`,
    /// identifiers made per row, dequeues without a cast that read a class's identifier by its name.
    static func runtimeIdentifierBehaviour(
        setUp: (UITableView) -> Void, tableViews: (UITableView, IndexPath) -> [String], identifiers: [String]
    ) -> (registrations: [String], views: [String]) {
        StandInRegistry.reset()
        let tableView = UITableView(frame: .zero, style: .plain)
        setUp(tableView)
        let registrations = identifiers.map { "\($0): " + describe(tableView.__standInCellRegistration(forIdentifier: $0)) }
        return (registrations, tableViews(tableView, IndexPath(row: 0, section: 0)))
    }

    @Test func runTimeIdentifiersBehaveTheSameBeforeAndAfterMigration() {
        let before = Self.runtimeIdentifierBehaviour(
            setUp: MigrationBefore.RuntimeIdentifierScreens.setUp,
            tableViews: MigrationBefore.RuntimeIdentifierScreens.tableViews,
            identifiers: MigrationBefore.RuntimeIdentifierScreens.identifiers)
        let after = Self.runtimeIdentifierBehaviour(
            setUp: MigrationAfter.RuntimeIdentifierScreens.setUp,
            tableViews: MigrationAfter.RuntimeIdentifierScreens.tableViews,
            identifiers: MigrationBefore.RuntimeIdentifierScreens.identifiers)
        #expect(before.registrations == [
            "HostedFieldCell: class HostedFieldCell", "LevelsFieldCell: class LevelsFieldCell", "ChoiceCell: class ChoiceCell",
            "ChoiceCell@1: class ChoiceCell",
        ])
        #expect(before.views == [
            "HostedFieldCell", "LevelsFieldCell", "HostedFieldCell", "LevelsFieldCell", "ChoiceCell", "ChoiceCell", "nil",
        ])
        #expect(after.registrations == before.registrations)
        #expect(after.views == before.views)
    }

    static func nibName(_ event: StandInEvent) -> String {
        if case .nibCreated(let name, _) = event { return name }
        return ""
    }
}
