import UIKit

final class ContactCell: UITableViewCell {}
final class NoteCell: UITableViewCell {}
final class HeaderRowCell: UITableViewCell {}

final class ContactsViewController: UITableViewController {
    func cell(_ indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            // No cast: the prototype of this controller's scene with that identifier is a HeaderRowCell.
            let cell = tableView.dequeueReusableCell(withIdentifier: "headerRow", for: indexPath)
            return cell
        }
        if indexPath.section == 2 {
            // No index path: the call stays, the identifier is read from the class.
            return tableView.dequeueReusableCell(withIdentifier: "headerRow")!
        }
        if indexPath.section == 3 {
            // The prototype is a plain UITableViewCell.
            return tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        }
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath) as! ContactCell
        }
        // The prototype "note" is of another class: left.
        return tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
    }
}
