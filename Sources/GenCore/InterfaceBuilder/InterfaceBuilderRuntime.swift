// MARK: - InterfaceBuilderRuntime

/// The platform an Interface Builder document targets, from its `targetRuntime` attribute.
public enum InterfaceBuilderRuntime: String, Sendable, Hashable, Codable, CaseIterable {
    /// `iOS.CocoaTouch` (and the old `iOS.CocoaTouch.iPad`).
    case iOS
    /// `AppleTV`.
    case tvOS
    /// `MacOSX.Cocoa`.
    case macOS
}
