import UIKit
import Reusable

final class NoteCell: UITableViewCell, NibReusable {}

final class NotesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: NoteCell.self)
    }
}
