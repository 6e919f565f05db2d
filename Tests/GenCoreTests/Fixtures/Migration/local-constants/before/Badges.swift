import UIKit

final class BadgeCell: UITableViewCell {}

final class TagCell: UITableViewCell {}

final class NoteCell: UITableViewCell {}

final class BadgesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Read again below: the registration becomes typed, the constant stays.
        let nib = UINib(nibName: "BadgeCell", bundle: Bundle(for: BadgeCell.self))
        tableView.register(nib, forCellReuseIdentifier: "BadgeCell")
        _ = nib.instantiate(withOwner: nil, options: nil)
        // On a line with other code: the constant keeps its value under no name (`let _ =`), so nothing is unused.
        let tagID = String(describing: TagCell.self); tableView.register(TagCell.self, forCellReuseIdentifier: tagID)
        // On a line of its own, read by the registration alone: removed with it.
        let noteID = "NoteCell"
        tableView.register(NoteCell.self, forCellReuseIdentifier: noteID)
    }
}
