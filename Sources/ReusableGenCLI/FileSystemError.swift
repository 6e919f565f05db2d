// MARK: - FileSystemError

/// A failed file-system call, worded for a diagnostic (`FileSystem` makes them from `errno`).
struct FileSystemError: Error, Sendable, Hashable {
    /// The system's explanation, lower-cased like the rest of a diagnostic (`permission denied`).
    var reason: String
    /// Whether nothing is at the path (`ENOENT`).
    var isMissing = false
    /// Whether symbolic links lead round in a loop (`ELOOP`).
    var isLinkLoop = false

    /// The error for a file over `FileSystem.maximumFileSize`.
    static let oversized = FileSystemError(
        reason: "file is larger than \(FileSystem.maximumFileSize / 1024 / 1024) MiB")
}
