import AppKit

/// A controller created with `DetailsViewController.xib`.
final class DetailsViewController: NSViewController, NibLoadable {}

/// The initial controller of `LoginViewController.storyboard`.
final class LoginViewController: NSViewController, StoryboardBased {}

/// The scene `SettingsViewController` of `Main.storyboard`, as in Reusable's README.
final class SettingsViewController: NSViewController, StoryboardSceneBased {
    static let sceneStoryboard = NSStoryboard(name: "Main", bundle: nil)
}

/// A scene with a custom Storyboard ID.
final class OnboardingViewController: NSViewController, StoryboardSceneBased {
    static let sceneStoryboard = NSStoryboard(name: "Onboarding", bundle: nil)
    static var sceneIdentifier: String { "OnboardingStep1" }
}
