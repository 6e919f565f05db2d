import UIKit

protocol ReusableTableCell {}

extension ReusableTableCell {
    static var reuseIdentifier: String { String(describing: self).lowercased() }
}

final class HomeGrownCell: UITableViewCell, ReusableTableCell {}

final class BadgeView: UIView {}

final class GenericCell<Model>: UITableViewCell {}

private final class HiddenCell: UITableViewCell {}

final class ComputedCell: UITableViewCell {
    class var reuseIdentifier: String { String(describing: self).uppercased() }
}

class NibBaseCell: UITableViewCell, NibReusable {}

final class ClassChildCell: NibBaseCell {}

final class ClassesLeftViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // migrate-home-grown-identifier: the app's protocol computes an identifier the sources do not tell
        tableView.register(HomeGrownCell.self, forCellReuseIdentifier: HomeGrownCell.reuseIdentifier)
        tableView.dequeueReusableCell(withIdentifier: HomeGrownCell.reuseIdentifier, for: IndexPath(row: 0, section: 0)) as! HomeGrownCell
        // migrate-not-a-reusable-view
        tableView.register(BadgeView.self, forCellReuseIdentifier: "BadgeView")
        // migrate-generic-class
        tableView.register(GenericCell<Int>.self, forCellReuseIdentifier: "GenericCell")
        tableView.dequeueReusableCell(withIdentifier: "GenericCell", for: IndexPath(row: 0, section: 0)) as! GenericCell
        // migrate-not-extensible
        tableView.register(HiddenCell.self, forCellReuseIdentifier: "HiddenCell")
        // migrate-custom-identifier-not-literal
        tableView.register(ComputedCell.self, forCellReuseIdentifier: "ComputedCell")
        // migrate-superclass-conflict: the base cell gets NibReusable, its subclass is registered by class
        tableView.register(cellType: NibBaseCell.self)
        tableView.register(ClassChildCell.self, forCellReuseIdentifier: "ClassChildCell")
    }
}
