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
        /// The exit status: 64 for a bare `@` or a file that cannot be read (a usage error, like a missing
        /// `--config` file), 1 for a file that is not UTF-8.
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
            switch FileSystem.readFile(path).map(\.bytes) {
            case .failure(let error):
                throw Failure(message: "cannot read response file '\(path)': \(error.reason)", status: .usage)
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
        // A line break never ends a valid character, so the file is valid exactly when it is as a whole. The lines
        // are then cut from the bytes: a build plugin's file names every input.
        guard String(validUTF8: bytes) != nil else { return nil }
        var arguments: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for end in 0...buffer.count where end == buffer.count || buffer[end] == UInt8(ascii: "\n") {
                defer { start = end + 1 }
                var contentEnd = end
                if contentEnd > start, buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                guard contentEnd > start else { continue }
                arguments.append(
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<contentEnd]), as: UTF8.self))
            }
        }
        return arguments
    }
}
