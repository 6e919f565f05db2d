import UIKit

/// A post in the feed, laid out in code.
final class PostCell: UITableViewCell, Reusable {
    func configure(title: String) {
        textLabel?.text = title
    }
}

/// The author row, designed in ProfileCell.xib.
final class ProfileCell: UITableViewCell, NibReusable {}

/// The feed's section titles.
final class FeedSectionHeader: UITableViewHeaderFooterView, Reusable {}
