import Testing
import UIKit
@testable import OwnNibReusable

/// The generated code next to the app's own `protocol NibReusable` (issue 39): its adopters conform to no
/// `Reusable`, so nothing generated may need that of them — the target compiling in three modes shows no generated
/// line does; here, what they are and that both APIs still serve their own classes.
@MainActor
struct OwnNibReusableTests {
    @Test func theAppsNibReusableAdoptersConformToNoReusableNorNibLoadable() {
        let adopters: [AnyClass] = [
            DetailTableViewCell.self, SummaryCollectionViewCell.self, BaseInfoCell.self, InfoCell.self,
        ]
        let generatedAdopters: [AnyClass] = [PlainCell.self, BannerView.self]
        for adopter in adopters {
            #expect(!(adopter is any Reusable.Type), "\(adopter)")
            #expect(!(adopter is any NibLoadable.Type), "\(adopter)")
            #expect(adopter is any NibReusable.Type, "\(adopter)")
        }
        #expect(generatedAdopters[0] is any Reusable.Type)
        #expect(generatedAdopters[1] is any NibLoadable.Type)
    }

    @Test func theAppsOwnHelpersStillRegisterItsNib() {
        let tableView = UITableView()
        tableView.registerNibCell(DetailTableViewCell.self)
        guard case .nib(let nib)? = tableView.__standInCellRegistration(forIdentifier: "DetailTableViewCell") else {
            Issue.record("DetailTableViewCell is not registered by nib")
            return
        }
        #expect(nib.__standInNibName == "DetailTableViewCell")
    }

    @Test func theGeneratedRegistrationServesTheGeneratedReusable() {
        let tableView = UITableView()
        PlainCell.register(in: tableView)
        let cell = PlainCell.dequeue(from: tableView, for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == PlainCell.self)
        #expect(cell.reuseIdentifier == "PlainCell")
    }
}
