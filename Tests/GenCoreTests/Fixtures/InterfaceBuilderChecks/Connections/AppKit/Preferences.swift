import AppKit

final class PreferencesWindowController: NSWindowController {
    @IBOutlet weak var tabView: NSTabView!
    @IBAction func resetDefaults(_ sender: Any?) {}
}

final class GeneralViewController: NSViewController {
    @IBOutlet weak var nameField: NSTextField!
}

final class AccountPaneController: NSViewController, StoryboardSceneBased {
    static let sceneStoryboard = NSStoryboard(name: "Account", bundle: nil)
    @IBOutlet weak var emailField: NSTextField!
    var statusField: NSTextField!
    @IBAction func signIn(_ sender: Any?) {}
}

enum AccountPaneRouter {
    static func account() -> AccountPaneController { AccountPaneController.instantiate() }
}
