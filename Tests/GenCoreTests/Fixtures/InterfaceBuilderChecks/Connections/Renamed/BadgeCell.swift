import UIKit

@objc(XYZBadgeCell)
final class BadgeCell: BaseBadgeCell {
    @IBOutlet weak var countLabel: UILabel!
}
