import UIKit

final class EpisodeCell: UITableViewCell {}

final class PodcastCell: UITableViewCell {}

final class EpisodesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "EpisodeCell", bundle: Bundle(for: EpisodeCell.self)), forCellReuseIdentifier: "EpisodeCell")
        tableView.register(UINib.init(nibName: String(describing: PodcastCell.self), bundle: Bundle(for: PodcastCell.self)), forCellReuseIdentifier: String(describing: PodcastCell.self))
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath) as! EpisodeCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "PodcastCell", for: indexPath) as! PodcastCell
    }
}
