import UIKit

/// A cell whose XIB is a resource of this target, so the build plugin cross-checks it.
final class ProfileCell: UITableViewCell, NibReusable {}

/// A controller whose storyboard is a resource of this target.
final class WelcomeViewController: UIViewController, StoryboardBased {}
