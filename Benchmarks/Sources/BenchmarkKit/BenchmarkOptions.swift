// MARK: - BenchmarkOptions

/// The benchmark's command line.
public struct BenchmarkOptions: Sendable {
    /// The synthetic app's number of files.
    public var files = 2_000
    /// Multiplies method-body length.
    public var scale = 1.0
    /// The app's seed.
    public var seed: UInt64 = 42
    /// Keep the generated app in this folder (otherwise a temporary folder, removed at the end).
    public var output: String?
    /// Timed runs per stage; the median is reported.
    public var runs = 5
    /// Skip the 2N-file run.
    public var skipsLinearity = false
    /// Internal: run one stage in this (child) process and print its figures.
    public var childStage: String?
    /// Internal: the app folder a child works on.
    public var input: String?
    /// Print the usage text.
    public var showsHelp = false

    /// The usage text.
    public static let usage = """
        usage: reusable-gen-benchmark [--files N] [--scale F] [--seed S] [--output DIR] [--runs K] [--no-linearity]

          --files N       files in the synthetic app (default 2000)
          --scale F       multiplies method-body length, so lines per file (default 1.0: ~340 lines a file)
          --seed S        seed of the deterministic app generator (default 42)
          --output DIR    write the app to DIR and keep it (default: a temporary folder, removed afterwards)
          --runs K        timed runs per measurement; medians are reported (default 5)
          --no-linearity  skip the pipeline run on an app of 2N files

        Build and run in release: swift run -c release reusable-gen-benchmark
        With swift-syntax's Parser.parse too: swift run -c release --traits SwiftSyntax reusable-gen-benchmark
        (the SwiftSyntax trait compiles swift-syntax, which takes minutes the first time)
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
            case "--runs": options.runs = try positive(try value(), argument)
            case "--scale":
                let text = try value()
                guard let scale = Double(text), scale > 0 else { throw UsageError(message: "--scale needs a positive number") }
                options.scale = scale
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw UsageError(message: "--seed needs a non-negative integer") }
                options.seed = seed
            case "--output": options.output = try value()
            case "--no-linearity": options.skipsLinearity = true
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

/// A command line the benchmark does not understand.
public struct UsageError: Error, Sendable {
    /// What is wrong.
    public var message: String
}
