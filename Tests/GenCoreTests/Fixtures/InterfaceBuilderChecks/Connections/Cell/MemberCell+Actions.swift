import UIKit

extension MemberCell {
    @IBAction func didTapAvatar(_ sender: UIButton) {}
}
