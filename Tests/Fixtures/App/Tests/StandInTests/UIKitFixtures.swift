// Classes written exactly as app code is written against the real UIKit SDK. This file must
// compile unchanged against the stand-in: it is the compile-time faithfulness check.
import UIKit

// MARK: - Table cells

/// A cell with no initializers of its own (inherits everything, including the stand-in's
/// hidden required initializer).
final class PlainCell: UITableViewCell {}

/// A code-built cell overriding the designated initializer, as in Apple's sample code.
final class CodeCell: UITableViewCell {
    /// Which initializer created the cell.
    let createdBy: String
    /// A subview built in code.
    let titleLabel = UIView(frame: .zero)

    /// Creates the cell in code (the initializer table views use for class registrations).
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        createdBy = "init(style:reuseIdentifier:)"
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
        ])
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }
}

/// A nib cell relying on `awakeFromNib()`, as nib-based cells usually do.
final class NibCell: UITableViewCell {
    /// Whether `awakeFromNib()` ran.
    private(set) var didAwake = false

    /// Records that the object was loaded from a nib.
    override func awakeFromNib() {
        super.awakeFromNib()
        didAwake = true
    }
}

/// A nib cell with its own coder initializer. The stand-in needs `init(style:reuseIdentifier:)`
/// overridden as well (SDK code compiles without it; see UITableViewCell's documentation).
final class CoderNibCell: UITableViewCell {
    /// Which initializer created the cell.
    let createdBy: String

    /// Creates the cell in code (the initializer table views use for class registrations).
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        createdBy = "init(style:reuseIdentifier:)"
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }
}

// MARK: - Header-footer views

/// A header-footer view overriding its designated initializer.
final class SectionHeader: UITableViewHeaderFooterView {
    /// Which initializer created the view.
    let createdBy: String

    /// Creates the view in code (the initializer table views use for class registrations).
    override init(reuseIdentifier: String?) {
        createdBy = "init(reuseIdentifier:)"
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }
}

/// A header-footer view with no initializers.
final class PlainHeader: UITableViewHeaderFooterView {}

// MARK: - Collection views

/// A collection cell overriding `init(frame:)`.
final class GridCell: UICollectionViewCell {
    /// Which initializer created the cell.
    let createdBy: String
    /// The frame passed to `init(frame:)`.
    var initialFrame: CGRect?

    /// Creates the view in code (the initializer collection views use for class registrations).
    override init(frame: CGRect) {
        createdBy = "init(frame:)"
        initialFrame = frame
        super.init(frame: frame)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }
}

/// A nib collection cell with no initializers.
final class NibGridCell: UICollectionViewCell {
    /// Whether `awakeFromNib()` ran.
    private(set) var didAwake = false

    /// Records that the object was loaded from a nib.
    override func awakeFromNib() {
        super.awakeFromNib()
        didAwake = true
    }
}

/// A supplementary view overriding `init(frame:)`.
final class GridHeader: UICollectionReusableView {
    /// Which initializer created the view.
    let createdBy: String

    /// Creates the view in code (the initializer collection views use for class registrations).
    override init(frame: CGRect) {
        createdBy = "init(frame:)"
        super.init(frame: frame)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }
}

/// A decoration view with no initializers.
final class Shelf: UICollectionReusableView {}

// MARK: - Views and controllers

/// A view that is its nib's File's Owner, loading the nib content in its initializers.
final class OwnerView: UIView {
    /// The nib's root view, connected through the fake nib's outlet wiring.
    var contentView: UIView?

    /// Creates the view in code (the initializer collection views use for class registrations).
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A storyboard scene (storyboards create controllers through `init?(coder:)`).
final class InitialViewController: UIViewController {
    /// Which initializer created the controller.
    let createdBy: String
    /// Whether `awakeFromNib()` ran.
    private(set) var didAwake = false

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        createdBy = "init(coder:)"
        super.init(coder: coder)
    }

    /// Records that the object was loaded from a nib.
    override func awakeFromNib() {
        super.awakeFromNib()
        didAwake = true
    }
}

/// A scene created through an iOS 13 creator block with extra dependencies.
final class DetailViewController: UIViewController {
    /// The injected dependency, or `nil` when created by plain `init?(coder:)`.
    let detailID: Int?

    /// Creates the controller from a storyboard with an injected dependency.
    init?(coder: NSCoder, detailID: Int) {
        self.detailID = detailID
        super.init(coder: coder)
    }

    /// Creates the object from a nib or storyboard.
    required init?(coder: NSCoder) {
        detailID = nil
        super.init(coder: coder)
    }
}

/// A controller whose view comes from a nib.
final class NibViewController: UIViewController {
    /// Whether `viewDidLoad()` ran.
    private(set) var didLoad = false

    /// Records that the view was loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
    }
}
