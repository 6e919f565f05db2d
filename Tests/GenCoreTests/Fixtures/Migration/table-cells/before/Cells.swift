import UIKit

/// A profile row.
final class ProfileCell: UITableViewCell {
    // Comments and formatting stay byte for byte.
    var name   = ""
}

final class SectionHeader: UITableViewHeaderFooterView {}

final class SectionFooter: UITableViewHeaderFooterView {}
