import UIKit

final class ContactCell: UITableViewCell {}
final class NoteCell: UITableViewCell {}

final class ContactsViewController: UITableViewController {
    func cell(_ indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath) as! ContactCell
        }
        // The prototype "note" is of another class: left.
        return tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
    }
}
