import UIKit

final class ControlsView: UIView {
    @IBAction func didTap(_ sender: Any) {}
    @IBAction func didPress(sender: Any) {}
    @IBAction func refresh() {}
    @IBAction func didTouch(_ sender: UIButton, forEvent event: UIEvent) {}
    @objc(customAction:) func somethingElse(_ sender: Any) {}
    @IBAction func scroll(to sender: Any) {}
    @objc dynamic func reload(_ sender: Any) {}
    func notExposed(_ sender: Any) {}
}

@objcMembers
class ExposedView: UIView {
    var anyName: UILabel?
    func anyAction(_ sender: Any) {}
}

final class ExposedChildView: ExposedView {
    var childLabel: UILabel?
}

final class KeyValueView: UIView {
    override func setValue(_ value: Any?, forUndefinedKey key: String) {}
}
