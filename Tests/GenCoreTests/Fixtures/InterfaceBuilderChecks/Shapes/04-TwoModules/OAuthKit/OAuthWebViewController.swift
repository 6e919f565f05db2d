import UIKit

typealias OAuthViewController = UIViewController

class OAuthWebViewController: OAuthViewController {}
