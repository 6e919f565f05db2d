import UIKit

final class PhotoCell: UITableViewCell, Reusable {}
final class VideoCell: UITableViewCell {}
final class NoteCell: UITableViewCell, Reusable {}
final class LinkCell: UITableViewCell {}
final class StatusCell: UITableViewCell, Reusable {}

final class MediaViewController: UITableViewController {
    var mediaCellClass: UITableViewCell.Type = VideoCell.self

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: PhotoCell.self)
        // Another class may be registered under "PhotoCell" through a variable: the `as?` below can fail.
        tableView.register(mediaCellClass, forCellReuseIdentifier: "PhotoCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell else {
            return UITableViewCell()
        }
        return cell
    }
}

final class NotesViewController: UITableViewController {
    var linkIdentifier = "NoteCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: NoteCell.self)
        // An identifier migrate cannot read: it may be "NoteCell", so the `as?` below can fail.
        tableView.register(LinkCell.self, forCellReuseIdentifier: linkIdentifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as? NoteCell else {
            return UITableViewCell()
        }
        return cell
    }
}

final class StatusViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: StatusCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Every registration here is readable and of StatusCell: the cast cannot fail, the dequeue becomes typed.
        let cell = tableView.dequeueReusableCell(for: indexPath, cellType: StatusCell.self)
        return cell
    }
}
