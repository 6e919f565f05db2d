import UIKit
import Reusable

final class ProfileCell: UITableViewCell, NibReusable {
    static let reuseIdentifier = "ProfileRow"
}
