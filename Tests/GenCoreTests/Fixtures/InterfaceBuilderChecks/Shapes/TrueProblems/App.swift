import UIKit
import Reusable

final class ProfileCell: UITableViewCell, NibReusable {}
final class CardView: UIView, NibLoadable {}
final class PhotoCell: UICollectionViewCell, NibReusable {}
final class LoginViewController: UIViewController, StoryboardBased {}
final class FeedViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
}
final class GalleryViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)
}
final class BannerView: UIView, NibOwnerLoadable {
    @IBOutlet weak var titleLabel: UILabel!
}

final class HomeViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellType: ProfileCell.self)
        let card = CardView.loadFromNib()
        view.addSubview(card)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(cellType: PhotoCell.self)
        present(LoginViewController.instantiate(), animated: true)
        show(FeedViewController.instantiate(), sender: nil)
        show(GalleryViewController.instantiate(), sender: nil)
    }
}
