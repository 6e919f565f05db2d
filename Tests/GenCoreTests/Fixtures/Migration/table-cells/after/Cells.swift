import UIKit

/// A profile row.
final class ProfileCell: UITableViewCell, Reusable {
    // Comments and formatting stay byte for byte.
    var name   = ""
}

final class SectionHeader: UITableViewHeaderFooterView, Reusable {}

final class SectionFooter: UITableViewHeaderFooterView, Reusable {}
