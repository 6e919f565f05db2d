import Foundation

// MARK: - SyntheticAppConfiguration

/// The size and seed of a synthetic app.
public struct SyntheticAppConfiguration: Sendable, Hashable {
    /// The number of Swift files.
    public var files: Int
    /// Multiplies the length of method bodies (and so the lines per file); 1 gives about 340 lines a file.
    public var scale: Double
    /// Fixes every random choice: the same seed, files and scale give byte-identical apps.
    public var seed: UInt64

    /// Creates a configuration.
    public init(files: Int, scale: Double, seed: UInt64) {
        self.files = files
        self.scale = scale
        self.seed = seed
    }
}

// MARK: - SyntheticAppSummary

/// What was written: the files' paths and their total size.
public struct SyntheticAppSummary: Sendable {
    /// Absolute paths of the written files, in generation order.
    public var paths: [String]
    /// Total bytes of all files.
    public var bytes: Int
    /// Total lines of all files.
    public var lines: Int
    /// Adopting classes the app declares (what the generator should find).
    public var adopters: Int
    /// XIBs and storyboards written beside the Swift files (the real-shaped profile only).
    public var interfaceFiles = 0
    /// Their total size in bytes.
    public var interfaceBytes = 0
}

// MARK: - SyntheticApp

/// Generates a deterministic UIKit-style app: every file is derived from the seed and its own index only, so
/// the first N files of a 2N-file app are the N-file app.
///
/// Files come in groups of 20: a file of base classes, protocols and typealiases, table and collection cells,
/// header-footer views, views, controllers, extensions that add conformances to cells declared in other files,
/// models and services, and a long utility file.
public enum SyntheticApp {
    /// The file that marks a folder as written by the benchmark, so that a later run may replace it.
    static let marker = ".reusable-gen-benchmark-app"

    /// Empties `directory` for a new app: removes it when an earlier run wrote it (it holds the marker file), and
    /// refuses a folder that exists, is not empty and was not written by the benchmark.
    public static func prepare(_ directory: String) throws {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: directory), !entries.isEmpty else { return }
        guard entries.contains(marker) else {
            throw BenchmarkError(
                "refusing to write the app into '\(directory)': it is not empty and not an earlier app")
        }
        try manager.removeItem(atPath: directory)
    }

    /// Writes the app below `directory` (created if needed), in folders of 100 files, and returns what it wrote.
    public static func write(_ configuration: SyntheticAppConfiguration, to directory: String) throws
        -> SyntheticAppSummary
    {
        var summary = SyntheticAppSummary(paths: [], bytes: 0, lines: 0, adopters: 0)
        try createApp(directory)
        for index in 0..<configuration.files {
            let folder = try folder(of: index, in: directory)
            let file = generateFile(index, configuration)
            let path = "\(folder)/\(file.name).swift"
            let data = Data(file.text.text.utf8)
            try data.write(to: URL(fileURLWithPath: path))
            summary.paths.append(path)
            summary.bytes += data.count
            summary.lines += file.text.lineCount
            summary.adopters += file.adopters
        }
        return summary
    }

    /// Creates the app's folder, marked as written by the benchmark.
    static func createApp(_ directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(directory)/\(marker)"))
    }

    /// The folder of file `index` (100 files a folder), created with its first file.
    static func folder(of index: Int, in directory: String) throws -> String {
        let folder = "\(directory)/Module\(pad(index / 100, 2))"
        if index % 100 == 0 {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        return folder
    }

    /// One generated file: its base name, its text and how many adopting classes it declares.
    public struct GeneratedFile {
        /// The file name without `.swift`.
        public var name: String
        /// The source text.
        public var text: SourceText
        /// Classes declared in this file that adopt a mixin (directly or through an extension elsewhere).
        public var adopters: Int
    }

    /// Generates file number `index` of the app.
    public static func generateFile(_ index: Int, _ configuration: SyntheticAppConfiguration) -> GeneratedFile {
        var random = SeededRandom(seed: configuration.seed &* 0x1000_0000_01B3 ^ UInt64(index))
        var writer = FileWriter(index: index, scale: configuration.scale, random: random)
        _ = random.next()
        writer.writeHeader()
        switch index % 20 {
        case 0: writer.writeBaseDeclarations()
        case 1, 2, 3, 4: writer.writeTableCell()
        case 5, 6, 7: writer.writeCollectionCell()
        case 8: writer.writeHeaderFooter()
        case 9, 10: writer.writeView()
        case 11, 12, 13, 14: writer.writeController()
        case 15, 16: writer.writeConformanceExtension()
        case 17, 18: writer.writeModels()
        default: writer.writeUtilities()
        }
        return GeneratedFile(name: writer.fileName, text: writer.out, adopters: writer.adopters)
    }

    /// A zero-padded decimal number.
    static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
