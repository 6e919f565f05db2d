// MARK: - LexerModelTarget

/// Lexer, declaration scanner, model and JSON: lexing is lossless, scanning in one pass (the generator's way)
/// finds what lexing then scanning finds, and the JSON model is the same whichever order
/// the two halves of the input are given in as two files.
enum LexerModelTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        checkLossless(SourceFile(path: "Whole.swift", bytes: bytes))
        let (first, second) = FuzzInput.halves(bytes)
        let a = SourceFile(path: "A.swift", bytes: first)
        let b = SourceFile(path: "B.swift", bytes: second)
        var options = GenerationOptions()
        options.format = .json
        let forward = Generator.generate(swiftFiles: [a, b], interfaceFiles: [], options: options)
        let backward = Generator.generate(swiftFiles: [b, a], interfaceFiles: [], options: options)
        FuzzCheck.require(forward == backward, "JSON output depends on the order of the input files")
        FuzzCheck.require(forward.output.hasPrefix(GeneratedFile.jsonHeader), "JSON output lacks its header")
    }

    /// Checks that the tokens are non-empty, contiguous, cover every byte, that diagnostics point into the file, and
    /// that the one-pass scan agrees with the two-pass one.
    static func checkLossless(_ file: SourceFile) {
        let lexed = Lexer.lex(file)
        var position = 0
        for token in lexed.tokens {
            FuzzCheck.require(token.start == position, "token \(token) does not start where the previous one ended")
            FuzzCheck.require(token.end > token.start, "empty token \(token)")
            position = token.end
        }
        FuzzCheck.require(position == file.bytes.count, "tokens end at \(position) of \(file.bytes.count) bytes")
        let rebuilt = lexed.tokens.flatMap { file.bytes[$0.range] }
        FuzzCheck.require(rebuilt == file.bytes, "tokens do not reproduce the input")
        for diagnostic in lexed.diagnostics {
            guard let location = diagnostic.location else { continue }
            FuzzCheck.require(
                location.line >= 1 && location.line <= file.lineStarts.count,
                "diagnostic line \(location.line) outside the file")
        }
        var twoPasses = DeclarationScanner.scan(file, lexed)
        twoPasses.diagnostics += lexed.diagnostics
        FuzzCheck.require(
            DeclarationScanner.scan(file) == twoPasses, "one-pass scan differs from lexing, then scanning")
    }
}
