import AppKit
import AppKitMigrationAfter
import AppKitMigrationBefore
import Foundation
import Testing

/// The AppKit app before `reusable-gen migrate` and after it make the same views, under the same identifiers, from
/// the same registrations.
@MainActor
struct AppKitMigrationEquivalenceTests {
    /// Registers fake nibs for one version, sets its table up, and makes its views.
    static func views(
        nibs: [(String, NSView.Type, Bundle)], setUp: (NSTableView) -> Void,
        make: (NSTableView, AnyObject) -> [String]
    ) -> (registered: [String], made: [String]) {
        StandInRegistry.reset()
        for (name, type, bundle) in nibs {
            StandInRegistry.registerNib(named: name, in: bundle, StandInNib(rootObjects: [type]))
        }
        let tableView = NSTableView()
        setUp(tableView)
        let registered = (tableView.registeredNibsByIdentifier ?? [:]).map { "\($0.key.rawValue): \($0.value.__standInNibName ?? "")" }
        return (registered.sorted(), make(tableView, tableView))
    }

    @Test func tableViewsMakeTheSameViewsBeforeAndAfterMigration() {
        let before = Self.views(
            nibs: AppKitMigrationBefore.TableScreens.nibs, setUp: AppKitMigrationBefore.TableScreens.setUp,
            make: AppKitMigrationBefore.TableScreens.views)
        let after = Self.views(
            nibs: AppKitMigrationAfter.TableScreens.nibs, setUp: AppKitMigrationAfter.TableScreens.setUp,
            make: AppKitMigrationAfter.TableScreens.views)
        #expect(before.registered == ["DataCell: SidebarCell", "HeaderCell: HeaderCell", "timelineRow: TimelineRowView"])
        #expect(before.made == ["HeaderCell HeaderCell", "SidebarCell DataCell", "TimelineRowView timelineRow"])
        #expect(after.registered == before.registered)
        #expect(after.made == before.made)
    }
}
