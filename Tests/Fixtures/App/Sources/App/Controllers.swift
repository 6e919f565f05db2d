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

/// The initial scene of `ProfileViewController.storyboard`, created with its dependency through
/// `instantiate(creator:)`; it may have subclasses.
class ProfileViewController: UIViewController, StoryboardBased {
    /// The user shown, `nil` when the storyboard created the controller with `init(coder:)`.
    let user: String?

    /// Creates the scene with its user.
    init?(coder: NSCoder, user: String) {
        self.user = user
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        user = nil
        super.init(coder: coder)
    }
}

/// The scene `PhotoViewController` of `Photos.storyboard`, created with its dependency through
/// `instantiate(creator:)`.
final class PhotoViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Photos", bundle: nil)

    /// The photo shown, `nil` when the storyboard created the controller with `init(coder:)`.
    let photo: String?

    /// Creates the scene with its photo.
    init?(coder: NSCoder, photo: String) {
        self.photo = photo
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        photo = nil
        super.init(coder: coder)
    }
}
