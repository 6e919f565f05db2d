import UIKit

final class BidViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Bid", bundle: nil)
    @IBOutlet weak var amountLabel: UILabel!
}

enum BidRouter {
    static func bid() -> BidViewController { BidViewController.instantiate() }
}

final class BidBadgeView: UIView {}
