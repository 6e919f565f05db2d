import GenCore

// MARK: - ExitStatus

/// The exit statuses of `reusable-gen`.
public enum ExitStatus: Int32, Sendable, Hashable {
    /// Everything worked (and `--check` found the output up to date).
    case success = 0
    /// Errors were reported, or `--check` found the output missing or stale.
    case failure = 1
    /// The command line was not understood.
    case usage = 64
}

extension ExitStatus {
    /// Ends the process with this status.
    public func exitProcess() -> Never {
        FileSystem.exitProcess(self)
    }
}
