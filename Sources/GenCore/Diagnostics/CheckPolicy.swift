// MARK: - CheckPolicy

/// Applies what the user said about the checks to their diagnostics: suppression comments in the Swift file a
/// diagnostic points at silence it, then the configuration file's `checks` re-grade or silence every diagnostic of
/// a check. Diagnostics that belong to no check pass unchanged.
public enum CheckPolicy {
    /// The diagnostics left, in the given order, once comments and settings are applied.
    public static func apply(
        _ diagnostics: [Diagnostic],
        files: [ScannedFile],
        settings: [DiagnosticCheck: CheckSetting]
    ) -> [Diagnostic] {
        var commentsByPath: [String: [SuppressionComment]] = [:]
        for file in files where !file.suppressionComments.isEmpty {
            commentsByPath[file.path, default: []] += file.suppressionComments
        }
        guard !commentsByPath.isEmpty || !settings.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic -> Diagnostic? in
            guard let check = diagnostic.check else { return diagnostic }
            if let location = diagnostic.location, let comments = commentsByPath[location.path],
                isSuppressed(check, line: location.line, by: comments)
            {
                return nil
            }
            var regraded = diagnostic
            switch settings[check] {
            case .off?: return nil
            case .warning?: regraded.severity = .warning
            case .error?: regraded.severity = .error
            case nil: break
            }
            return regraded
        }
    }

    /// Whether the comments of a file (in file order) silence a check on a line: a `disable` before it with no
    /// `enable` of the check in between, or a `disable:next`, `disable:this` or `disable:previous` covering it.
    static func isSuppressed(_ check: DiagnosticCheck, line: Int, by comments: [SuppressionComment]) -> Bool {
        var inRegion = false
        for comment in comments where comment.names(check) {
            switch comment.action {
            case .disable where comment.lines.lowerBound <= line: inRegion = true
            case .enable where comment.lines.lowerBound <= line: inRegion = false
            case .disableNext, .disableThis, .disablePrevious:
                if comment.lines.contains(line) { return true }
            default: break
            }
        }
        return inRegion
    }
}
