// MARK: - CheckSetting

/// What the configuration file's `checks` says about one check: the severity all its diagnostics get, or off.
public enum CheckSetting: String, Sendable, Hashable, CaseIterable {
    case warning, error, off
}
