import UIKit
import Reusable

final class BannerView: UIView, NibOwnerLoadable {
    @IBOutlet private weak var titleLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}

final class BadgeView: UIView, NibOwnerLoadable {
    @IBOutlet weak var titleLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}
