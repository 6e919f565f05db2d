/// The UI framework a generated extension is written against.
public enum Framework: String, Sendable, Hashable, Codable, CaseIterable {
    case uiKit = "UIKit"
    case appKit = "AppKit"
}
