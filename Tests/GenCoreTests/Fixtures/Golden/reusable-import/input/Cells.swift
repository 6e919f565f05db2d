import UIKit
import Reusable

final class ProfileCell: UITableViewCell, NibReusable {}
final class SectionHeader: UITableViewHeaderFooterView, Reusable {}
final class LoginViewController: UIViewController, StoryboardBased {}
