// MARK: - Diagnostic

/// A problem found in the user's input, reported like a compiler diagnostic; notes follow their diagnostic.
public struct Diagnostic: Sendable, Hashable, Error {
    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` only for problems that belong to no file (such as an empty input list).
    public var location: SourceLocation?
    /// Further explanation pointing at related places, printed after the diagnostic itself.
    public var notes: [Diagnostic]
    /// The Interface Builder check that emitted it, whose name ends the message in brackets; `nil` for others.
    public var check: DiagnosticCheck?

    /// Creates a diagnostic with optional notes.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// Creates a check's diagnostic: the message ends with the check's name in brackets (`… [ib-missing-xib]`).
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation?,
        notes: [Diagnostic] = [],
        check: DiagnosticCheck
    ) {
        self.init(severity, message + " [\(check.name)]", at: location, notes: notes)
        self.check = check
    }

    /// The diagnostic and its notes as swiftc prints them: `path:line:column: severity: message`, one per line.
    public var formatted: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes { lines.append(note.formatted) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation?) -> String {
        let message = printable(message)
        guard let location else { return "reusable-gen: \(severity.rawValue): \(message)" }
        return "\(printable(location.path)):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }

    /// `text` with line breaks and other control characters written as `\n`, `\r`, `\t` or `\u{…}`, so that
    /// a value quoted from an input (a file name, a configuration value) can never start a line of its own.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if isControl(scalar) {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
        let category = scalar.properties.generalCategory
        return category == .lineSeparator || category == .paragraphSeparator
    }
}

extension Diagnostic: Comparable {
    /// Orders diagnostics by place, then severity, then text, so that reports are stable for any input order.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}
