import UIKit

/// The first screen: the initial scene of LoginViewController.storyboard.
final class LoginViewController: UIViewController, StoryboardBased {}

/// Settings: the scene "SettingsViewController" of Main.storyboard.
final class SettingsViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
}

/// A round avatar whose content comes from AvatarView.xib, with the view as File's Owner.
final class AvatarView: UIView, NibOwnerLoadable {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}

/// The feed screen, using the generated API.
final class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        PostCell.register(in: tableView)
        tableView.register(cellType: ProfileCell.self)
        tableView.register(headerFooterViewType: FeedSectionHeader.self)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(for: indexPath) as ProfileCell
        }
        let cell = PostCell.dequeue(from: tableView, for: indexPath)
        cell.configure(title: "Post \(indexPath.row)")
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        FeedSectionHeader.dequeue(from: tableView)
    }
}
