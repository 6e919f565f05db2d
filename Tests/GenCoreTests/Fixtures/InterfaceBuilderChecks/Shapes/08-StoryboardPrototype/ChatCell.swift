import UIKit
import Reusable

final class ChatCell: UITableViewCell, NibReusable {}

final class ChatViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: ChatCell = tableView.dequeueReusableCell(for: indexPath)
        return cell
    }
}
