import UIKit

// Shapes of real code that once broke the generated file; the fixture build compiles them with warnings as errors.

// MARK: - The app's own protocol named like ReusableCells' one

/// An app's own protocol that happens to be called `ReusableView`: reusable-gen must not declare it again.
protocol ReusableView: AnyObject {
    static var reuseIdentifier: String { get }
}

extension ReusableView {
    static var reuseIdentifier: String { String(describing: self) }
}

/// A cell adopting the app's own `ReusableView`.
final class HomeCell: UITableViewCell, ReusableView {}

// MARK: - Classes nested in generic types

/// A generic namespace with a nested cell: the cell is generic too.
enum Section<Model> {
    final class HeaderCell: UITableViewCell, Reusable {}
}

/// A generic class with a nested nib cell.
final class Box<T> {
    final class ItemCell: UICollectionViewCell, NibReusable {}
}

/// A non-final cell with a subclass nested in a generic type.
class BaseRowCell: UITableViewCell, Reusable {}

/// A wrapper whose nested subclass cannot be named without its generic argument.
enum Wrapper<T> {
    final class SubCell: BaseRowCell {}
}

/// A generic non-final nib cell with a concrete subclass: each names its own nib.
class GenericBaseCell<T>: UITableViewCell, NibReusable {}

/// A concrete subclass of a generic nib cell.
final class IntCell: GenericBaseCell<Int> {}

// MARK: - Conformances added conditionally

/// A cell that becomes Reusable only under a flag that is off.
final class FlagCell: UITableViewCell {}

#if EDGE_FLAG_OFF
extension FlagCell: Reusable {}
#endif

/// A generic cell Reusable only for one specialisation.
final class SpecialisedCell<T>: UITableViewCell {}

extension SpecialisedCell: Reusable where T == Int {}

// MARK: - Enclosing declarations

/// A deprecated namespace: its availability is repeated on the generated extension.
@available(*, deprecated, message: "use NewScreen")
enum OldScreen {
    final class RowCell: UITableViewCell, Reusable {}
}

/// A private class whose nested cell (declared in an extension) cannot be extended from another file.
private final class Screen {}

extension Screen {
    final class Cell: UITableViewCell, Reusable {}
}

// MARK: - Hierarchies mixing mixins

/// A File's Owner view whose subclass is also NibLoadable: one `nibName` and `nib`, on the base.
class OwnerBaseView: UIView, NibOwnerLoadable {}

/// A subclass adding NibLoadable to an inherited NibOwnerLoadable.
final class LoadedSubView: OwnerBaseView, NibLoadable {}

// MARK: - Names

/// A superclass spelled through a typealias, as multi-platform code does.
typealias PlatformCell = UITableViewCell

/// A cell whose superclass is a typealias: still a table view cell.
final class AliasedCell: PlatformCell, Reusable {}

/// A composition continued on the next line.
typealias MultiLineCellish = Reusable
    & NibLoadable

/// A cell adopting the multi-line composition.
final class MultiLineCell: UITableViewCell, MultiLineCellish {}

/// Two cells with one bare name, one with its own identifier: no clash.
enum Feed {
    final class Cell: UITableViewCell, Reusable {}
}

/// The second of the two cells.
enum Search {
    final class Cell: UITableViewCell, Reusable {
        static var reuseIdentifier: String { "SearchCell" }
    }
}

// MARK: - Members from protocol extensions

/// A protocol refining Reusable whose extension computes the identifier: the generated code must not shadow it.
protocol ThemedCell: Reusable {}

extension ThemedCell {
    static var reuseIdentifier: String { "Themed." + String(describing: self) }
}

/// A cell whose identifier comes from its protocol's extension.
final class ThemedRowCell: UITableViewCell, ThemedCell {}
