import UIKit

class MemberBaseCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}

final class MemberCell: MemberBaseCell {
    @IBOutlet var stars: [UIImageView]!
    #if DEBUG
    @IBOutlet weak var debugLabel: UILabel!
    #else
    @IBOutlet weak var releaseLabel: UILabel!
    #endif
    var plainLabel: UILabel!
}
