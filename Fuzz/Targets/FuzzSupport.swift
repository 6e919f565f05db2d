import Foundation

// MARK: - FuzzCheck

/// Invariant checks for fuzz targets: a broken invariant prints what broke and aborts, which libFuzzer reports as a crash.
enum FuzzCheck {
    /// Aborts with `message` unless `condition` holds.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard !condition() else { return }
        printError("fuzz invariant broken: \(message())")
        abort()
    }

    /// Writes one line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

// MARK: - FuzzInput

/// Helpers that turn a fuzzer's byte buffer into the inputs the targets need.
enum FuzzInput {
    /// The bytes split at their midpoint into two halves.
    static func halves(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
        let middle = bytes.count / 2
        return (Array(bytes[..<middle]), Array(bytes[middle...]))
    }

    /// The bytes split at every NUL byte (at most `limit` parts, the last one keeping the rest) and decoded as UTF-8,
    /// with invalid sequences repaired.
    static func parts(_ bytes: [UInt8], limit: Int) -> [String] {
        var parts: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0 && parts.count < limit - 1 {
            parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}
