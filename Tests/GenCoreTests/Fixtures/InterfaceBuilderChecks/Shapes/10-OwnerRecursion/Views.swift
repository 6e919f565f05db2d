import UIKit
import Reusable

final class TermsView: UIView, NibOwnerLoadable {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}

final class LegalView: UIView, NibOwnerLoadable {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadNibContent()
    }
}
