import UIKit
import Accounts
import Reusable

class User: Accounts.User {}

final class UserCell: UITableViewCell, NibReusable {}
