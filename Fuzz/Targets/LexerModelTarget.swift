// MARK: - LexerModelTarget

/// Lexer, declaration scanner, source selection, model and JSON: lexing is lossless, scanning in one pass (the
/// generator's way) finds what lexing then scanning finds, `SourceWords` records every name the lexer and the scanner
/// find, the selection gives the model and the Swift output of scanning every file, and the JSON model is the same
/// whichever order the two halves of the input are given in as two files.
enum LexerModelTarget {
    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        checkLossless(SourceFile(path: "Whole.swift", bytes: bytes))
        let (first, second) = FuzzInput.halves(bytes)
        let a = InputFile(path: "A.swift", bytes: first)
        let b = InputFile(path: "B.swift", bytes: second)
        var options = GenerationOptions()
        options.format = .json
        let forward = Generator.generate(GenerationInput(swiftFiles: [a, b], options: options))
        let backward = Generator.generate(GenerationInput(swiftFiles: [b, a], options: options))
        FuzzCheck.require(forward == backward, "JSON output depends on the order of the input files")
        FuzzCheck.require(forward.output.hasPrefix(GeneratedFile.jsonHeader), "JSON output lacks its header")
        options.format = .swift
        let input = GenerationInput(swiftFiles: [a, b], options: options)
        let selected = Generator.generate(input)
        let everyFile = Generator.generate(input) { files, _ in
            files.filter { !GeneratedFile.isGenerated($0.bytes) }.map { DeclarationScanner.scan(SourceFile($0)) }
        }
        FuzzCheck.require(selected.model.types == everyFile.model.types, "the selection changes the model")
        FuzzCheck.require(selected.output == everyFile.output, "the selection changes the generated Swift")
    }

    /// Checks that a file's words hold every name its tokens and its scan have (see `SourceWordsTests`).
    static func checkWords(_ file: SourceFile, _ lexed: LexedFile, _ scanned: ScannedFile) {
        let words = SourceWords(bytes: file.bytes)
        let mentioned = Set(words.mentioned)
        for token in lexed.tokens where token.kind == .identifier {
            // The bytes as written (text decodes invalid UTF-8 as U+FFFD), without backticks.
            var range = token.range
            if file.bytes[range.lowerBound] == UInt8(ascii: "`") { range = range.lowerBound + 1..<range.upperBound - 1 }
            let bytes = file.bytes[range]
            guard SourceWords.recordsMention(of: bytes) else { continue }
            FuzzCheck.require(
                mentioned.contains(WordHash.of(bytes: bytes)), "the mention of \(file.text(range)) is not recorded")
        }
        // A name decoded from invalid UTF-8 (with U+FFFD) makes the selection read every file.
        guard !words.declaresUnknownName else { return }
        let declared = Set(words.declared)
        for name in scanned.types.map(\.name) + scanned.typealiases.map(\.name) where !SelectionQuery.isReplaced(name) {
            FuzzCheck.require(declared.contains(WordHash.of(name)), "the declaration of \(name) is not recorded")
        }
        let extended = Set(words.extended)
        for component in scanned.extensions.flatMap(\.extendedType.components)
        where !SelectionQuery.isReplaced(component) {
            FuzzCheck.require(
                extended.contains(WordHash.of(component)), "the extension of \(component) is not recorded")
        }
        let imported = Set(words.imported + words.declared)
        for module in scanned.importedModules where !SelectionQuery.isReplaced(module) {
            FuzzCheck.require(imported.contains(WordHash.of(module)), "the import of \(module) is not recorded")
        }
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
        checkWords(file, lexed, twoPasses)
    }
}
