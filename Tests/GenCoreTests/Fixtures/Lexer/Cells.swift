import UIKit
#if canImport(Reusable)
import Reusable
#endif

/// A cell that shows a profile; `class Decoy {}` in a doc comment is not code.
final class ProfileCell: UITableViewCell, NibReusable {
    @IBOutlet private weak var nameLabel: UILabel!
    private var onTap: (@MainActor (Int) -> Void)? = nil

    nonisolated static let reuseIdentifier = "ProfileCell"

    func configure(with profile: Profile, index: Int) {
        nameLabel.text = "\(profile.firstName) \(profile.lastName.uppercased())"
        accessibilityLabel = profile.tags.map { "#\($0)" }.joined(separator: ", ")
        onTap = { [weak self] row in
            guard let self, row >= 0 else { return }
            self.nameLabel.alpha = row % 2 == 0 ? 1.0 : 0.5
        }
    }
}

// MARK: - Generic views

struct Box<Element: Hashable & Sendable>: Sendable where Element: Comparable {
    var items: [Element] = []
    subscript(index: Int) -> Element? { items.indices.contains(index) ? items[index] : nil }
    func sorted() -> [Element] { items.sorted(by: <) }
    var pair: (Int, (String, Double)) { (1, ("a", 2.5e-3)) }
    var nested: Double { pair.1.1 + Double(pair.0) }
}

class FeedViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Feed", bundle: nil)
    lazy var dataSource: [String: [Int]] = ["odd": [1, 3, 5], "even": [0x10, 0b1010, 0o17, 1_000_000]]

    override func viewDidLoad() {
        super.viewDidLoad()
        /* Nested /* block */ comment: class Hidden { } */
        let total = dataSource.values.reduce(0) { $0 + $1.count }
        let ratio = Double(total) / 2.0 / 3
        if #available(iOS 15, *) {
            navigationItem.title = "Feed (\(total), \(ratio))"
        }
        let selector = #selector(refresh(_:))
        _ = selector
        let path = \FeedViewController.dataSource
        _ = self[keyPath: path]?.count ?? 0
    }

    @objc func refresh(_ sender: Any?) {
        let `class` = "keyword as name"
        print(`class`, terminator: "")
    }
}

#if DEBUG && os(iOS)
extension ProfileCell {
    static var preview: ProfileCell { ProfileCell(style: .default, reuseIdentifier: nil) }
}
#elseif os(macOS)
typealias Cellish = Reusable & NibLoadable
#else
enum Nothing {}
#endif
