import UIKit

final class EpisodeCell: UITableViewCell, NibReusable {}

final class PodcastCell: UITableViewCell, NibReusable {}

final class EpisodesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: EpisodeCell.self)
        tableView.register(cellType: PodcastCell.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            return tableView.dequeueReusableCell(for: indexPath, cellType: EpisodeCell.self)
        }
        return tableView.dequeueReusableCell(for: indexPath, cellType: PodcastCell.self)
    }
}
