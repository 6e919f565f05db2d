import UIKit
import OAuthKit
import Reusable

final class OAuthViewController: OAuthWebViewController, StoryboardBased {}
