import UIKit

enum Feed {
    public final class Cell: UITableViewCell, NibReusable {}
}
enum Profile {
    final class Cell: UICollectionViewCell, Reusable {}
}
public final class Welcome: UIViewController, StoryboardBased {}
