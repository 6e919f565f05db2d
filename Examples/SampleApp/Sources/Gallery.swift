import UIKit

/// Photos in the gallery grid.
final class PhotoCell: UICollectionViewCell, Reusable {}

/// "New" badges on photos, designed in BadgeView.xib.
final class BadgeView: UICollectionReusableView, NibReusable {}
