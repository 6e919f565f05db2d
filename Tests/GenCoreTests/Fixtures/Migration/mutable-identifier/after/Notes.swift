import UIKit

// Issue 39: a `reuseIdentifier` that is a stored `var` can be set to another string at run time, so reading it in
// place of the literal would change what the sites register and dequeue: they are left as they are.

final class NoteCell: UITableViewCell {
    static var reuseIdentifier = "Note"
}

final class NotesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
    }
}
