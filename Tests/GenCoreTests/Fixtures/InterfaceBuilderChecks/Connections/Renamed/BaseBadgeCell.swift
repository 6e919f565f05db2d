import UIKit

class BaseBadgeCell: UITableViewCell {
    @IBOutlet weak var badgeLabel: UILabel!
}
