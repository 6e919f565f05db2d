import Foundation

// MARK: - Report

/// Collects the figures of one benchmark run and prints them as a Markdown table with the acceptance checks.
struct Report {
    let options: BenchmarkOptions
    let loadBefore: String
    var loadAfter = ""
    var app = SyntheticAppSummary(paths: [], bytes: 0, lines: 0, adopters: 0)
    var generationNanoseconds: UInt64 = 0
    var sanity = Sanity()
    var figures: [StageFigures] = []
    var doubled: (SyntheticAppSummary, StageFigures)?

    /// Creates an empty report.
    init(options: BenchmarkOptions, loadBefore: String) {
        self.options = options
        self.loadBefore = loadBefore
    }

    // MARK: - Progress

    /// Prints the machine, the app and the sanity check.
    func printPreamble() {
        print("reusable-gen benchmark — \(timestamp())")
        print("machine: \(MachineFacts.description())")
        print("build: \(MachineFacts.buildConfiguration)")
        print("load average (1, 5, 15 min) before: \(loadBefore)")
        print("""
            app: \(app.paths.count) files, \(app.lines) lines, \(megabytes(app.bytes)) MB \
            (seed \(options.seed), scale \(options.scale)), generated in \(milliseconds(generationNanoseconds)) ms
            generator on the app: \(sanity.resolvedTypes) classes extended, \(sanity.errors) errors, \
            \(sanity.warnings) warnings, \(sanity.notes) notes; \(sanity.outputLines) lines of Swift written
            runs: median of \(options.runs) after one warm-up, each measurement in a fresh child process
            """)
    }

    /// Prints one finished measurement to standard error, so that long runs show progress.
    func printProgress(_ figures: StageFigures, label: String = "") {
        let line = "  measured \(figures.stage.id) \(label): \(milliseconds(figures.median)) ms\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    // MARK: - Figures

    /// Prints the table, the comparisons and the acceptance checks.
    func printFigures(comparisons: [String]) {
        guard let raw = figure("read") else { return }
        print("")
        print("| measurement | median ms | MB/s | lines/s | × raw read | fastest ms | CPU ms | peak RSS MiB |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for figure in figures {
            print(row(figure.stage.title, figure, bytes: app.bytes, lines: app.lines, raw: raw))
        }
        if let (doubledApp, figure) = doubled {
            print(row("pipeline: read -> generated Swift, \(doubledApp.paths.count) files", figure,
                      bytes: doubledApp.bytes, lines: doubledApp.lines, raw: nil))
        }
        print("")
        print("load average (1, 5, 15 min) after: \(loadAfter)")
        printChecks(raw: raw, comparisons: comparisons)
    }

    private func printChecks(raw: StageFigures, comparisons: [String]) {
        print("")
        print("acceptance checks:")
        if let lexScan = figure("lexscan") {
            let rate = Double(app.bytes) / seconds(lexScan.median) / 1e6
            let cpuRate = Double(app.bytes) / seconds(lexScan.cpuMedian) / 1e6
            check(rate >= 150, """
                lexing + scanning on one core \(format(rate, 0)) MB/s wall-clock, \(format(cpuRate, 0)) MB/s of CPU time \
                (target >= 150 MB/s)
                """)
        }
        if let pipeline = figure("swift") {
            let ratio = Double(pipeline.median) / Double(raw.median)
            check(ratio <= 3, "pipeline to generated Swift \(format(ratio, 2))× the raw read (target <= 3×)")
            for (id, title) in [("discover", "the CLI's reading code (InputDiscovery + line index)"),
                                ("scan", "lexing + scanning on all cores"),
                                ("model", "model + generated Swift on one core")] {
                guard let part = figure(id) else { continue }
                let share = Double(part.median) / Double(pipeline.median) * 100
                print("         time of \(title) alone: \(format(share, 0)) % of it")
            }
            // The check's baseline is swift-syntax's parse on one core, like the raw read (both sequential); the
            // comparison with swift-syntax spread over all cores is printed as well, as information.
            for id in comparisons {
                guard let other = figure(id) else { continue }
                let speedup = Double(other.median) / Double(pipeline.median)
                if !other.stage.isCheckBaseline {
                    print("  [info] pipeline \(format(speedup, 1))× faster than \(other.stage.title) (not the check's baseline)")
                } else {
                    check(speedup >= 25, "pipeline \(format(speedup, 1))× faster than \(other.stage.title) (target >= 25×)")
                }
            }
            let peak = max(pipeline.peakBytes, figure("json")?.peakBytes ?? 0)
            check(peak < 150_000_000, """
                peak memory of the pipeline \(format(Double(peak) / 1e6, 1)) MB = \(format(Double(peak) / 1_048_576, 1)) MiB \
                (target < 150 MB)
                """)
            if let (doubledApp, figure) = doubled {
                let timeRatio = Double(figure.median) / Double(pipeline.median)
                let memoryRatio = Double(figure.peakBytes) / Double(pipeline.peakBytes)
                check(timeRatio <= 2.2 && memoryRatio <= 2.2, """
                    2× the files (\(app.paths.count) -> \(doubledApp.paths.count)): \(format(timeRatio, 2))× the time, \
                    \(format(memoryRatio, 2))× the peak memory (\(format(Double(figure.peakBytes) / 1_048_576, 1)) MiB) \
                    (target <= 2.2× each)
                    """)
            }
        }
    }

    private func check(_ holds: Bool, _ text: String) {
        print("  [\(holds ? "pass" : "FAIL")] \(text)")
    }

    private func row(_ title: String, _ figure: StageFigures, bytes: Int, lines: Int, raw: StageFigures?) -> String {
        let time = seconds(figure.median)
        let ratio = raw.map { format(Double(figure.median) / Double($0.median), 2) } ?? "—"
        return "| \(title) | \(milliseconds(figure.median)) | \(format(Double(bytes) / time / 1e6, 0)) | "
            + "\(format(Double(lines) / time / 1e6, 2)) M | \(ratio) | \(milliseconds(figure.fastest)) | "
            + "\(milliseconds(figure.cpuMedian)) | \(format(Double(figure.peakBytes) / 1_048_576, 1)) |"
    }

    private func figure(_ id: String) -> StageFigures? { figures.first { $0.stage.id == id } }

    // MARK: - Formatting

    private func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e9 }

    private func milliseconds(_ nanoseconds: UInt64) -> String { format(Double(nanoseconds) / 1e6, 1) }

    private func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1e6, 1) }

    private func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

    private func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date())
    }
}
