#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

// MARK: - ResponseFile

/// `@FILE` arguments: each is replaced, before parsing, by the lines of FILE, one argument per line, taken
/// literally (no quoting, escapes, comments or further `@` expansion; empty lines skipped; a line may end in
/// `\r\n`). Expansion stops at the first `--`, on the command line or in a file, so paths after it stay literal.
public enum ResponseFile {
    /// Why a response file could not be expanded; printed as one `reusable-gen: error:` line.
    public struct Failure: Error, Sendable, Hashable {
        /// What is wrong, without the `reusable-gen: error:` prefix.
        public var message: String
        /// The exit status: 64 for a bare `@`, 1 for a file that cannot be read or is not UTF-8.
        public var status: ExitStatus
    }

    /// The arguments with every `@FILE` before the first `--` replaced by the arguments FILE holds.
    public static func expand(_ arguments: [String]) throws(Failure) -> [String] {
        var expanded: [String] = []
        expanded.reserveCapacity(arguments.count)
        var isAfterSeparator = false
        for argument in arguments {
            guard !isAfterSeparator, argument.hasPrefix("@") else {
                expanded.append(argument)
                isAfterSeparator = isAfterSeparator || argument == "--"
                continue
            }
            let path = String(argument.dropFirst())
            if path.isEmpty {
                throw Failure(
                    message: "'@' must be followed by a response file path (as in @arguments.txt)", status: .usage)
            }
            let lines: [String]
            switch PathOperations.readFile(path) {
            case .failure(let error):
                throw Failure(message: "cannot read response file '\(path)': \(error.reason)", status: .failure)
            case .success(let bytes):
                guard let read = Self.arguments(in: bytes) else {
                    throw Failure(message: "response file '\(path)' is not valid UTF-8", status: .failure)
                }
                lines = read
            }
            expanded.append(contentsOf: lines)
            isAfterSeparator = lines.contains("--")
        }
        return expanded
    }

    /// The arguments a response file holds: its non-empty lines, each without its `\n` or `\r\n`; `nil` when a
    /// line is not valid UTF-8.
    static func arguments(in bytes: [UInt8]) -> [String]? {
        // A response file can name every file of a target: the file is validated once (a line break never ends a
        // valid character, so the file is valid exactly when every line is), and lines are found with `memchr`.
        guard String(validUTF8: bytes) != nil else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var arguments: [String] = []
            var start = 0
            while start < buffer.count {
                var end = buffer.count
                if let found = memchr(base + start, 0x0A, buffer.count - start) {
                    end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                }
                let last = end > start && buffer[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                if last > start {
                    let line = UnsafeBufferPointer(rebasing: buffer[start..<last])
                    arguments.append(String(decoding: line, as: UTF8.self))
                }
                start = end + 1
            }
            return arguments
        }
    }
}
