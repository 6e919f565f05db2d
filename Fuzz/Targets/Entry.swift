import Foundation

// MARK: - Entry point

/// The fuzz targets one binary contains, by the name `REUSABLE_FUZZ_TARGET` selects them with.
enum FuzzTargets {
    /// Every target, by name.
    static let all: [String: @Sendable ([UInt8]) -> Void] = [
        "lexer": LexerModelTarget.run,
        "mustache": MustacheTarget.run,
        "interface-builder": InterfaceBuilderTarget.run,
        "config": ConfigurationTarget.run,
        "pipeline": PipelineTarget.run,
        "migrate": MigrateTarget.run,
    ]

    /// The target named by the environment, read once; the process stops when it names none.
    static let selected: @Sendable ([UInt8]) -> Void = {
        let name = getenv("REUSABLE_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = all[name] else {
            FuzzCheck.printError("REUSABLE_FUZZ_TARGET must be one of: \(all.keys.sorted().joined(separator: ", "))")
            exit(2)
        }
        return target
    }()
}

/// libFuzzer's entry point: runs the selected target on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTargets.selected(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
