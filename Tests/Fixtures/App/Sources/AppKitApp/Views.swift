import AppKit

/// A view created from `BadgeView.xib`, whose top-level view is a `BadgeView`.
final class BadgeView: NSView, NibLoadable {}

/// A view that is the File's Owner of `AvatarView.xib` and loads its content in both initializers.
final class AvatarView: NSView, NibOwnerLoadable {
    private(set) var loadedViews: [NSView] = []

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        loadedViews = loadNibContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.loadNibContent()
    }
}
