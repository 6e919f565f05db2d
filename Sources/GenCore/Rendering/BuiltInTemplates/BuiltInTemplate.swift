// Written by Scripts/embed-templates from Templates/*.mustache: edit the templates, then run the script.

/// The templates built into the binary; `Templates/<rawValue>.mustache` holds the same text. The one list of
/// their names: the command line, the render plan and the help text read it.
public enum BuiltInTemplate: String, Sendable, Hashable, CaseIterable {
    /// `Templates/uikit.mustache`, written for UIKit.
    case uikit
    /// `Templates/appkit.mustache`, written for AppKit.
    case appkit

    /// The framework the template writes code for.
    public var framework: Framework {
        switch self {
        case .uikit: .uiKit
        case .appkit: .appKit
        }
    }

    /// The template's text.
    public var text: String {
        switch self {
        case .uikit: Self.uikitText
        case .appkit: Self.appkitText
        }
    }

    /// The path a diagnostic in the template names.
    public var fileName: String { "Templates/\(rawValue).mustache" }

    /// The built-in template written for a framework.
    public init(for framework: Framework) {
        switch framework {
        case .uiKit: self = .uikit
        case .appKit: self = .appkit
        }
    }

    /// Every built-in template's text by name: the partials any template, built-in or a user's, can include.
    public static let partials: [String: String] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.text) })

    /// The names, in declaration order, as the help text and error messages list them.
    public static let names: [String] = allCases.map(\.rawValue)
}
