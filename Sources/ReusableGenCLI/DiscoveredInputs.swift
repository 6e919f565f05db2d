#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GenCore

// MARK: - DiscoveredInputs

/// The input files a run reads, split by kind, with the problems met while finding and reading them.
public struct DiscoveredInputs: Sendable {
    /// Swift sources, sorted by path (empty after `InputDiscovery.discoverScanning`, which scans them instead).
    public var swiftFiles: [SourceFile] = []
    /// The Swift sources scanned as they were read, sorted by path, without the files reusable-gen wrote itself
    /// (filled by `InputDiscovery.discoverScanning` only).
    public var scannedFiles: [ScannedFile] = []
    /// How many Swift files were read, scanned or not.
    public var swiftFileCount = 0
    /// XIBs and storyboards, sorted by path (empty after `InputDiscovery.discoverScanning`).
    public var interfaceFiles: [SourceFile] = []
    /// The paths of the XIBs and storyboards, sorted, left unread (filled by `InputDiscovery.discoverScanning` only:
    /// `InputDiscovery.checkInterfaceFiles` reads them once the model is known).
    public var interfacePaths: [String] = []
    /// Problems with the paths (missing, unreadable, symbolic link cycles, ignored files).
    public var diagnostics: [Diagnostic] = []

    /// What a reader makes of one run of files: the inputs found in it, and the candidates of its Swift files when
    /// they are selected and scanned (`SourceSelection`).
    struct Run: Sendable {
        var inputs = DiscoveredInputs()
        var candidates: [SourceCandidate] = []
        /// Where each file of the run went, in the run's order, so that runs can be merged in another order
        /// (`merged(_:in:)`) without reading the files again.
        var places: [Place] = []

        /// The list a file went to, and its place there.
        enum Place: Sendable {
            case swiftFile(Int)
            case candidate(Int)
            /// A Swift file that reusable-gen wrote itself: counted, never scanned.
            case generatedFile
            case interfaceFile(Int)
            case interfacePath(Int)
            case unreadable(Int)
        }

        /// One run of the files of `runs`, at the positions `order` gives among all their files, in that order.
        static func merged(_ runs: [Run], in order: [Int]) -> Run {
            var starts: [Int] = []
            var total = 0
            for run in runs {
                starts.append(total)
                total += run.places.count
            }
            var merged = Run()
            for position in order {
                // The last run that starts at or before the position.
                var low = 0
                var high = runs.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if starts[middle] <= position { low = middle } else { high = middle - 1 }
                }
                let index = low
                let run = runs[index]
                switch run.places[position - starts[index]] {
                case .swiftFile(let place):
                    merged.places.append(.swiftFile(merged.inputs.swiftFiles.count))
                    merged.inputs.swiftFiles.append(run.inputs.swiftFiles[place])
                    merged.inputs.swiftFileCount += 1
                case .candidate(let place):
                    merged.places.append(.candidate(merged.candidates.count))
                    merged.candidates.append(run.candidates[place])
                    merged.inputs.swiftFileCount += 1
                case .generatedFile:
                    merged.places.append(.generatedFile)
                    merged.inputs.swiftFileCount += 1
                case .interfaceFile(let place):
                    merged.places.append(.interfaceFile(merged.inputs.interfaceFiles.count))
                    merged.inputs.interfaceFiles.append(run.inputs.interfaceFiles[place])
                case .interfacePath(let place):
                    merged.places.append(.interfacePath(merged.inputs.interfacePaths.count))
                    merged.inputs.interfacePaths.append(run.inputs.interfacePaths[place])
                case .unreadable(let place):
                    merged.places.append(.unreadable(merged.inputs.diagnostics.count))
                    merged.inputs.diagnostics.append(run.inputs.diagnostics[place])
                }
            }
            return merged
        }
    }
}
