// MARK: - BenchmarkOptions

/// The benchmark's command line.
public struct BenchmarkOptions: Sendable {
    /// The apps measured, in order.
    public var profiles: [AppProfile] = [.synthetic, .realistic]
    /// The number of Swift files of every app measured; `nil`: each profile's own default.
    public var files: Int?
    /// Multiplies method-body length.
    public var scale = 1.0
    /// The app's seed.
    public var seed: UInt64 = 42
    /// Keep the generated app in this folder (otherwise a temporary folder, removed at the end).
    public var output: String?
    /// Timed runs per stage, at least; the median is reported.
    public var runs = 5
    /// A stage whose `runs` take less than this many seconds runs on until they have taken it (at most 20 × `runs`
    /// runs), so that a burst of other work on the machine falls on a few of a short stage's runs, not on most of them.
    public var minimumSeconds = 1.0
    /// Skip the 2N-file run.
    public var skipsLinearity = false
    /// Measure only the stages of these ids (`nil`: every stage).
    public var stageIDs: [String]?
    /// Internal: run one stage in this (child) process and print its figures.
    public var childStage: String?
    /// Internal: the app folder a child works on.
    public var input: String?
    /// The `reusable-gen` executable the whole-process stages run; `nil`: the one beside the benchmark's executable.
    public var tool: String?
    /// Print the usage text.
    public var showsHelp = false

    /// Whether `stage` is among the stages asked for (every stage when none are named).
    func measures(_ stage: Stage) -> Bool {
        stageIDs?.contains(stage.id) ?? true
    }

    /// The usage text.
    public static let usage = """
        usage: reusable-gen-benchmark [--profile synthetic|real|both] [--files N] [--scale F] [--seed S]
                                      [--output DIR] [--runs K] [--min-time S] [--no-linearity]
                                      [--stages ID,…] [--tool PATH]

          --profile P     the app(s) measured: synthetic (2000 files of ~16 KB, no IB files), real (real-shaped:
                          5000 small files with their XIBs and storyboards), or both (default)
          --files N       Swift files in each app (default: 2000 synthetic, 5000 real)
          --scale F       synthetic app: multiplies method-body length (default 1.0: ~340 lines a file)
          --seed S        seed of the deterministic app generator (default 42)
          --output DIR    write the app to DIR and keep it (with both profiles: DIR/synthetic and DIR/real;
                          default: a temporary folder, removed afterwards)
          --runs K        timed runs per measurement, at least; medians are reported (default 5)
          --min-time S    a measurement whose K runs take less than S seconds runs on until they have taken S
                          seconds, for at most 20×K runs (default 1; 0 for exactly K runs)
          --no-linearity  skip the pipeline run on an app of 2N files
          --stages ID,…   measure only these rows, and always the raw read (with a whole-process row, the
                          raw read as a process too): walk, discover, lex, lexscan, scan, ibread, generate,
                          json, swift, read-process, cli-json, cli-swift, cli-named, swiftsyntax,
                          swiftsyntax-par
          --tool PATH     the reusable-gen executable of the whole-process rows (default: the one built beside
                          this program by `swift build -c release --static-swift-stdlib --product reusable-gen`)

        Build and run in release, the tool linked as the artifact bundle ships it (on Linux):
          swift build -c release --static-swift-stdlib --product reusable-gen
          swift run -c release --static-swift-stdlib reusable-gen-benchmark
        With swift-syntax's Parser.parse too, add --traits SwiftSyntax to `swift run` (the trait compiles
        swift-syntax, which takes minutes the first time)
        Each measurement runs in a fresh child process, so its peak memory is its own.
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let next = remaining.popFirst() else { throw UsageError(message: "\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--files": options.files = try positive(try value(), argument)
            case "--profile":
                switch try value() {
                case "synthetic": options.profiles = [.synthetic]
                case "real": options.profiles = [.realistic]
                case "both": options.profiles = [.synthetic, .realistic]
                default: throw UsageError(message: "--profile needs synthetic, real or both")
                }
            case "--tool": options.tool = try value()
            case "--runs": options.runs = try positive(try value(), argument)
            case "--min-time":
                guard let seconds = Double(try value()), seconds >= 0 else {
                    throw UsageError(message: "--min-time needs a number of seconds, 0 or more")
                }
                options.minimumSeconds = seconds
            case "--scale":
                let text = try value()
                guard let scale = Double(text), scale > 0 else {
                    throw UsageError(message: "--scale needs a positive number")
                }
                options.scale = scale
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw UsageError(message: "--seed needs a non-negative integer") }
                options.seed = seed
            case "--output": options.output = try value()
            case "--no-linearity": options.skipsLinearity = true
            case "--stages": options.stageIDs = try value().split(separator: ",").map(String.init)
            case "--child-stage": options.childStage = try value()
            case "--input": options.input = try value()
            case "--help", "-h": options.showsHelp = true
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func positive(_ text: String, _ name: String) throws(UsageError) -> Int {
        guard let number = Int(text), number > 0 else { throw UsageError(message: "\(name) needs a positive integer") }
        return number
    }
}

/// One of the apps the benchmark generates and measures.
public enum AppProfile: String, Sendable {
    /// 2,000 files of about 16 KB, 1,500 adopters, no IB files: the pipeline's throughput.
    case synthetic
    /// The shape of real apps: 5,000 mostly small files, 3 % adopters, one XIB or storyboard per 11 Swift files.
    case realistic = "real"

    /// The default number of Swift files.
    var defaultFiles: Int { self == .synthetic ? 2_000 : 5_000 }
}

/// A command line the benchmark does not understand.
public struct UsageError: Error, Sendable {
    /// What is wrong.
    public var message: String
}
