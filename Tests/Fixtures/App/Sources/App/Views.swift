import UIKit

/// A view created from `CardView.xib`, whose root view is a `CardView`.
final class CardView: UIView, NibLoadable {}

/// A view that is the File's Owner of `AvatarView.xib` and loads its content in both initializers,
/// as in Reusable's README.
final class AvatarView: UIView, NibOwnerLoadable {
    private(set) var loadedViews: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadedViews = loadNibContent()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.loadNibContent()
    }
}
