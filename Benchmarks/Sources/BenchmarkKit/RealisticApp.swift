import Foundation

// MARK: - RealisticApp

/// Generates the real-shaped app: thousands of mostly small Swift files (the size distribution measured on public
/// iOS apps), about 3 % of classes adopting a mixin, and one XIB or storyboard per 11 Swift files, most of them for
/// classes that adopt nothing. File *i* depends only on the seed and *i*, so the first N files of a 2N-file app
/// are the N-file app (with their IB files).
public enum RealisticApp {
    /// Writes the app below `directory` (created if needed), in folders of 100 Swift files with their IB files
    /// beside them, and returns what it wrote.
    public static func write(_ configuration: SyntheticAppConfiguration, to directory: String) throws
        -> SyntheticAppSummary
    {
        var summary = SyntheticAppSummary(paths: [], bytes: 0, lines: 0, adopters: 0)
        try SyntheticApp.createApp(directory)
        for index in 0..<configuration.files {
            let folder = try SyntheticApp.folder(of: index, in: directory)
            let plan = RealisticFilePlan(index: index, seed: configuration.seed)
            let text = swiftText(plan, appSeed: configuration.seed)
            let data = Data(text.text.utf8)
            let path = "\(folder)/\(plan.fileName).swift"
            try data.write(to: URL(fileURLWithPath: path))
            summary.paths.append(path)
            summary.bytes += data.count
            summary.lines += text.lineCount
            summary.adopters += plan.role.isAdopter ? 1 : 0
            if plan.role.hasInterfaceFile {
                var writer = InterfaceBuilderWriter(plan: plan, appSeed: configuration.seed)
                let interface = Data(writer.write().utf8)
                try interface.write(to: URL(fileURLWithPath: "\(folder)/\(writer.fileName)"))
                summary.interfaceFiles += 1
                summary.interfaceBytes += interface.count
            }
        }
        return summary
    }

    /// The Swift text of one planned file.
    static func swiftText(_ plan: RealisticFilePlan, appSeed: UInt64) -> SourceText {
        var writer = FileWriter(index: plan.index, scale: 1, random: SeededRandom(seed: plan.seed))
        writer.appSeed = appSeed
        writer.out = SourceText(capacity: plan.swiftBytes + 1_024)
        writer.writeRealistic(plan)
        return writer.out
    }
}
