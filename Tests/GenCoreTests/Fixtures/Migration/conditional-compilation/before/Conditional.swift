import UIKit

#if os(tvOS)
final class ChannelCell: UITableViewCell {
    var focusStyle = 1
}
#else
final class ChannelCell: UITableViewCell {}
#endif

final class ChannelsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        tableView.register(ChannelCell.self, forCellReuseIdentifier: "ChannelCell")
        #else
        tableView.register(ChannelCell.self, forCellReuseIdentifier: String(describing: ChannelCell.self))
        #endif
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ChannelCell", for: indexPath) as! ChannelCell
    }
}
