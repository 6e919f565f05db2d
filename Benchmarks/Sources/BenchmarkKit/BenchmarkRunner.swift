import Foundation
import GenCore
import RawRead

// MARK: - StageFigures

/// One stage's measured figures, as a child process reports them.
public struct StageFigures: Sendable {
    /// The stage measured.
    public var stage: Stage
    /// Median wall-clock time of the timed runs, in nanoseconds.
    public var median: UInt64
    /// Fastest timed run, in nanoseconds.
    public var fastest: UInt64
    /// Median CPU time (user + system, all threads) of the timed runs, in nanoseconds: less sensitive than wall
    /// time to other processes on a shared machine.
    public var cpuMedian: UInt64
    /// Peak resident memory of the child process (reading the inputs included), in bytes.
    public var peakBytes: Int
    /// The stage's result number (token count, output size …), to show the work was done.
    public var checksum: Int
    /// How many timed runs the medians are of.
    public var runs: Int
}

// MARK: - BenchmarkRunner

/// The benchmark program: generates the app, runs each stage in a fresh child process, prints the figures.
public enum BenchmarkRunner {
    /// Runs the program with `extraStages` after ours (the `SwiftSyntax` trait adds swift-syntax's) and exits.
    public static func main(extraStages: [Stage] = []) -> Never {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(
                Data("reusable-gen-benchmark: \(error.message)\n\(BenchmarkOptions.usage)\n".utf8))
            exit(64)
        }
        if options.showsHelp {
            print(BenchmarkOptions.usage)
            exit(0)
        }
        let stages = Stage.standard + extraStages
        if let stageID = options.childStage {
            exit(runChild(stageID, options: options, stages: stages))
        }
        do {
            try runParent(options, stages: stages, extraStages: extraStages)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("reusable-gen-benchmark: \(error)\n".utf8))
            exit(1)
        }
    }

    // MARK: - Child

    /// Runs one stage: preloads if asked, one warm-up run, then the timed runs; prints one `RESULT` line.
    static func runChild(_ stageID: String, options: BenchmarkOptions, stages: [Stage]) -> Int32 {
        guard let stage = stages.first(where: { $0.id == stageID }), let directory = options.input else { return 64 }
        var files: [InputFile] = []
        var interfaceFiles: [InputFile] = []
        if stage.preloadsFiles {
            for (path, bytes) in RawReader.readAll(below: directory, extensions: RawReader.inputExtensions) {
                if path.hasSuffix(".swift") {
                    files.append(InputFile(path: path, bytes: bytes))
                } else {
                    interfaceFiles.append(InputFile(path: path, bytes: bytes))
                }
            }
        }
        var input = StageInput(directory: directory, files: files, interfaceFiles: interfaceFiles)
        input.tool = options.tool ?? ""
        input.rawReader = (try? siblingPath("reusable-gen-raw-read")) ?? ""
        var checksum = stage.run(input)
        var times: [UInt64] = []
        var cpuTimes: [UInt64] = []
        // A whole-process stage's CPU time is its child's (waited for, so counted in RUSAGE_CHILDREN) plus the spawning.
        func cpuTime() -> UInt64 {
            ProcessStatistics.cpuTime() + (stage.runsTool ? ProcessStatistics.childrenCPUTime() : 0)
        }
        let deadline = ProcessStatistics.now() + UInt64(options.minimumSeconds * 1e9)
        while times.count < options.runs
            || (ProcessStatistics.now() < deadline && times.count < options.runs * 20)
        {
            let start = ProcessStatistics.now()
            let cpuStart = cpuTime()
            checksum = stage.run(input)
            cpuTimes.append(cpuTime() - cpuStart)
            times.append(ProcessStatistics.now() - start)
        }
        times.sort()
        cpuTimes.sort()
        let peak =
            stage.runsTool ? ProcessStatistics.childrenPeakResidentBytes() : ProcessStatistics.peakResidentBytes()
        print(
            "RESULT \(stage.id) \(times[times.count / 2]) \(times[0]) \(cpuTimes[cpuTimes.count / 2]) \(peak) \(checksum) "
                + "\(times.count)"
        )
        return 0
    }

    /// Runs a stage in a fresh child process of this executable and reads its figures.
    static func measure(_ stage: Stage, in directory: String, options: BenchmarkOptions, tool: String) throws
        -> StageFigures
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executablePath())
        process.arguments = [
            "--child-stage", stage.id, "--input", directory, "--runs", String(options.runs),
            "--min-time", String(options.minimumSeconds), "--tool", tool,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") })
        else {
            throw BenchmarkError("stage '\(stage.id)' failed (status \(process.terminationStatus)): \(text)")
        }
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 8, let median = UInt64(fields[2]), let fastest = UInt64(fields[3]),
            let cpu = UInt64(fields[4]), let peak = Int(fields[5]), let checksum = Int(fields[6]),
            let runs = Int(fields[7])
        else {
            throw BenchmarkError("stage '\(stage.id)' printed '\(line)'")
        }
        return StageFigures(
            stage: stage, median: median, fastest: fastest, cpuMedian: cpu, peakBytes: peak, checksum: checksum,
            runs: runs)
    }

    /// The path of the running executable.
    static func executablePath() throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    // MARK: - Parent

    /// Generates the app(s) of each profile, measures every stage and prints one report per profile.
    static func runParent(_ options: BenchmarkOptions, stages: [Stage], extraStages: [Stage]) throws {
        let temporary = NSTemporaryDirectory() + "reusable-gen-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let tool = try options.tool ?? siblingPath("reusable-gen")
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw BenchmarkError(
                """
                no reusable-gen executable at '\(tool)': build it first with `swift build -c release \
                --static-swift-stdlib --product reusable-gen` (or name one with --tool PATH)
                """)
        }
        let rawReader = try siblingPath("reusable-gen-raw-read")
        guard FileManager.default.isExecutableFile(atPath: rawReader) else {
            throw BenchmarkError(
                "no '\(rawReader)': build it first with `swift build -c release --static-swift-stdlib`")
        }
        for (position, profile) in options.profiles.enumerated() {
            if position > 0 { print("") }
            let folder = options.profiles.count > 1 ? "/\(profile.rawValue)" : ""
            let directory = options.output.map { $0 + folder } ?? temporary + "/app-\(profile.rawValue)"
            try runProfile(
                profile, options, directory: directory, temporary: temporary, tool: tool, stages: stages,
                extraStages: extraStages)
        }
    }

    /// Generates one profile's app, measures it and prints its report.
    static func runProfile(
        _ profile: AppProfile, _ options: BenchmarkOptions, directory: String, temporary: String, tool: String,
        stages: [Stage], extraStages: [Stage]
    ) throws {
        var report = Report(options: options, profile: profile, tool: tool, loadBefore: MachineFacts.loadAverage())
        let configuration = SyntheticAppConfiguration(
            files: options.files ?? profile.defaultFiles, scale: options.scale, seed: options.seed)
        let generationStart = ProcessStatistics.now()
        try SyntheticApp.prepare(directory)
        report.app = try write(profile, configuration, to: directory)
        report.generationNanoseconds = ProcessStatistics.now() - generationStart
        report.sanity = Sanity.check(directory)
        report.printPreamble()

        // The raw read is every comparison's baseline: always measured; as a process, whenever a process is.
        let runsProcess = stages.contains { $0.runsTool && $0.id != Stage.processRawRead.id && options.measures($0) }
        for stage in stages where !stage.needsInterfaceFiles || report.app.interfaceFiles > 0 {
            let isBaseline = stage.id == Stage.rawRead.id || (stage.id == Stage.processRawRead.id && runsProcess)
            if !isBaseline, !options.measures(stage) { continue }
            let figures = try measure(stage, in: directory, options: options, tool: tool)
            report.figures.append(figures)
            report.printProgress(figures)
        }
        if !options.skipsLinearity {
            var doubled = configuration
            doubled.files *= 2
            let doubledDirectory = temporary + "/app-\(profile.rawValue)-2x"
            let app = try write(profile, doubled, to: doubledDirectory)
            let figures = try measure(report.linearityStage, in: doubledDirectory, options: options, tool: tool)
            report.doubled = (app, figures)
            report.printProgress(figures, label: "(\(doubled.files) files)")
            try? FileManager.default.removeItem(atPath: doubledDirectory)
        }
        report.loadAfter = MachineFacts.loadAverage()
        report.printFigures(comparisons: extraStages.map(\.id))
    }

    /// Writes the app of `profile`.
    static func write(
        _ profile: AppProfile, _ configuration: SyntheticAppConfiguration, to directory: String
    ) throws -> SyntheticAppSummary {
        switch profile {
        case .synthetic: try SyntheticApp.write(configuration, to: directory)
        case .realistic: try RealisticApp.write(configuration, to: directory)
        }
    }

    /// The executable `name` built beside the benchmark's: the raw reader, which `swift build` builds with it, and the
    /// tool, a product of the package this one depends on, which it builds only when asked by name (`--product`).
    static func siblingPath(_ name: String) throws -> String {
        let executable = try executablePath()
        return String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]) + "/" + name
    }
}

/// A failure of the benchmark itself (not of a measured stage's input).
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    /// Creates an error that says `description`.
    init(_ description: String) { self.description = description }
}
