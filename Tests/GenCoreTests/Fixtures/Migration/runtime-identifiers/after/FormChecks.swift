import UIKit

/// Dequeues without a cast in a type that registers nothing: each reads the identifier of the class it names,
/// which class comes out the sources do not tell.
final class FormChecks {
    let controller = FormViewController()

    func registeredCells() -> [UITableViewCell?] {
        [
            controller.tableView.dequeueReusableCell(withIdentifier: HostedCell.reuseIdentifier),
            controller.tableView.dequeueReusableCell(withIdentifier: LevelsCell.reuseIdentifier),
        ]
    }

    func levels(at indexPath: IndexPath) -> UITableViewCell {
        controller.tableView.dequeueReusableCell(withIdentifier: LevelsCell.reuseIdentifier, for: indexPath)
    }

    func named(at indexPath: IndexPath) -> UITableViewCell {
        // migrate-class-not-named: a controller's name is no cell's identifier.
        controller.tableView.dequeueReusableCell(withIdentifier: String(describing: FormViewController.self), for: indexPath)
    }
}
