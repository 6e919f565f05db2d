import UIKit

/// A class of unknown kind in a file that imports UIKit: written in the UIKit section.
final class BannerView: ExternalBanner, NibLoadable {}
