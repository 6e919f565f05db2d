#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

// MARK: - FileSystemError

/// A failed file-system call: the path involved and the system's reason, worded for a diagnostic.
struct FileSystemError: Error, Sendable, Hashable {
    /// The C `errno` value.
    var code: Int32
    /// The system's explanation, lower-cased like the rest of a diagnostic (`permission denied`).
    var reason: String

    /// Captures the current `errno`.
    static func current() -> FileSystemError {
        FileSystemError(code: errno)
    }

    /// Describes an `errno` value.
    init(code: Int32) {
        self.code = code
        let text = String(cString: strerror(code))
        self.reason = text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A reason that is not an `errno` value.
    init(reason: String) {
        self.code = 0
        self.reason = reason
    }
}
