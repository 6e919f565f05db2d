import Testing
import UIKit

// MARK: - A Reusable-style mixin, written as reusable-gen's output declares it

/// A mixin whose identifier defaults to the dynamic type's name, like Reusable's.
protocol SampleReusable: AnyObject {
    /// The reuse identifier.
    static var reuseIdentifier: String { get }
}

extension SampleReusable {
    /// The bare name of the dynamic type.
    static var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
    /// Registers a cell type under its reuse identifier.
    /// - Parameter cellType: The cell class (possibly a subclass held in a parent's metatype).
    final func register<T: UITableViewCell>(cellType: T.Type) where T: SampleReusable {
        register(cellType.self, forCellReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Dequeues a cell of the given type.
    /// - Parameters:
    ///   - indexPath: The cell's index path.
    ///   - cellType: The cell class.
    final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T
    where T: SampleReusable {
        guard let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as? T else {
            fatalError("Failed to dequeue a cell with identifier \(cellType.reuseIdentifier) matching type \(cellType.self)")
        }
        return cell
    }
}

/// A non-final adopter.
class ParentCell: UITableViewCell, SampleReusable {}

/// A subclass with its own identifier.
final class ChildCell: ParentCell {}

// MARK: - Tests

/// Generic helpers in the style of generated code work against the stand-in.
@MainActor
struct ReusableStyleTests {
    /// A subclass known only at run time gets its own identifier and is created as itself.
    @Test func runtimeSubclassThroughParentMetatype() {
        let table = UITableView()
        let type: ParentCell.Type = ChildCell.self
        table.register(cellType: type)
        table.register(cellType: ParentCell.self)
        let child = table.dequeueReusableCell(for: IndexPath(row: 0, section: 0), cellType: type)
        let parent: ParentCell = table.dequeueReusableCell(for: IndexPath(row: 1, section: 0))
        #expect(child is ChildCell && child.reuseIdentifier == "ChildCell")
        #expect(!(parent is ChildCell) && parent.reuseIdentifier == "ParentCell")
    }
}
