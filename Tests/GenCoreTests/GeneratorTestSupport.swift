@testable import GenCore

// MARK: - Generator in tests

extension Generator {
    /// `generate(_:)`, the one entry point, for tests that hold their inputs as `SourceFile`s.
    static func generate(
        swiftFiles: [SourceFile], interfaceFiles: [SourceFile] = [], options: GenerationOptions = GenerationOptions()
    ) -> GenerationResult {
        generate(
            GenerationInput(
                swiftFiles: swiftFiles.map(InputFile.init), interfaceFiles: interfaceFiles.map(InputFile.init),
                options: options))
    }
}

/// Every file lexed and scanned, as a run without the selection would (`SourceSelection` leaves some unread).
func scanEveryFile(_ files: [SourceFile], recordingObjectiveC: Bool = false) -> [ScannedFile] {
    files.map { DeclarationScanner.scan($0, recordingObjectiveC: recordingObjectiveC) }
}

extension InterfaceBuilderChecks {
    /// `check(_:interfaceFiles:options:prefiltering:)` of files the tests hold as `SourceFile`s.
    static func check(
        _ model: Model, interfaceFiles: [SourceFile], options: GenerationOptions, prefiltering: Bool = true
    ) -> [Diagnostic] {
        check(model, interfaceFiles: interfaceFiles.map(InputFile.init), options: options, prefiltering: prefiltering)
    }
}

extension InterfaceBuilderPrefilter {
    /// `mustRead(_:)` of a file the tests hold as a `SourceFile`.
    func mustRead(_ file: SourceFile) -> Bool {
        mustRead(InputFile(file))
    }
}
