import UIKit
import Reusable

final class LoginViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard = Storyboards.main
}

final class ProductsViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard = Storyboards.product
}

final class ProductDetailViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { return Storyboards.product }
}

final class SettingsViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard: UIStoryboard = .settings
}

final class ThemeViewController: UIViewController, StoryboardSceneBased {
    static var sceneStoryboard: UIStoryboard { Theme.current.storyboard }
}
