import UIKit

final class BadgeCell: UITableViewCell, NibReusable {}

final class TagCell: UITableViewCell, Reusable {}

final class NoteCell: UITableViewCell, Reusable {}

final class BadgesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Read again below: the registration becomes typed, the constant stays.
        let nib = UINib(nibName: "BadgeCell", bundle: Bundle(for: BadgeCell.self))
        tableView.register(cellType: BadgeCell.self)
        _ = nib.instantiate(withOwner: nil, options: nil)
        // On a line with other code: the constant keeps its value under no name (`let _ =`), so nothing is unused.
        let _ = String(describing: TagCell.self); tableView.register(cellType: TagCell.self)
        // On a line of its own, read by the registration alone: removed with it.
        tableView.register(cellType: NoteCell.self)
    }
}
