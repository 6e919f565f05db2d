// MARK: - PipelineTarget

/// The whole pipeline to Swift with the built-in UIKit template, with default and with non-default options; nothing
/// may crash, and any output starts with the generated-file header.
enum PipelineTarget {
    /// The option sets every input is generated with.
    static let optionSets: [GenerationOptions] = {
        var changed = GenerationOptions()
        changed.qualifiedIdentifiers = true
        changed.accessLevel = .public
        changed.bundle = .module
        changed.moduleName = "App"
        return [GenerationOptions(), changed]
    }()

    /// Runs the target on one input.
    static func run(_ bytes: [UInt8]) {
        let file = InputFile(path: "Fuzz.swift", bytes: bytes)
        for options in optionSets {
            let result = Generator.generate(GenerationInput(swiftFiles: [file], options: options))
            if !result.output.isEmpty {
                FuzzCheck.require(result.output.hasPrefix(GeneratedFile.swiftHeader), "Swift output lacks its header")
            }
        }
    }
}
