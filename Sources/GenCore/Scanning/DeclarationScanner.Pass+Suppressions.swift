// MARK: - Suppression comments

extension DeclarationScanner.Pass {
    /// The marker every suppression comment starts with, after `//` and optional spaces.
    static let suppressionMarker = SignificantTokens.suppressionMarker

    /// Reads the `// reusable-gen:` comments whose markers the lexer's sink found (`markers`, offsets in the file)
    /// into `result.suppressionComments`; a malformed one (an unknown action or check name) is an error at the word.
    mutating func readSuppressionComments(at markers: [Int]) {
        for offset in markers { readSuppressionComment(at: offset) }
    }

    /// Parses the comment whose marker is at `offset` (up to the end of its line).
    private mutating func readSuppressionComment(at offset: Int) {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        var words: [(text: String, offset: Int)] = []
        var position = offset + Self.suppressionMarker.count
        while position < end {
            if bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
                continue
            }
            let start = position
            while position < end, bytes[position] != UInt8(ascii: " "), bytes[position] != UInt8(ascii: "\t") {
                position += 1
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            // SwiftLint's convention: ` - ` starts an explanation that is not a check name.
            if word == "-" { break }
            words.append((word, start))
        }
        let commentLocation = file.location(at: offset)
        guard let first = words.first else {
            report("a reusable-gen comment needs an action", at: offset + Self.suppressionMarker.count)
            return
        }
        let actionText = first.text
        guard let action = SuppressionComment.Action(rawValue: actionText) else {
            let actions = SuppressionComment.Action.allCases.map(\.rawValue).joined(separator: ", ")
            report(
                "unknown reusable-gen comment action '\(actionText)' (expected one of: \(actions))", at: first.offset)
            return
        }
        var checks: [DiagnosticCheck] = []
        var namesAll = false
        for word in words.dropFirst() {
            if word.text == "all" {
                namesAll = true
            } else if let check = DiagnosticCheck(name: word.text) {
                if !checks.contains(check) { checks.append(check) }
            } else {
                let hint = Suggestion.closest(to: word.text, in: DiagnosticCheck.names).map { "did you mean '\($0)'? " }
                report(
                    """
                    unknown check '\(word.text)' in a reusable-gen comment (\(hint ?? "")expected 'all' or one of: \
                    \(DiagnosticCheck.names.joined(separator: ", ")))
                    """, at: word.offset)
            }
        }
        guard namesAll || !checks.isEmpty else {
            if words.count == 1 {
                report(
                    "'reusable-gen:\(action.rawValue)' needs the names of the checks it applies to, or 'all'",
                    at: first.offset)
            }
            return
        }
        let line = commentLocation.line
        let lines: ClosedRange<Int>
        switch action {
        case .disable, .enable, .disableThis: lines = line...line
        case .disableNext: lines = nextDeclarationLines(after: end, commentLine: line)
        case .disablePrevious:
            // As with SwiftLint, the line of code before the comment's line, also when the comment ends a line of
            // code (blank and comment-only lines in between are passed over).
            let lineStart = file.lineStarts[line - 1]
            let previous =
                lineStart > 0
                ? lastToken(startingAtOrBefore: lineStart - 1).map { file.location(at: tokens[$0].start).line } : nil
            lines = (previous ?? line)...(previous ?? line)
        }
        result.suppressionComments.append(
            SuppressionComment(action: action, checks: namesAll ? [] : checks, lines: lines))
    }

    /// The lines from the first line with code after `offset` to the first line whose code is not only attributes
    /// (`@objc(Name)` above `final class Name`), so that a comment above a declaration's attributes covers it.
    private func nextDeclarationLines(after offset: Int, commentLine: Int) -> ClosedRange<Int> {
        var token = (lastToken(startingAtOrBefore: offset).map { $0 + 1 }) ?? 0
        guard token < tokens.count else { return (commentLine + 1)...(commentLine + 1) }
        let firstLine = file.location(at: tokens[token].start).line
        // Skip whole attributes: `@`, its name and an argument list written against it.
        while token < tokens.count, isPunctuation(token, "@") {
            token += 1
            if isIdentifier(token) { token += 1 }
            if isPunctuation(token, "("), tokens[token].start == tokens[token - 1].end {
                var depth = 0
                while token < tokens.count {
                    if isPunctuation(token, "(") { depth += 1 }
                    if isPunctuation(token, ")") { depth -= 1 }
                    token += 1
                    if depth == 0 { break }
                }
            }
        }
        let lastLine = token < tokens.count ? file.location(at: tokens[token].start).line : firstLine
        return firstLine...max(firstLine, lastLine)
    }

    /// The index of the last significant token that starts at or before `offset`, or `nil`.
    private func lastToken(startingAtOrBefore offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    private mutating func report(_ message: String, at offset: Int) {
        result.diagnostics.append(Diagnostic(.error, message, at: file.location(at: offset)))
    }
}
