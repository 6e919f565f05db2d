import UIKit

final class MessageCell: UITableViewCell {}
final class BadgeView: UIView {}
final class ShareButton: UIButton {}
final class InboxViewController: UIViewController {}
class GradientButton: UIButton {}
final class SexButton: GradientButton {}
