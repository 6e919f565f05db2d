import AppKit

final class PreferencesWindowController: NSWindowController {
    @IBOutlet weak var tabView: NSTabView!
    @IBAction func resetDefaults(_ sender: Any?) {}
}

final class GeneralViewController: NSViewController {
    @IBOutlet weak var nameField: NSTextField!
}
