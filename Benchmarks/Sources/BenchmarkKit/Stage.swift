#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import GenCore
import RawRead
import ReusableGenCLI

// MARK: - Stage

/// One measured step: what it does with the app, timed as a whole over all files.
public struct Stage: Sendable {
    /// A short name used on the child process's command line.
    public var id: String
    /// The row title in the figures table.
    public var title: String
    /// Whether the files are read into memory before timing (stages that measure reading do it themselves).
    public var preloadsFiles: Bool
    /// Whether an extra stage is a baseline of the acceptance checks (otherwise its comparison is information only).
    public var isCheckBaseline: Bool
    /// Whether the stage runs `reusable-gen` as a child process: its CPU time and peak memory are the child's.
    public var runsTool = false
    /// Whether the stage needs the app's XIBs and storyboards (it is left out for an app without any).
    public var needsInterfaceFiles = false
    /// Runs the step once and returns a number derived from its result, so that nothing is optimised away.
    public var run: @Sendable (StageInput) -> Int

    /// Creates a stage.
    public init(
        id: String, title: String, preloadsFiles: Bool, isCheckBaseline: Bool = true,
        run: @escaping @Sendable (StageInput) -> Int
    ) {
        self.id = id
        self.title = title
        self.preloadsFiles = preloadsFiles
        self.isCheckBaseline = isCheckBaseline
        self.run = run
    }
}

/// What a stage works on: the app's folder, and its files when the stage preloads them.
public struct StageInput: Sendable {
    /// The folder holding the app.
    public var directory: String
    /// The app's Swift files read into memory, as the command line hands them over (empty unless the stage preloads
    /// them).
    public var files: [InputFile]
    /// The app's XIBs and storyboards read into memory (empty unless the stage preloads them).
    public var interfaceFiles: [InputFile] = []
    /// The `reusable-gen` executable the whole-process stages run.
    public var tool = ""
    /// The `reusable-gen-raw-read` executable the `read-process` stage runs.
    public var rawReader = ""
}

// MARK: - Built-in stages

extension Stage {
    /// Our stages, in table order.
    public static let standard: [Stage] = [
        rawRead, fileSearch, discovery, lexing, lexingAndScanning, parallelScanning, interfaceReading, generation,
        pipelineJSON, pipelineSwift, processRawRead, processJSON, processSwift, processNamedFiles,
    ]

    /// The CLI's folder walk alone: `InputDiscovery.findFiles`, which finds and sorts the paths (no reading).
    public static let fileSearch = Stage(
        id: "walk", title: "file search (InputDiscovery.findFiles)", preloadsFiles: false
    ) { input in
        InputDiscovery().findFiles([input.directory]).paths.count
    }

    /// GenCore's one entry point on files read beforehand: the source selection (only the files that can change the
    /// output are lexed and scanned), the model, the IB prefilter and checks, the generated Swift.
    public static let generation = Stage(
        id: "generate", title: "Generator.generate on files in memory (selection, model, IB checks, Swift)",
        preloadsFiles: true
    ) { input in
        Generator.generate(GenerationInput(swiftFiles: input.files, interfaceFiles: input.interfaceFiles))
            .output.utf8.count
    }

    /// Every XIB and storyboard through `InterfaceBuilderReader` (`XcodeXMLScan`), one after another, none skipped:
    /// what the IB files would cost without the prefilter.
    public static let interfaceReading: Stage = {
        var stage = Stage(id: "ibread", title: "reading every IB file, 1 core", preloadsFiles: true) { input in
            input.interfaceFiles.reduce(0) {
                $0 + (InterfaceBuilderReader.read(SourceFile($1)).document?.topLevelObjects.count ?? 0)
            }
        }
        stage.needsInterfaceFiles = true
        return stage
    }()

    /// Finds and reads every input file (Swift, XIB, storyboard): the baseline.
    public static let rawRead = Stage(
        id: "read", title: "raw read of all inputs (readdir + open/read)", preloadsFiles: false
    ) { input in
        RawReader.readAll(below: input.directory, extensions: RawReader.inputExtensions).reduce(0) {
            $0 + $1.bytes.count
        }
    }

    /// The raw read as a process of its own (`reusable-gen-raw-read`), started and waited for as the tool is: what
    /// any tool reading the app pays at least, its start-up and the first touch of the memory that holds the files
    /// included, which the raw read's repeated runs in one process pay once.
    public static let processRawRead: Stage = {
        var stage = Stage(
            id: "read-process", title: "raw read as a process of its own (posix_spawn)", preloadsFiles: false
        ) { input in
            Int(ToolProcess.run(input.rawReader, [input.directory]))
        }
        stage.runsTool = true
        return stage
    }()

