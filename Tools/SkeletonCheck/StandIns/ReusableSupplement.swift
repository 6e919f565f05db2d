// Compiled into the stand-in `Reusable` module together with Tests/Fixtures/App/Sources/Reusable: the library's public
// API that the fixture's stand-in leaves out, with the library's names, labels and defaults (written from its
// documented API). The check only type-checks, so the bodies never run.
import UIKit

extension NibLoadable where Self: UIView {
    public static func loadFromNib() -> Self { fatalError("type-checked only") }
}

extension NibOwnerLoadable where Self: UIView {
    public func loadNibContent() { fatalError("type-checked only") }
}

extension StoryboardSceneBased where Self: UIViewController {
    public static func instantiate() -> Self { fatalError("type-checked only") }
}

extension UICollectionView {
    public final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String)
    where T: Reusable & NibLoadable { fatalError("type-checked only") }

    public final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String)
    where T: Reusable { fatalError("type-checked only") }

    public final func dequeueReusableSupplementaryView<T: UICollectionReusableView>(
        ofKind elementKind: String, for indexPath: IndexPath, viewType: T.Type = T.self
    ) -> T where T: Reusable { fatalError("type-checked only") }
}
