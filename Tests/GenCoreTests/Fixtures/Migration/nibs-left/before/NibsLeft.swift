import UIKit

final class MixedCell: UITableViewCell {}

final class OtherNibCell: UITableViewCell {
    static let nibName = "SharedLayout"
}

final class MainBundleCell: UITableViewCell {}

final class SiriCell: UITableViewCell {}

final class PrototypeCell: UITableViewCell {}

final class BlankCell: UITableViewCell {}

final class NibsLeftViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // migrate-mixed-registration
        tableView.register(MixedCell.self, forCellReuseIdentifier: "MixedCell")
        tableView.register(UINib(nibName: "MixedCell", bundle: Bundle(for: MixedCell.self)), forCellReuseIdentifier: "MixedCell")
        // migrate-nib-not-reproducible
        tableView.register(UINib(nibName: "OtherNibCell", bundle: Bundle(for: OtherNibCell.self)), forCellReuseIdentifier: "OtherNibCell")
        tableView.dequeueReusableCell(withIdentifier: "OtherNibCell", for: IndexPath(row: 0, section: 0)) as! OtherNibCell
        // migrate-nib-bundle
        tableView.register(UINib(nibName: "MainBundleCell", bundle: nil), forCellReuseIdentifier: "MainBundleCell")
        // migrate-xib-identifier
        tableView.register(UINib(nibName: "SiriCell", bundle: Bundle(for: SiriCell.self)), forCellReuseIdentifier: "SiriCell")
        // The storyboard prototype with this identifier is of this class: nothing changes for it.
        tableView.register(PrototypeCell.self, forCellReuseIdentifier: "PrototypeCell")
        // migrate-fails-build-check: BlankCell.xib's root view is another class (a crash before, a build error after)
        tableView.register(UINib(nibName: "BlankCell", bundle: Bundle(for: BlankCell.self)), forCellReuseIdentifier: "BlankCell")
    }
}
