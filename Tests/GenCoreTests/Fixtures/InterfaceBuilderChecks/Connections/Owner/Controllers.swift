import UIKit
import MapKit

final class SignInViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBAction func logIn(_ sender: Any) {}
}

final class TagView: UIView, NibLoadable {
    @IBInspectable var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
}

final class PinView: MKAnnotationView {}

final class FancyLabel: VendorLabel {}

extension UIView {
    @IBInspectable var shadowOpacity: Float {
        get { layer.shadowOpacity }
        set { layer.shadowOpacity = newValue }
    }
}

final class Loader {
    func load() -> TagView { TagView.loadFromNib() }
}
