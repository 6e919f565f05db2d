import UIKit
import Reusable

final class ToolbarView: UIView, NibOwnerLoadable, NibLoadable {
    static var nib: UINib { UINib(nibName: "ToolbarView", bundle: Bundle(for: self)) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}
