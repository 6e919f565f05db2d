import UIKit
import Reusable

protocol RouteSceneVC: StoryboardSceneBased {}

extension RouteSceneVC where Self: UIViewController {
    static var sceneStoryboard: UIStoryboard { UIStoryboard(name: "RouteScene", bundle: nil) }
}

final class MapViewController: UIViewController, RouteSceneVC {}

final class RouteCoordinator {
    func start(on navigation: UINavigationController) {
        navigation.pushViewController(MapViewController.instantiate(), animated: true)
    }
}
