import UIKit

typealias PlatformView = UIView

extension PlatformView {
    @objc var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}
