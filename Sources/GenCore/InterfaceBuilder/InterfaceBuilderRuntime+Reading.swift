extension InterfaceBuilderRuntime {
    /// The runtime named by a `targetRuntime` attribute, or `nil` for one reusable-gen does not generate for.
    init?(targetRuntime: String) {
        if targetRuntime.hasPrefix("iOS.CocoaTouch") {
            self = .iOS
        } else if targetRuntime == "AppleTV" {
            self = .tvOS
        } else if targetRuntime == "MacOSX.Cocoa" {
            self = .macOS
        } else {
            return nil
        }
    }

    /// The UI framework documents for this runtime use.
    var framework: Framework {
        self == .macOS ? .appKit : .uiKit
    }
}
