import UIKit

/// The initial scene of `LoginViewController.storyboard`.
final class LoginViewController: UIViewController, StoryboardBased {}

/// The scene `SettingsViewController` of `Main.storyboard`, as in Reusable's README.
final class SettingsViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
}

/// A scene with a custom Storyboard ID.
final class OnboardingViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Onboarding", bundle: nil)
    static var sceneIdentifier: String { "OnboardingStep1" }
}

/// A controller created from `DetailsViewController.xib`.
final class DetailsViewController: UIViewController, NibLoadable {}
