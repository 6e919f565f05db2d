// MARK: - Document type

/// What the root element's `type` attribute says about the document.
struct InterfaceBuilderDocumentType {
    var kind: InterfaceBuilderDocument.Kind
    var framework: Framework?

    /// The kind and framework of a known `type` attribute, or `nil` for an unknown one.
    init?(_ type: String) {
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder.AppleTV.XIB":
            self.kind = .xib; self.framework = .uiKit
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder.AppleTV.Storyboard":
            self.kind = .storyboard; self.framework = .uiKit
        case "com.apple.InterfaceBuilder3.Cocoa.XIB":
            self.kind = .xib; self.framework = .appKit
        case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB":
            self.kind = .storyboard; self.framework = .appKit
        case "com.apple.InterfaceBuilder.WatchKit.Storyboard":
            self.kind = .storyboard; self.framework = nil
        default:
            return nil
        }
    }
}
