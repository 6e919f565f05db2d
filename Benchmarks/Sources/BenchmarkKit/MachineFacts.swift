import Foundation
import GenCore
import ReusableGenCLI

// MARK: - MachineFacts

/// What the report says about the machine it ran on.
enum MachineFacts {
    /// `/proc/loadavg`'s 1, 5 and 15-minute load averages, as `uptime` prints them.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: ", ")
    }

    /// The build configuration the figures come from; a debug build's figures say nothing about the tool's speed.
    static var buildConfiguration: String {
        #if DEBUG
        "DEBUG — these figures are not the tool's: run with `swift run -c release …`"
        #else
        "release"
        #endif
    }

    /// The CPU model, cores and memory: `Intel Xeon … · 2 cores · 24 GiB`.
    static func description() -> String {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            ?? "unknown CPU"
        let info = ProcessInfo.processInfo
        let memory = Double(info.physicalMemory) / 1_073_741_824
        return
            "\(model) · \(info.activeProcessorCount) cores · \(String(format: "%.0f", memory)) GiB · \(info.operatingSystemVersionString)"
    }
}

// MARK: - Sanity

/// A check, run once in the parent, that the generator understands the app: how many classes it extends and
/// what it reports.
struct Sanity {
    var resolvedTypes = 0
    var errors = 0
    var warnings = 0
    var notes = 0
    var outputBytes = 0
    var outputLines = 0

    /// Runs the pipeline once on the app in `directory` and counts what came out.
    static func check(_ directory: String) -> Sanity {
        let inputs = InputDiscovery().discover([directory])
        let result = Generator.generate(
            GenerationInput(
                swiftFiles: inputs.swiftFiles, interfaceFiles: inputs.interfaceFiles, diagnostics: inputs.diagnostics))
        var sanity = Sanity()
        sanity.resolvedTypes = result.model.types.count
        for diagnostic in result.diagnostics {
            switch diagnostic.severity {
            case .error: sanity.errors += 1
            case .warning: sanity.warnings += 1
            default: sanity.notes += 1
            }
        }
        sanity.outputBytes = result.output.utf8.count
        sanity.outputLines = result.output.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return sanity
    }
}
