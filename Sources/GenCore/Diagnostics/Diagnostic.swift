// MARK: - Diagnostic

/// A problem found in the user's input, reported like a compiler diagnostic; notes follow their diagnostic.
public struct Diagnostic: Sendable, Hashable, Error {
    public var severity: Severity
    /// The text, without the name of the check or rule that emitted it (`name`).
    public var message: String
    /// Where the problem is; `nil` only for problems that belong to no file (such as an empty input list).
    public var location: SourceLocation?
    /// Further explanation pointing at related places, printed after the diagnostic itself.
    public var notes: [Diagnostic]
    /// The Interface Builder check that emitted it; `nil` for others.
    public var check: DiagnosticCheck?
    /// The stable name of the check or rule that emitted it (`ib-missing-xib`, `migrate-nib-bundle`), which the
    /// printers write after the message in brackets (`printedMessage`); `nil` for a diagnostic of no check.
    public var name: String?

    /// Creates a diagnostic with optional notes, and the name of the check or rule that emitted it, if one.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = [],
        name: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.name = name
    }

    /// Creates a check's diagnostic, named after the check (printed `… [ib-missing-xib]`).
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation?,
        notes: [Diagnostic] = [],
        check: DiagnosticCheck
    ) {
        self.init(severity, message, at: location, notes: notes, name: check.name)
        self.check = check
    }

    /// The message as printed: followed by the name of its check or rule in brackets when it has one.
    public var printedMessage: String {
        guard let name else { return message }
        return message + " [\(name)]"
    }

    /// The diagnostic and its notes as swiftc prints them: `path:line:column: severity: message`, one per line.
    public var formatted: String {
        var lines = [Self.line(severity, printedMessage, location)]
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
        return lhs.printedMessage < rhs.printedMessage
    }
}
