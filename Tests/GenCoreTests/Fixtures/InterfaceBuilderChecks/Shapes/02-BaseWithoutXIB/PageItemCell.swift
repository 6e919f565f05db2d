import UIKit
import Reusable

// swiftlint:disable:next final_class
class PageItemCell: UICollectionViewCell, NibReusable {}

final class CardPageItemCell: PageItemCell {}
final class ListPageItemCell: PageItemCell {}

struct SectionLayout {
    var cellType: PageItemCell.Type
}

final class CarouselViewController: UICollectionViewController {
    let layouts = [SectionLayout(cellType: CardPageItemCell.self), SectionLayout(cellType: ListPageItemCell.self)]

    override func viewDidLoad() {
        super.viewDidLoad()
        for layout in layouts {
            collectionView.register(cellType: layout.cellType.self)
        }
    }
}