    /// The whole `reusable-gen` process (start-up, reading, generation, writing to `/dev/null`) with `--format json`.
    public static let processJSON: Stage = {
        var stage = Stage(id: "cli-json", title: "whole process: reusable-gen --format json", preloadsFiles: false) {
            input in
            Int(ToolProcess.run(input.tool, ["--format", "json", input.directory]))
        }
        stage.runsTool = true
        return stage
    }()

    /// The whole `reusable-gen` process with the default Swift output.
    public static let processSwift: Stage = {
        var stage = Stage(id: "cli-swift", title: "whole process: reusable-gen (Swift output)", preloadsFiles: false) {
            input in
            Int(ToolProcess.run(input.tool, [input.directory]))
        }
        stage.runsTool = true
        return stage
    }()

    /// The whole `reusable-gen` process with every input file named in a response file, as the build plugin runs it
    /// (`@FILE` with one path a line, sorted). The warm-up run writes the response file, a hidden file in the app's
    /// folder that the tool does not read as an input; the timed runs find it there.
    public static let processNamedFiles: Stage = {
        var stage = Stage(
            id: "cli-named", title: "whole process: reusable-gen @files (as the build plugin runs it)",
            preloadsFiles: false
        ) { input in
            let responseFile = input.directory + "/.reusable-gen-benchmark-files.rsp"
            if access(responseFile, F_OK) != 0 {
                let paths = RawReader.files(below: input.directory, extensions: RawReader.inputExtensions)
                let text = (["--"] + paths).map { $0 + "\n" }.joined()
                guard let file = fopen(responseFile, "w") else { return -1 }
                fputs(text, file)
                fclose(file)
            }
            return Int(ToolProcess.run(input.tool, ["@" + responseFile]))
        }
        stage.runsTool = true
        return stage
    }()

    /// The CLI's reading code alone: `InputDiscovery.discover` walks the folder and reads every file on all cores.
    public static let discovery = Stage(
        id: "discover", title: "CLI read (InputDiscovery.discover)", preloadsFiles: false
    ) { input in
        let inputs = InputDiscovery().discover([input.directory])
        return (inputs.swiftFiles + inputs.interfaceFiles).reduce(0) { $0 + $1.bytes.count }
    }

    /// Indexes the lines of and lexes every Swift file on one core.
    public static let lexing = Stage(id: "lex", title: "lexing every file, 1 core", preloadsFiles: true) { input in
        var tokens = 0
        for file in input.files { tokens += Lexer.lex(SourceFile(file)).tokens.count }
        return tokens
    }

    /// Indexes the lines of, lexes and scans every Swift file on one core, as the generator does with the files it
    /// selects (one pass, trivia not stored).
    public static let lexingAndScanning = Stage(
        id: "lexscan", title: "lexing + scanning every file, 1 core", preloadsFiles: true
    ) { input in
        var declarations = 0
        for file in input.files {
            let scanned = DeclarationScanner.scan(SourceFile(file))
            declarations += scanned.types.count + scanned.extensions.count
        }
        return declarations
    }

    /// The same on all cores with `DispatchQueue.concurrentPerform`: what a run would cost without the selection.
    public static let parallelScanning = Stage(
        id: "scan", title: "lexing + scanning every file, all cores", preloadsFiles: true
    ) { input in
        let files = input.files
        let total = Total()
        // Strided shares, a few per core, so that the large files spread over the workers.
        let shares = max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount * 8))
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            var declarations = 0
            for position in stride(from: share, to: files.count, by: shares) {
                let scanned = DeclarationScanner.scan(SourceFile(files[position]))
                declarations += scanned.types.count + scanned.extensions.count
            }
            total.add(declarations)
        }
        return total.value
    }

    /// The CLI's reading code, then the whole generator to the JSON model.
    public static let pipelineJSON = Stage(id: "json", title: "pipeline: read -> JSON model", preloadsFiles: false) {
        input in
        pipeline(input.directory, format: .json)
    }

    /// The CLI's reading code, then the whole generator to the generated Swift file.
    public static let pipelineSwift = Stage(
        id: "swift", title: "pipeline: read -> generated Swift", preloadsFiles: false
    ) { input in
        pipeline(input.directory, format: .swift)
    }

    /// Runs discovery (the CLI's reading code) and the generator; returns the output's size in bytes.
    static func pipeline(_ directory: String, format: GenerationOptions.Format) -> Int {
        let inputs = InputDiscovery().discover([directory])
        var options = GenerationOptions()
        options.format = format
        let result = Generator.generate(
            GenerationInput(
                swiftFiles: inputs.swiftFiles, interfaceFiles: inputs.interfaceFiles, options: options,
                diagnostics: inputs.diagnostics))
        return result.output.utf8.count
    }
}

/// A sum the workers of `parallelScanning` add to, once per share.
private final class Total: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var sum = 0

    /// Adds `count`.
    func add(_ count: Int) {
        lock.withLock { sum += count }
    }

    /// The sum, once every worker has added.
    var value: Int { lock.withLock { sum } }
}
