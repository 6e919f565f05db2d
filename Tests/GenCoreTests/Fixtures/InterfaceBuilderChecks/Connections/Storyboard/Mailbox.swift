import UIKit

final class MailboxViewController: UITableViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Mailbox", bundle: nil)
    @IBOutlet weak var headerLabel: UILabel!
    @IBAction func compose(_ sender: UIBarButtonItem) {}
}

final class AboutViewController: UIViewController {
    @IBOutlet weak var versionLabel: UILabel!
}

final class MailboxCell: UITableViewCell {
    @IBOutlet weak var bodyLabel: UILabel!
}

enum MailboxRouter {
    static func feed() -> MailboxViewController { MailboxViewController.instantiate() }
}
