import UIKit

typealias DeveloperOnly = BidViewController

extension DeveloperOnly {
    @objc var debugLabel: UILabel? {
        get { view.viewWithTag(7) as? UILabel }
        set {}
    }

    @IBAction func nextIncrementPressed(_ sender: AnyObject) {}
}
