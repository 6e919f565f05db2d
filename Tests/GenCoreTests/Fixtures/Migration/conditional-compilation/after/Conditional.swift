import UIKit

#if os(tvOS)
final class ChannelCell: UITableViewCell, Reusable {
    var focusStyle = 1
}
#else
final class ChannelCell: UITableViewCell, Reusable {}
#endif

final class ChannelsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        tableView.register(cellType: ChannelCell.self)
        #else
        tableView.register(cellType: ChannelCell.self)
        #endif
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(for: indexPath, cellType: ChannelCell.self)
    }
}
