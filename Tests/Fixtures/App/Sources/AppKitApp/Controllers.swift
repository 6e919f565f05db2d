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

/// The initial controller of `ProfileViewController.storyboard`, created with its dependency through
/// `instantiate(creator:)`; it may have subclasses.
class ProfileViewController: NSViewController, StoryboardBased {
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
final class PhotoViewController: NSViewController, StoryboardSceneBased {
    static let sceneStoryboard = NSStoryboard(name: "Photos", bundle: nil)

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
