import UIKit

final class PhotoCell: UITableViewCell {}
final class VideoCell: UITableViewCell {}
final class NoteCell: UITableViewCell {}
final class LinkCell: UITableViewCell {}
final class StatusCell: UITableViewCell {}

final class MediaViewController: UITableViewController {
    var mediaCellClass: UITableViewCell.Type = VideoCell.self

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PhotoCell.self, forCellReuseIdentifier: "PhotoCell")
        // Another class may be registered under "PhotoCell" through a variable: the `as?` below can fail.
        tableView.register(mediaCellClass, forCellReuseIdentifier: "PhotoCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath) as? PhotoCell else {
            return UITableViewCell()
        }
        return cell
    }
}

final class NotesViewController: UITableViewController {
    var linkIdentifier = "NoteCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "NoteCell")
        // An identifier migrate cannot read: it may be "NoteCell", so the `as?` below can fail.
        tableView.register(LinkCell.self, forCellReuseIdentifier: linkIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as? NoteCell else {
            return UITableViewCell()
        }
        return cell
    }
}

final class StatusViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StatusCell.self, forCellReuseIdentifier: "StatusCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Every registration here is readable and of StatusCell: the cast cannot fail, the dequeue becomes typed.
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath) as? StatusCell else {
            return UITableViewCell()
        }
        return cell
    }
}
