import UIKit

extension Storyboards {
    static let product = UIStoryboard(name: "Product", bundle: nil)
}

extension UIStoryboard {
    static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: .main) }
}
