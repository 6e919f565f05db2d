// MARK: - GenerationOptions

/// Everything that shapes one generator run apart from the input files; filled from the command line and the
/// configuration file by the CLI, and passed to `Generator` as a value.
public struct GenerationOptions: Sendable, Hashable {
    /// What to produce.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// The generated Swift file.
        case swift
        /// The resolved model and the diagnostics as one JSON object.
        case json
    }

    /// The template that renders the Swift output.
    public enum Template: Sendable, Hashable {
        /// A template built into the binary, by name (`uikit`, `appkit`); `nil` picks one from the classes' kinds.
        case builtIn(String?)
        /// A user's template: its path (for diagnostics) and its text, read by the CLI.
        case custom(path: String, text: String)
    }

    /// Where generated code finds nibs and storyboards.
    public enum BundleLookup: String, Sendable, Hashable, CaseIterable {
        /// `Bundle(for: Type.self)`: the bundle of the module that defines the type (Reusable's default).
        case forClass = "class"
        /// `Bundle.module`: the resource bundle SwiftPM generates for a target with resources.
        case module
        /// `Bundle.main`.
        case main
    }

    /// The UI framework the generated code is written against.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// From the classes' kinds: UIKit, AppKit, or one file with both sections (see `Generator.render`).
        case auto
        /// UIKit only: classes of unknown kind are written for UIKit, AppKit classes are left out.
        case uikit
        /// AppKit only: classes of unknown kind are written for AppKit, UIKit classes are left out.
        case appkit
    }

    /// The most visible access level generated API may have.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `internal`, package, `public`
    }

    public var format: Format = .swift
    public var template: Template = .builtIn(nil)
    /// Which framework (or both) to generate for; a built-in `template` name overrides it.
    public var platform: Platform = .auto
    public var accessLevel: AccessLevel = .internal
    public var bundle: BundleLookup = .forClass
    /// Identifiers are qualified names (`Outer.Cell`) instead of Reusable's bare class names.
    public var qualifiedIdentifiers = false
    /// External base classes the sources inherit from, mapped to the kind they stand for.
    public var baseClassKinds: [String: TypeKind] = [:]
    /// The module the sources belong to, used to read `ModuleName.Type` spellings; optional.
    public var moduleName: String?
    /// The configuration file's `checks`: the severity every diagnostic of a check gets, or off.
    public var checks: [DiagnosticCheck: CheckSetting] = [:]
    /// Every warning of the run is reported as an error (`--warnings-as-errors`).
    public var warningsAsErrors = false

    /// Options with every default.
    public init() {}

    /// Whether a check runs: not turned off, and turned on when it is opt-in.
    public func runs(_ check: DiagnosticCheck) -> Bool {
        switch checks[check] {
        case .off?: false
        case nil: !check.isOptIn
        case .warning?, .error?: true
        }
    }
}
