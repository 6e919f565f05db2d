import GenCore

// MARK: - OptionValues

/// The value of every option, as one source gives it: the command line or a configuration file. A value is `nil`,
/// `false` or empty when the source does not set it; `Option.all` says which source may set which value and how the
/// two merge (the command line wins).
public struct OptionValues: Sendable, Hashable {
    /// `--output FILE`; standard output when `nil`.
    public var output: String?
    /// `--check`: compare instead of writing (generate), or fail when changes are pending (migrate).
    public var isChecking = false
    /// `--force`: replace an output file reusable-gen did not write.
    public var isForced = false
    /// `--format`.
    public var format: GenerationOptions.Format?
    /// `--template` / `template`: a built-in template name or a path.
    public var template: String?
    /// Where a configuration file wrote `template`, for diagnostics about it.
    public var templateLocation: SourceLocation?
    /// `--platform` / `platform`.
    public var platform: GenerationOptions.Platform?
    /// `--access-level` / `accessLevel`.
    public var accessLevel: GenerationOptions.AccessLevel?
    /// `--bundle` / `bundle`.
    public var bundle: GenerationOptions.BundleLookup?
    /// `--qualified-identifiers` / `qualifiedIdentifiers`.
    public var qualifiedIdentifiers = false
    /// `--module-name` / `moduleName`.
    public var moduleName: String?
    /// `--config FILE`.
    public var configuration: String?
    /// Every `--exclude GLOB` / `exclude` element, in order.
    public var excludes: [String] = []
    /// `--warnings-as-errors` / `warningsAsErrors`.
    public var warningsAsErrors = false
    /// `--quiet`: print errors only.
    public var isQuiet = false
    /// `--write` (migrate): apply the changes instead of printing the diff.
    public var isWriting = false
    /// `baseClassKinds`: external base classes mapped to the kind they stand for.
    public var baseClassKinds: [String: TypeKind] = [:]
    /// `checks`: checks by name, re-graded to a warning or an error, or turned off.
    public var checks: [DiagnosticCheck: CheckSetting] = [:]

    /// Values with nothing set.
    public init() {}

    /// These values (the command line's) over `configuration`'s, option by option as `Option.all` merges them.
    public func merged(over configuration: OptionValues) -> OptionValues {
        var result = self
        for option in Option.all { option.merge(&result, configuration) }
        if template == nil { result.templateLocation = configuration.templateLocation }
        return result
    }

    /// The generator options these values give; every value not set keeps `GenerationOptions`'s default. The
    /// template is left to the caller, which reads a template file.
    public var generationOptions: GenerationOptions {
        var options = GenerationOptions()
        for option in Option.all { option.configure(&options, self) }
        return options
    }
}
