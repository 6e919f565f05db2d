import UIKit
import Reusable

extension UITableViewCell: Reusable {}
extension UIView: NibLoadable {}
