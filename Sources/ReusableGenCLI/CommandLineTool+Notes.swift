import GenCore

// MARK: - Notes on an empty result

extension CommandLineTool {
    /// When no class adopts a mixin, a note that says so, with the number of Swift files read and, when the
    /// sources register or dequeue classes by string identifier, the `migrate` command that would convert them. (The
    /// generator scans only files that can change its output, so the call sites are found here, on this path only.)
    static func nothingAdoptedNotes(
        _ result: GenerationResult, paths: [String], swiftFiles: [SurveyedFile]
    ) -> [Diagnostic] {
        let swiftFileCount = swiftFiles.count
        // Any other diagnostic already tells the user about the classes (a private adopter, a duplicate).
        guard result.model.types.isEmpty, result.diagnostics.isEmpty, swiftFileCount > 0 else { return [] }
        let files = swiftFileCount == 1 ? "1 Swift file" : "\(swiftFileCount) Swift files"
        var message = "no class adopts a mixin in the \(files) read; the output declares only the protocols and helpers"
        // The files were let go of after their survey: they are read again (a file that cannot be is not counted).
        let sources = Parallel.map(swiftFiles) { file in
            try? InputDiscovery.reread(file.path).map { SourceFile(path: file.path, bytes: $0) }.get()
        }
        let stringTyped = sources.compactMap { $0 }.flatMap { CallSiteScanner.scan($0) }.filter {
            [.registerByIdentifier, .registerNibByIdentifier, .dequeueByIdentifier].contains($0.kind)
        }.count
        if stringTyped > 0 {
            let calls = stringTyped == 1 ? "1 register or dequeue call" : "\(stringTyped) register and dequeue calls"
            let paths = paths.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
            message += "; \(calls) by string identifier can be converted: run 'reusable-gen migrate \(paths)'"
        }
        return [Diagnostic(.note, message, at: nil)]
    }

    /// How many extensions a generated file declares (lines starting `extension`, after an access level): one more
    /// for each type it extends. Read on the bytes: splitting the text into Characters cost more than the rest of a
    /// run on a target where no class adopts a mixin.
    static func extensionCount(_ bytes: [UInt8]) -> Int {
        let starts = ["extension ", "public extension ", "package extension "].map { Array($0.utf8) }
        return bytes.split(separator: UInt8(ascii: "\n")).count { line in starts.contains { line.starts(with: $0) } }
    }
}
